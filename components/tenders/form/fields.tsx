// The tender form's fields besides form-kit's TextField: a select of grouped choices and a text area, in the
// same FieldFrame.
import { FieldFrame, fieldDescribedBy, inputClass, type FieldFrameProps } from '@/components/account/form-kit';
import type { ChoiceGroup } from '@/lib/tenders/user-tenders/options';

/** A select over grouped choices, with an empty first choice (`placeholder`) for "none chosen". */
export function SelectField({
  groups,
  placeholder,
  registration,
  ...frame
}: FieldFrameProps & { groups: readonly ChoiceGroup[]; placeholder: string; registration: object }) {
  return (
    <FieldFrame {...frame}>
      <select
        id={frame.id}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={fieldDescribedBy(frame)}
        className={inputClass}
        {...registration}
      >
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

export function TextAreaField({ registration, ...frame }: FieldFrameProps & { registration: object }) {
  return (
    <FieldFrame {...frame}>
      <textarea
        id={frame.id}
        rows={6}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={fieldDescribedBy(frame)}
        className={inputClass}
        {...registration}
      />
    </FieldFrame>
  );
}
