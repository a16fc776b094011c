'use client';
// The search page's filter panel: every filter writes the URL (see search-state), the server renders the
// results. Below the lg breakpoint it folds behind a "Filters" button so results come first on a phone.
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import type { FilterPanelData } from '@/lib/tenders/views';
import { CpvFilter, NutsFilter } from './code-filters';
import { CountryFilter } from './country-filter';
import { FacetList } from './facet-count';
import { useSearchState, type SearchUrlState } from './search-state';

export interface FilterPanelProps extends FilterPanelData {
  map: ReactNode;
}

const sectionClass = 'border-t border-border pt-4';

export function FilterPanel(props: FilterPanelProps) {
  const panelId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const { setFilters } = useSearchState();

  return (
    <aside aria-label="Filters">
      <Button
        variant="secondary"
        aria-expanded={unfolded}
        aria-controls={panelId}
        onClick={() => setUnfolded(!unfolded)}
        className="w-full lg:hidden"
      >
        <SlidersHorizontal aria-hidden className="h-4 w-4" />
        Filters{props.activeCount > 0 ? ` (${props.activeCount})` : ''}
      </Button>
      <div id={panelId} className={clsx('mt-4 space-y-4 lg:mt-0 lg:block', !unfolded && 'hidden')}>
        <CountryFilter
          map={props.map}
          options={props.countries}
          scope={props.scope}
          countsEstimated={props.countsEstimated}
        />
        <div className={sectionClass}>
          <CpvFilter divisions={props.cpvDivisions} known={props.cpv} countsEstimated={props.countsEstimated} />
        </div>
        <div className={sectionClass}>
          <NutsFilter known={props.nuts} country={props.nutsCountry} />
        </div>
        <div className={sectionClass}>
          <StageFilters
            noticeTypes={props.noticeTypes}
            natures={props.natures}
            current={props.current}
            countsEstimated={props.countsEstimated}
          />
        </div>
        <div className={sectionClass}>
          <RangeFilters />
        </div>
        {props.activeCount > 0 ? (
          <Button variant="secondary" onClick={() => setFilters(clearedFilters)} className="w-full">
            Clear all filters
          </Button>
        ) : null}
      </div>
    </aside>
  );
}

/** Every filter back to its default; the query stays. */
const clearedFilters: Partial<SearchUrlState> = {
  country: [],
  cpv: [],
  nuts: [],
  type: null,
  open: null,
  nature: [],
  published_from: null,
  published_to: null,
  deadline_from: null,
  deadline_to: null,
  value_min: null,
  value_max: null,
};

function StageFilters({
  noticeTypes,
  natures,
  current,
  countsEstimated,
}: Pick<FilterPanelProps, 'noticeTypes' | 'natures' | 'current' | 'countsEstimated'>) {
  const { state, setFilters } = useSearchState();
  const type = state.type ?? current.type;
  const toggleNature = (nature: string) =>
    setFilters({
      nature: state.nature.includes(nature) ? state.nature.filter((n) => n !== nature) : [...state.nature, nature],
    });

  return (
    <div className="space-y-4">
      <FacetList
        legend="Notice type"
        options={noticeTypes}
        type="radio"
        name="notice-type"
        isChecked={(value) => type === value}
        onToggle={(value) => setFilters({ type: value, open: null })}
        estimated={countsEstimated}
      />
      <label className="flex min-h-9 cursor-pointer items-center gap-2 px-1 text-sm">
        <input
          type="checkbox"
          checked={state.open ?? current.open}
          onChange={(event) => setFilters({ open: event.target.checked })}
          className="h-4 w-4 accent-[var(--accent)]"
        />
        Open for submissions only
      </label>
      <FacetList
        legend="Contract nature"
        options={natures}
        type="checkbox"
        isChecked={(value) => state.nature.includes(value)}
        onToggle={toggleNature}
        estimated={countsEstimated}
      />
    </div>
  );
}

const inputClass = 'mt-1 min-h-11 w-full min-w-0 rounded-md border border-border bg-card px-2 text-fg';

/** Dates and value range, applied together: typing a date or an amount should not reload the results per keystroke. */
function RangeFilters() {
  const { state, setFilters } = useSearchState();
  // Keyed by the URL's values, so back and forward show that entry's ranges.
  const key = [
    state.published_from,
    state.published_to,
    state.deadline_from,
    state.deadline_to,
    state.value_min,
    state.value_max,
  ].join('|');
  return <RangeForm key={key} state={state} setFilters={setFilters} />;
}

interface DateRangeProps {
  legend: string;
  /** Field prefix: the inputs are `<name>_from` and `<name>_to`, as in the URL. */
  name: 'published' | 'deadline';
  from: string | null;
  to: string | null;
  onFromChange: (value: string) => void;
  /** The chosen "from" date: the earliest "to" the browser accepts. */
  toMin: string;
}

function DateRange({ legend, name, from, to, onFromChange, toMin }: DateRangeProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <label className="text-xs text-muted-fg">
          From
          <input
            type="date"
            name={`${name}_from`}
            defaultValue={from ?? ''}
            onChange={(e) => onFromChange(e.target.value)}
            className={inputClass}
          />
        </label>
        <label className="text-xs text-muted-fg">
          To
          <input
            type="date"
            name={`${name}_to`}
            defaultValue={to ?? ''}
            min={toMin || undefined}
            className={inputClass}
          />
        </label>
      </div>
    </fieldset>
  );
}

function RangeForm({
  state,
  setFilters,
}: {
  state: SearchUrlState;
  setFilters: (changes: Partial<SearchUrlState>) => void;
}) {
  // The "from" values bound the "to" inputs, so the browser refuses an inverted range before it is sent.
  const [from, setFrom] = useState({
    published: state.published_from ?? '',
    deadline: state.deadline_from ?? '',
    value: state.value_min,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    };
    const amount = (name: string) => {
      const value = text(name);
      return value === null ? null : Number(value);
    };
    setFilters({
      published_from: text('published_from'),
      published_to: text('published_to'),
      deadline_from: text('deadline_from'),
      deadline_to: text('deadline_to'),
      value_min: amount('value_min'),
      value_max: amount('value_max'),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <DateRange
        legend="Published"
        name="published"
        from={state.published_from}
        to={state.published_to}
        onFromChange={(published) => setFrom({ ...from, published })}
        toMin={from.published}
      />
      <DateRange
        legend="Deadline"
        name="deadline"
        from={state.deadline_from}
        to={state.deadline_to}
        onFromChange={(deadline) => setFrom({ ...from, deadline })}
        toMin={from.deadline}
      />
      <fieldset>
        <legend className="text-sm font-medium">Estimated value (EUR)</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-xs text-muted-fg">
            Minimum
            <input
              type="number"
              name="value_min"
              min={0}
              step="any"
              inputMode="numeric"
              defaultValue={state.value_min ?? ''}
              onChange={(e) => setFrom({ ...from, value: e.target.value === '' ? null : Number(e.target.value) })}
              className={inputClass}
            />
          </label>
          <label className="text-xs text-muted-fg">
            Maximum
            <input
              type="number"
              name="value_max"
              min={from.value ?? 0}
              step="any"
              inputMode="numeric"
              defaultValue={state.value_max ?? ''}
              className={inputClass}
            />
          </label>
        </div>
      </fieldset>
      <Button type="submit" className="w-full">
        Apply dates and value
      </Button>
    </form>
  );
}
