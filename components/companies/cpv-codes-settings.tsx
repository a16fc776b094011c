'use client';
// Settings → CPV codes: what the company does and its CPV codes, and suggestions for them (a `cpv_codes` job run by
// the worker), each accepted or dropped by the user. The page passes the server actions in as props.
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef, useState } from 'react';
import { FormStatus, useActionForm } from '@/components/account/form-kit';
import { Button, SubmitButton } from '@/components/ui/button';
import { CodeCombobox } from '@/components/ui/code-combobox';
import { controlClass, Field } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import type { FormAction } from '@/lib/actions';
import type { CpvSettings, CpvSuggestionView } from '@/lib/companies';
import { companyCodesSchema, type CompanyCodesValues } from '@/lib/companies/schema';
import type { JobProgress } from '@/lib/jobs';
import type { CodeLabel } from '@/lib/reference/pickers';

export interface CpvCodesActions {
  save: FormAction<CompanyCodesValues>;
  request: FormAction<{ jobId: string }>;
  decide: FormAction<{ code: string; accepted: boolean }>;
}

const pollMs = 1000;

function CompanyCodesForm({ settings, action }: { settings: CpvSettings; action: CpvCodesActions['save'] }) {
  const router = useRouter();
  const [cpv, setCpv] = useState<CodeLabel[]>(settings.cpvCodes);
  const { form, state, pending, formAction, onSubmit, id, field } = useActionForm(companyCodesSchema, action, {
    defaultValues: { companyDescription: settings.description, cpvCodes: settings.cpvCodes.map((c) => c.code) },
    errorTitle: 'CPV codes not saved',
    onSuccess: (data, current) => {
      current.reset(data);
      notify('CPV codes saved', 'success');
      router.refresh();
    },
  });
  const { errors, isSubmitted } = form.formState;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="company-codes-form">
      <Field
        id={id('companyDescription')}
        label="What your company does (optional)"
        hint="A few sentences in your own words; CPV suggestions read them, with your industry and company name."
        error={errors.companyDescription?.message}
      >
        {(control) => <textarea {...control} rows={4} className={controlClass} {...field('companyDescription')} />}
      </Field>
      <CodeCombobox
        kind="cpv"
        id={id('cpvCodes')}
        name="cpvCodes"
        label="Your company's CPV codes"
        hint="The kinds of work, supplies and services you offer. Accepted suggestions are added here."
        placeholder="e.g. 90911200 or building cleaning"
        noMatches={(query) => `No CPV code matches “${query}”.`}
        chosenLabel="Your company's CPV codes"
        error={errors.cpvCodes?.message}
        selected={cpv}
        onChange={(next) => {
          setCpv(next);
          const codes = next.map((choice) => choice.code);
          form.setValue('cpvCodes', codes, { shouldDirty: true, shouldValidate: isSubmitted });
        }}
      />
      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="company-codes" />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save CPV codes
      </SubmitButton>
    </form>
  );
}

/** Follows a suggestion run until it ends, then reloads the page's data once. */
function useJobProgress(initial: JobProgress | null): [JobProgress | null, (job: JobProgress) => void] {
  const router = useRouter();
  const [job, setJob] = useState(initial);
  const seenLive = useRef<string | null>(null);
  const live = job !== null && (job.status === 'pending' || job.status === 'running');
  useEffect(() => {
    if (!job) return;
    if (live) seenLive.current = job.id;
    else if (seenLive.current === job.id) {
      seenLive.current = null;
      router.refresh();
    }
  }, [job, live, router]);
  const jobId = job?.id;
  useEffect(() => {
    if (!live || !jobId) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      fetch(`/api/jobs/${jobId}`, { signal: controller.signal, cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<JobProgress>) : null))
        .then((next) => {
          if (next) setJob(next);
        })
        .catch(() => {});
    }, pollMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [live, jobId]);
  return [job, setJob];
}

function RunStatus({ job }: { job: JobProgress }) {
  if (job.status === 'failed') {
    return (
      <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300" data-testid="cpv-job-failed">
        The suggestions could not be made: {job.error ?? 'unknown error'}
      </p>
    );
  }
  if (job.status === 'generated') return null;
  return (
    <div className="space-y-1" data-testid="cpv-job-progress">
      <div
        role="progressbar"
        aria-label="Suggesting CPV codes"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        className="h-2 w-full overflow-hidden rounded bg-muted-bg"
      >
        <div className="h-full bg-accent" style={{ width: `${Math.max(5, job.progress)}%` }} />
      </div>
      <p role="status" className="text-sm text-muted-fg">
        {job.message ?? 'Waiting for a worker…'}
      </p>
    </div>
  );
}

