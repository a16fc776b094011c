// A filter's choices with their facet counts; an estimate (counted on the first 10,000 matches) reads "about".
import { clsx } from 'clsx';
import { FlagView } from '@/components/ui/flag-view';
import { formatCount, type FacetOption } from '@/lib/tenders/views';

export function FacetCount({ count, estimated }: { count: number | undefined; estimated: boolean }) {
  if (count === undefined) return null;
  return (
    <span className="ml-auto shrink-0 pl-2 text-xs tabular-nums text-muted-fg">
      {estimated ? (
        <>
          <span aria-hidden>~</span>
          <span className="sr-only">about </span>
        </>
      ) : null}
      {formatCount(count)}
    </span>
  );
}

interface FacetChoiceProps {
  option: FacetOption;
  type: 'checkbox' | 'radio';
  /** The radio group's name; checkboxes need none. */
  name?: string;
  checked: boolean;
  onChange: () => void;
  estimated: boolean;
}

/**
 * One row of a filter's choices: the box, the option's label and its count. A choice with no results in the
 * current search is greyed, unless it is chosen or the counts are estimates (an estimated 0 may still match
 * beyond the sample).
 */
export function FacetChoice({ option, type, name, checked, onChange, estimated }: FacetChoiceProps) {
  const empty = option.count === 0 && !checked && !estimated;
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 text-sm hover:bg-muted-bg">
      <input
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 accent-[var(--accent)]"
      />
      {option.flagHref ? (
        <span className={clsx('inline-flex min-w-0 items-center gap-1.5', empty && 'text-muted-fg')}>
          {/* The flag is named as the label is, so the label is not read twice. */}
          <FlagView href={option.flagHref} name={option.label} />
          <span aria-hidden="true">{option.label}</span>
        </span>
      ) : (
        <span className={clsx('min-w-0', empty && 'text-muted-fg')}>{option.label}</span>
      )}
      <FacetCount count={option.count} estimated={estimated} />
    </label>
  );
}

interface FacetListProps {
  legend: string;
  options: readonly FacetOption[];
  type: 'checkbox' | 'radio';
  name?: string;
  isChecked: (value: string) => boolean;
  onToggle: (value: string) => void;
  estimated: boolean;
}

/** A filter as a fieldset of its choices, each with its count. */
export function FacetList({ legend, options, type, name, isChecked, onToggle, estimated }: FacetListProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <ul className="mt-1 space-y-0.5">
        {options.map((option) => (
          <li key={option.value}>
            <FacetChoice
              option={option}
              type={type}
              name={name}
              checked={isChecked(option.value)}
              onChange={() => onToggle(option.value)}
              estimated={estimated}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
