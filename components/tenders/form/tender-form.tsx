'use client';
// The tender form, for adding a tender and for editing one: validated in the browser and again by the server
// action with the same schema; on success the action leaves for the tender's page. Values stay on any error.
import { useState, type ReactNode } from 'react';
import { FormStatus, useActionForm, type FormAction } from '@/components/account/form-kit';
import { SubmitButton } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { TextField } from '@/components/ui/field';
import type { CodeLabel } from '@/lib/reference/pickers';
import { type TenderFormOptions, tenderFormSchema, type TenderFormFields } from '@/lib/tenders/schema';
import { CodeCombobox } from '@/components/ui/code-combobox';
import { SelectField, TextAreaField } from './fields';
import { LotsEditor } from './lots-editor';

interface TenderFormProps {
  action: FormAction<{ id: string }>;
  initial: TenderFormFields;
  initialCpv: readonly CodeLabel[];
  options: TenderFormOptions;
  submitLabel: string;
  cancelHref: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-border bg-card p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export function TenderForm({ action, initial, initialCpv, options, submitLabel, cancelHref }: TenderFormProps) {
  const { form, state, pending, formAction, onSubmit, id } = useActionForm(tenderFormSchema, action, {
    defaultValues: initial,
    errorTitle: 'Tender not saved',
  });
  const { errors, isSubmitted } = form.formState;
  const [cpv, setCpv] = useState(initialCpv);
  const dividedIntoLots = form.watch('isSubdividedIntoLots') === true;
  const currency = String(form.watch('estimateValueCurrency') ?? '');
  const field = (name: keyof TenderFormFields) => ({
    id: id(name),
    error: errors[name]?.message,
    registration: form.register(name),
  });

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-6" data-testid="tender-form">
      <Section title="The tender">
        <TextField label="Title" {...field('title')} />
        <TextAreaField label="Description (optional)" {...field('description')} />
        <TextField label="Notice URL (optional)" type="url" placeholder="https://" {...field('url')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Country"
            placeholder="Choose a country"
            groups={options.countries}
            {...field('country')}
          />
          <SelectField
            label="Language"
            placeholder="Choose a language"
            groups={options.languages}
            {...field('language')}
          />
        </div>
        <CodeCombobox
          kind="cpv"
          id={id('cpvCodes')}
          name="cpvCodes"
          label="CPV codes (optional)"
          hint="Search by code or by words, in English or German. The first code you choose is the main one."
          placeholder="e.g. 45233140 or road construction"
          noMatches={(query) => `No CPV code matches “${query}”.`}
          chosenLabel="Chosen CPV codes"
          firstNote="(main)"
          error={errors.cpvCodes?.message}
          selected={cpv}
          onChange={(next) => {
            setCpv(next);
            const codes = next.map((choice) => choice.code);
            form.setValue('cpvCodes', codes, { shouldDirty: true, shouldValidate: isSubmitted });
          }}
        />
      </Section>

      <Section title="Dates">
        <div className="grid gap-4 sm:grid-cols-2">
          {/* The browser's date picker, as in the search filters. */}
          <TextField
            label="Publication date (optional)"
            type="date"
            hint="Left empty, the day you add the tender."
            autoComplete="off"
            {...field('publishDate')}
          />
          <TextField label="Deadline (optional)" type="date" autoComplete="off" {...field('deadlineDate')} />
        </div>
      </Section>

      <Section title="Contracting authority">
        <TextField label="Name (optional)" autoComplete="off" {...field('authorityName')} />
        <TextField label="Address (optional)" autoComplete="off" {...field('authorityAddress')} />
        <TextField label="Email (optional)" type="email" autoComplete="off" {...field('authorityEmail')} />
      </Section>

      <Section title="Value and lots">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Estimated value (optional)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            {...field('estimateValue')}
          />
          <SelectField
            label="Currency"
            placeholder="Choose a currency"
            groups={options.currencies}
            hint="Converted to euro at the ECB reference rate of the publication date, where the ECB quotes one."
            {...field('estimateValueCurrency')}
          />
        </div>
        <div className="flex items-center gap-3">
          <input
            id={id('isSubdividedIntoLots')}
            type="checkbox"
            className="h-5 w-5 accent-accent"
            {...form.register('isSubdividedIntoLots')}
          />
          <label htmlFor={id('isSubdividedIntoLots')} className="font-medium">
            The tender is divided into lots
          </label>
        </div>
        {dividedIntoLots ? (
          <LotsEditor
            initial={{ lotTitle: initial.lotTitle, lotCpv: initial.lotCpv, lotValue: initial.lotValue }}
            currency={currency}
            errors={{
              lotTitle: errors.lotTitle?.message,
              lotCpv: errors.lotCpv?.message,
              lotValue: errors.lotValue?.message,
            }}
            onChange={(columns) => {
              for (const name of ['lotTitle', 'lotCpv', 'lotValue'] as const) {
                form.setValue(name, columns[name], { shouldDirty: true, shouldValidate: isSubmitted });
              }
            }}
          />
        ) : null}
      </Section>

      <FormStatus state={state} hasFieldErrors={Object.keys(errors).length > 0} testId="tender-form" />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
        <ButtonLink href={cancelHref} variant="secondary">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