function modeText(suggestion: Pick<CpvSuggestionView, 'mode' | 'model'>): string {
  return suggestion.mode === 'model'
    ? `Suggested by the AI model ${suggestion.model ?? ''}`.trim()
    : 'Matched from the words of your profile and your wins (no AI model)';
}

function SuggestionRow({ suggestion, action }: { suggestion: CpvSuggestionView; action: CpvCodesActions['decide'] }) {
  const router = useRouter();
  const [state, decide, pending] = useActionState(action, null);
  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      notify(state.data.accepted ? `Added ${state.data.code}` : `Dropped ${state.data.code}`, 'success');
      router.refresh();
    } else notify('Not changed', 'error', state.error);
  }, [state, router]);
  const name = `${suggestion.code} ${suggestion.label}`;
  const labelId = `suggestion-${suggestion.code}`;
  return (
    <li data-testid="cpv-suggestion" className="rounded-lg border border-border p-3">
      <p id={labelId} className="font-medium">
        <span className="font-mono text-sm">{suggestion.code}</span> {suggestion.label}
      </p>
      <p className="text-sm text-muted-fg">{suggestion.reason}</p>
      <form action={decide} className="mt-2 flex flex-wrap gap-2">
        <input type="hidden" name="code" value={suggestion.code} />
        <Button type="submit" name="decision" value="accept" size="sm" disabled={pending} aria-label={`Accept ${name}`}>
          Accept
        </Button>
        <Button
          type="submit"
          name="decision"
          value="drop"
          size="sm"
          variant="secondary"
          disabled={pending}
          aria-label={`Drop ${name}`}
        >
          Drop
        </Button>
      </form>
    </li>
  );
}

function Suggestions({ settings, actions }: { settings: CpvSettings; actions: CpvCodesActions }) {
  const [job, setJob] = useJobProgress(settings.job);
  const [state, request, pending] = useActionState(actions.request, null);
  useEffect(() => {
    if (state?.ok) {
      setJob({
        id: state.data.jobId,
        kind: 'cpv_codes',
        status: 'pending',
        progress: 0,
        message: null,
        error: null,
        tenderId: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        finishedAt: null,
      });
    } else if (state && !state.ok) notify('No suggestions started', 'error', state.error);
  }, [state, setJob]);
  const running = job !== null && (job.status === 'pending' || job.status === 'running');
  const modes = [...new Set(settings.suggestions.map(modeText))];
  return (
    <div className="space-y-4" data-testid="cpv-suggestions">
      <p className="text-sm text-muted-fg" data-testid="cpv-mode">
        {settings.model
          ? `Suggestions are made by the AI model ${settings.model}, from your company name, industry and description, and the CPV codes of tenders your company won.`
          : 'No AI model is configured: suggestions match the words of your company name, industry and description to the labels of CPV codes (in English and German), services of your industry first, and add the CPV codes of tenders your company won.'}
      </p>
      <form action={request}>
        <SubmitButton pending={pending || running} pendingLabel="Suggesting…" variant="secondary">
          Suggest CPV codes
        </SubmitButton>
      </form>
      {job ? <RunStatus job={job} /> : null}
      {settings.suggestions.length > 0 ? (
        <section aria-labelledby="cpv-suggestions-heading">
          <h3 id="cpv-suggestions-heading" className="font-semibold">
            Suggestions to accept or drop
          </h3>
          <p className="text-sm text-muted-fg">{modes.join('; ')}.</p>
          <ul className="mt-2 space-y-2">
            {settings.suggestions.map((suggestion) => (
              <SuggestionRow key={suggestion.code} suggestion={suggestion} action={actions.decide} />
            ))}
          </ul>
        </section>
      ) : job?.status === 'generated' ? (
        <p role="status" className="text-sm">
          No new suggestions: describe your company in more words, or add codes yourself.
        </p>
      ) : null}
    </div>
  );
}

export function CpvCodesSettings({ settings, actions }: { settings: CpvSettings; actions: CpvCodesActions }) {
  return (
    <div className="space-y-8">
      {/* Remount when the saved codes change (an accepted suggestion), so the form shows them. */}
      <CompanyCodesForm
        key={settings.cpvCodes.map((c) => c.code).join(',')}
        settings={settings}
        action={actions.save}
      />
      <Suggestions settings={settings} actions={actions} />
    </div>
  );
}
