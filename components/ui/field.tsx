// A form field: its label, hint and error around one control (input, select, text area, combobox), tied to it by
// ids so assistive technology reads the hint and the error with the control and knows when it is invalid.
import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';

/** The look of every text-like control: inputs, selects, text areas and the combobox's input. */
export const controlClass =
  'mt-1 block w-full rounded-md border border-border bg-card px-3 py-2 text-base text-fg placeholder:text-muted-fg aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** What the control inside a field spreads onto itself. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The control's id and its ties to the field's hint and error (shown ones only). */
export function fieldControlProps({ id, error, hint }: Omit<FieldFrameProps, 'label'>): FieldControlProps {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/**
 * A labelled control: `children` renders it from the props it must carry. `compact` sets the label in small
 * type, for dense panels such as the search filters.
 */
export function Field({
  id,
  label,
  error,
  hint,
  compact = false,
  children,
}: FieldFrameProps & { compact?: boolean; children: (control: FieldControlProps) => ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={clsx('block font-medium', compact && 'text-sm')}>
        {label}
      </label>
      {children(fieldControlProps({ id, error, hint }))}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-fg">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input; `registration` is react-hook-form's register(name), or any props for the input. */
export function TextField({
  id,
  label,
  error,
  hint,
  registration,
  ...input
}: FieldFrameProps & { registration: object } & InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => <input {...control} className={controlClass} {...input} {...registration} />}
    </Field>
  );
}
