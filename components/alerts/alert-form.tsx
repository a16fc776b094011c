'use client';
// The alert form, for a new alert and for changing one: its filters in words (changed on the search page), a
// name, how often to mail, whether lots count; and beside it the preview, asked again when "lots" changes.
// Validated in the browser and again by the server action with the same schema.
import Link from 'next/link';
import { startTransition, useState, useTransition } from 'react';
import { FormStatus, useActionForm, type FormAction } from '@/components/account/form-kit';
import { SubmitButton } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Field, TextField, controlClass } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import type { PreviewView } from '@/lib/alerts';
import { alertFormSchema, alertNameMaxLength, type frequencies } from '@/lib/alerts/schema';
import { AlertPreview } from './alert-preview';

export interface AlertFormValues {
  name: string;
  frequency: (typeof frequencies)[number];
  matchLots: boolean;
  /** The search URL the alert keeps. */
  params: string;
}

export interface AlertFormProps {
  action: FormAction<{ id: string }>;
  previewAction: FormAction<PreviewView>;
  initial: AlertFormValues;
  frequencyOptions: readonly { value: AlertFormValues['frequency']; label: string }[];
  /** The filters in words. */
  filters: readonly string[];
  /** The search page with these filters, to change them there. */
  changeFiltersHref: string;
  preview: PreviewView;
  submitLabel: string;
  cancelHref: string;
}

export function AlertForm({
  action,
  previewAction,
  initial,
  frequencyOptions,
  filters,
  changeFiltersHref,
  preview: initialPreview,
  submitLabel,
  cancelHref,
}: AlertFormProps) {
  const { form, state, pending, formAction, onSubmit, id } = useActionForm(alertFormSchema, action, {
    defaultValues: initial,
    errorTitle: 'Alert not saved',
  });
  const { errors, isSubmitted } = form.formState;
  const [preview, setPreview] = useState(initialPreview);
  const [previewing, startPreview] = useTransition();
  const lots = form.register('matchLots');

  function refreshPreview(matchLots: boolean) {
    startPreview(async () => {
      const data = new FormData();
      data.set('params', initial.params);
      data.set('matchLots', String(matchLots));
      const result = await previewAction(null, data);
      if (!result.ok) {
        notify('The preview could not be updated', 'error', result.error);
        return;
      }
      startTransition(() => setPreview(result.data));
    });
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-6" data-testid="alert-form">
        <section aria-labelledby="filters-heading" className="rounded-xl border border-border bg-card p-5">
          <h2 id="filters-heading" className="font-semibold">
            Filters
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="alert-filters">
            {filters.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link href={changeFiltersHref} prefetch={false} className="mt-3 inline-block text-sm text-accent underline">
            Change the filters in the search
          </Link>
          {errors.params?.message ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
              {errors.params.message}
            </p>
          ) : null}
          <input type="hidden" {...form.register('params')} />
        </section>
        <TextField
          id={id('name')}
          label="Name"
          maxLength={alertNameMaxLength}
          error={errors.name?.message}
          registration={form.register('name')}
        />
        <Field id={id('frequency')} label="Email me" error={errors.frequency?.message}>
          {(control) => (
            <select {...control} className={controlClass} {...form.register('frequency')}>
              {frequencyOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex items-start gap-3">
          <input
            id={id('matchLots')}
            type="checkbox"
            value="on"
            className="mt-1 h-4 w-4"
            aria-describedby={`${id('matchLots')}-hint`}
            {...lots}
            onChange={(event) => {
              void lots.onChange(event);
              refreshPreview(event.target.checked);
            }}
          />
          <div>
            <label htmlFor={id('matchLots')} className="font-medium">
              Lots count
            </label>
            <p id={`${id('matchLots')}-hint`} className="text-sm text-muted-fg">
              A tender matches when one of its lots has your CPV codes, even if its main CPV code does not; the email
              names the lot. Off: only the main CPV code counts.
            </p>
          </div>
        </div>
        <FormStatus state={state} hasFieldErrors={isSubmitted && Object.keys(errors).length > 0} testId="alert-form" />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={pending} pendingLabel="Saving…">
            {submitLabel}
          </SubmitButton>
          <ButtonLink href={cancelHref} variant="secondary" prefetch={false}>
            Cancel
          </ButtonLink>
        </div>
      </form>
      <AlertPreview preview={preview} busy={previewing} />
    </div>
  );
}
