'use client';
// CPV and NUTS filters: search by label or code, and for CPV a tree of the divisions with their counts.
import { useEffect, useId, useRef, useState } from 'react';
import type { CodeLabel } from '@/lib/reference/pickers';
import { CodeCombobox } from '@/components/ui/code-combobox';
import { CpvTree, type CpvTreeNode } from './cpv-tree';
import { useSearchState } from './search-state';

/** Labels of the chosen codes: the server's for codes in the URL, the picker's for codes just added. */
function useChosen(codes: readonly string[], known: readonly CodeLabel[]) {
  const [added, setAdded] = useState<CodeLabel[]>([]);
  const labels = new Map([...added, ...known].map((item) => [item.code, item.label]));
  const chosen = codes.map((code) => ({ code, label: labels.get(code) ?? '' }));
  return { chosen, remember: (item: CodeLabel) => setAdded((list) => [...list, item]) };
}

export function CpvFilter({
  divisions,
  known,
  countsEstimated,
}: {
  divisions: readonly CpvTreeNode[];
  known: readonly CodeLabel[];
  countsEstimated: boolean;
}) {
  const { state, setFilters } = useSearchState();
  const { chosen, remember } = useChosen(state.cpv, known);
  const id = useId();
  const add = (item: CodeLabel) => {
    remember(item);
    setFilters({ cpv: [...state.cpv, item.code] });
  };
  const remove = (code: string) => setFilters({ cpv: state.cpv.filter((c) => c !== code) });
  const choose = (items: CodeLabel[]) => {
    items.forEach(remember);
    setFilters({ cpv: items.map((item) => item.code) });
  };
  // The tree is drawn once the disclosure opens: closed, its 45 divisions were most of the page's HTML (before
  // the results, so they were read first) and of its hydration, and its buttons need JavaScript anyway.
  const [browsing, setBrowsing] = useState(false);
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Opened before hydration, the toggle event went unheard: read the state once hydrated.
  useEffect(() => setBrowsing(disclosure.current?.open ?? false), []);

  return (
    <div>
      <CodeCombobox
        kind="cpv"
        id={id}
        compact
        label="CPV codes"
        placeholder="e.g. cleaning, 4523"
        noMatches={(query) => `No CPV code matches “${query}”.`}
        chosenLabel="Chosen: CPV codes"
        selected={chosen}
        onChange={choose}
      />
      <details ref={disclosure} className="mt-2" onToggle={(event) => setBrowsing(event.currentTarget.open)}>
        <summary className="cursor-pointer rounded-md py-1 text-sm text-accent">Browse CPV divisions</summary>
        {browsing ? (
          <div className="mt-1 max-h-96 overflow-y-auto">
            <CpvTree
              divisions={divisions}
              selected={new Set(state.cpv)}
              countsEstimated={countsEstimated}
              onToggle={(item) => (state.cpv.includes(item.code) ? remove(item.code) : add(item))}
            />
          </div>
        ) : null}
      </details>
    </div>
  );
}

export function NutsFilter({ known, country }: { known: readonly CodeLabel[]; country: string | null }) {
  const { state, setFilters } = useSearchState();
  const { chosen, remember } = useChosen(state.nuts, known);
  const id = useId();
  return (
    <CodeCombobox
      kind="nuts"
      country={country}
      id={id}
      compact
      label="Regions (NUTS)"
      placeholder="e.g. Wien, AT13"
      noMatches={(query) => `No region matches “${query}”.`}
      chosenLabel="Chosen: Regions (NUTS)"
      selected={chosen}
      onChange={(items) => {
        items.forEach(remember);
        setFilters({ nuts: items.map((item) => item.code) });
      }}
    />
  );
}
