// The tender form's fields besides form-kit's TextField: a select of grouped choices and a text area, labelled
// and tied to their hints and errors the same way.
import type { ReactNode } from 'react';
import { FieldError, inputClass } from '@/components/account/form-kit';
import type { ChoiceGroup } from '@/lib/tenders/user-tenders/options';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

function describedBy({ id, error, hint }: FieldFrameProps): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-fg">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A select over grouped choices, with an empty first choice (`placeholder`) for "none chosen". */
export function SelectField({
  groups,
  placeholder,
  registration,
  ...frame
}: FieldFrameProps & { groups: readonly ChoiceGroup[]; placeholder: string; registration: object }) {
  return (
    <FieldFrame {...frame}>
      <select id={frame.id} aria-invalid={frame.error ? true : undefined} aria-describedby={describedBy(frame)} className={inputClass} {...registration}>
        <option value="">{placeholder}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({
  registration,
  ...frame
}: FieldFrameProps & { registration: object }) {
  return (
    <FieldFrame {...frame}>
      <textarea id={frame.id} rows={6} aria-invalid={frame.error ? true : undefined} aria-describedby={describedBy(frame)} className={inputClass} {...registration} />
    </FieldFrame>
  );
}
