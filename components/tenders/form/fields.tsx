// The tender form's select of grouped choices and its text area, as ui Fields.
import { controlClass, Field, type FieldFrameProps } from '@/components/ui/field';
import type { ChoiceGroup } from '@/lib/tenders/schema';

/** A select over grouped choices, with an empty first choice (`placeholder`) for "none chosen". */
export function SelectField({
  groups,
  placeholder,
  registration,
  ...frame
}: FieldFrameProps & { groups: readonly ChoiceGroup[]; placeholder: string; registration: object }) {
  return (
    <Field {...frame}>
      {(control) => (
        <select {...control} className={controlClass} {...registration}>
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
      )}
    </Field>
  );
}

export function TextAreaField({ registration, ...frame }: FieldFrameProps & { registration: object }) {
  return (
    <Field {...frame}>
      {(control) => <textarea {...control} rows={6} className={controlClass} {...registration} />}
    </Field>
  );
}
