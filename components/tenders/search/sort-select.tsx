'use client';
// Sort order of the results; the server says which orders exist and which one applies by default.
import type { SortOption } from '@/lib/tenders/views';
import { useSearchState } from './search-state';

export function SortSelect({ options, current }: { options: readonly SortOption[]; current: string }) {
  const { state, setFilters } = useSearchState();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted-fg">Sort by</span>
      <select
        value={state.sort ?? current}
        onChange={(event) => setFilters({ sort: event.target.value })}
        className="min-h-11 rounded-md border border-border bg-card px-2 text-fg"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
