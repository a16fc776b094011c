'use client';
// The settings forms of bid decisions: preparation time and regions, the scorecard's weights (defaults shown, a
// reset), and the calendar feed (create, copy, rotate, revoke; reminders). Each posts to its server action, which
// validates with the same schema; values stay in the form when the server refuses them.
import { useActionState, useId, useState } from 'react';
import { FormStatus, useActionForm } from '@/components/account/form-kit';
import { Button, SubmitButton } from '@/components/ui/button';
import { controlClass, TextField } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import type { ActionState, FormAction } from '@/lib/actions';
import { alarmDaysSchema } from '@/lib/calendar/schema';
import { bidProfileSchema, scorecardWeightsSchema } from '@/lib/scorecard/schema';
import {
  defaultScorecardWeights,
  scorecardPartLabels,
  scorecardPartQuestions,
  scorecardParts,
  type ScorecardWeights,
} from '@/lib/scorecard/views';

export function BidProfileForm({
  initial,
  action,
}: {
  initial: { preparationDays: number | null; regions: string[] };
  action: FormAction<{ preparationDays: number | null; regions: string[] }>;
}) {
  const defaults = { preparationDays: initial.preparationDays?.toString() ?? '', regions: initial.regions.join(', ') };
  const { form, state, pending, formAction, onSubmit, id, field } = useActionForm(bidProfileSchema, action, {
    defaultValues: defaults,
    errorTitle: 'Not saved',
    onSuccess: (data, current) => {
      current.reset({ preparationDays: data.preparationDays?.toString() ?? '', regions: data.regions.join(', ') });
      notify('Saved', 'success');
    },
  });
  const { errors } = form.formState;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="bid-profile-form">
      <TextField
        id={id('preparationDays')}
        label="Preparation time (working days)"
        inputMode="numeric"
        hint="How many working days your team needs to prepare a bid. Leave empty if unsure: the scorecard then shows the days left without scoring them."
        error={errors.preparationDays?.message}
        registration={field('preparationDays')}
      />
      <TextField
        id={id('regions')}
        label="Regions you work in"
        hint="Country or NUTS codes, separated by commas: AT, DE21, EL30."
        error={errors.regions?.message}
        registration={field('regions')}
      />
      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="bid-profile" />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save preparation time and regions
      </SubmitButton>
    </form>
  );
}

type WeightsValues = Record<keyof ScorecardWeights, string>;
const asValues = (weights: ScorecardWeights): WeightsValues =>
  Object.fromEntries(scorecardParts.map((part) => [part, String(weights[part])])) as WeightsValues;

export function ScorecardWeightsForm({
  initial,
  isDefault,
  action,
  resetAction,
}: {
  initial: ScorecardWeights;
  isDefault: boolean;
  action: FormAction<{ weights: ScorecardWeights }>;
  resetAction: FormAction<{ weights: ScorecardWeights }>;
}) {
  const [usingDefaults, setUsingDefaults] = useState(isDefault);
  const { form, state, pending, formAction, onSubmit, id, field } = useActionForm(scorecardWeightsSchema, action, {
    defaultValues: asValues(initial),
    errorTitle: 'Weights not saved',
    onSuccess: (data, current) => {
      current.reset(asValues(data.weights));
      setUsingDefaults(scorecardParts.every((part) => data.weights[part] === defaultScorecardWeights[part]));
      notify('Weights saved', 'success');
    },
  });
  const [, resetFormAction, resetting] = useActionState(
    async (previous: ActionState<{ weights: ScorecardWeights }>, formData: FormData) => {
      const result = await resetAction(previous, formData);
      if (result.ok) {
        form.reset(asValues(result.data.weights));
        setUsingDefaults(true);
        notify('Weights reset to the defaults', 'success');
      } else notify('Weights not reset', 'error', result.error);
      return result;
    },
    null,
  );
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="weights-form">
        <p className="text-sm text-muted-fg" data-testid="weights-state">
          {usingDefaults ? 'You use the default weights.' : 'You use your own weights.'} A part without data is left out
          of the total, whatever its weight.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {scorecardParts.map((part) => (
            <TextField
              key={part}
              id={id(part)}
              label={`${scorecardPartLabels[part]} (0–100)`}
              inputMode="numeric"
              hint={`${scorecardPartQuestions[part]} Default: ${defaultScorecardWeights[part]}.`}
              error={errors[part]?.message}
              registration={field(part)}
            />
          ))}
        </div>
        <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="weights" />
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save weights
        </SubmitButton>
      </form>
      <form action={resetFormAction}>
        <SubmitButton variant="secondary" pending={resetting} pendingLabel="Resetting…">
          Reset to the defaults
        </SubmitButton>
      </form>
    </div>
  );
}

interface FeedState {
  active: boolean;
  /** The address with its token, right after it was made (it is not stored, so not shown again). */
  url: string | null;
}

function CopyField({ url }: { url: string }) {
  const id = useId();
  return (
    <div className="space-y-2 rounded-md border border-border p-3" data-testid="calendar-feed-url">
      <label htmlFor={id} className="block text-sm font-medium">
        Your feed address (shown once: copy it now)
      </label>
      <input id={id} readOnly value={url} className={controlClass} onFocus={(event) => event.target.select()} />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          void navigator.clipboard
            .writeText(url)
            .then(() => notify('Feed address copied', 'success'))
            .catch(() => notify('Could not copy: select the address and copy it yourself', 'error'));
        }}
      >
        Copy address
      </Button>
    </div>
  );
}

export function CalendarFeedPanel({
  active,
  alarmDays,
  rotateAction,
  revokeAction,
  alarmAction,
}: {
  active: boolean;
  alarmDays: number[];
  rotateAction: FormAction<{ token: string }>;
  revokeAction: FormAction<{ active: false }>;
  alarmAction: FormAction<{ alarmDays: number[] }>;
}) {
  const [feed, feedAction, busy] = useActionState(
    async (current: FeedState, formData: FormData): Promise<FeedState> => {
      if (formData.get('intent') === 'revoke') {
        const result = await revokeAction(null, formData);
        if (!result.ok) {
          notify('Feed address not revoked', 'error', result.error);
          return current;
        }
        notify('Feed address revoked', 'success');
        return { active: false, url: null };
      }
      const result = await rotateAction(null, formData);
      if (!result.ok) {
        notify('Feed address not made', 'error', result.error);
        return current;
      }
      return { active: true, url: `${window.location.origin}/api/calendar/${result.data.token}.ics` };
    },
    { active, url: null },
  );

  const alarms = useActionForm(alarmDaysSchema, alarmAction, {
    defaultValues: { alarmDays: alarmDays.join(', ') },
    errorTitle: 'Reminders not saved',
    onSuccess: (data, current) => {
      current.reset({ alarmDays: data.alarmDays.join(', ') });
      notify('Reminders saved', 'success');
    },
  });
  const alarmErrors = alarms.form.formState.errors;

  return (
    <div className="space-y-6">
      <div className="space-y-3" data-testid="calendar-feed">
        <p className="text-sm" data-testid="calendar-feed-state">
          {feed.active
            ? 'A feed address is active. Anyone who has it can read your pursued tenders’ dates: rotate it if it leaked.'
            : 'No feed address is active.'}
        </p>
        {feed.url ? <CopyField url={feed.url} /> : null}
        <form action={feedAction} className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="rotate" pending={busy} pendingLabel="Working…">
            {feed.active ? 'Rotate address' : 'Create feed address'}
          </SubmitButton>
          {feed.active ? (
            <SubmitButton name="intent" value="revoke" variant="danger" pending={busy} pendingLabel="Working…">
              Revoke address
            </SubmitButton>
          ) : null}
        </form>
      </div>
      <form
        action={alarms.formAction}
        onSubmit={alarms.onSubmit}
        noValidate
        className="space-y-4"
        data-testid="alarm-days-form"
      >
        <TextField
          id={alarms.id('alarmDays')}
          label="Reminders (days before each date)"
          hint="Up to 5, from 0 (on the day) to 60, separated by commas: 7, 1. Leave empty for none."
          error={alarmErrors.alarmDays?.message}
          registration={alarms.field('alarmDays')}
        />
        <FormStatus state={alarms.state} hasFieldErrors={Object.keys(alarmErrors).length > 0} testId="alarm-days" />
        <SubmitButton pending={alarms.pending} pendingLabel="Saving…">
          Save reminders
        </SubmitButton>
      </form>
    </div>
  );
}
