'use client';
// The search page's query box: runs the search on submit, keeping every other filter.
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useSearchState } from './search-state';

export function QueryBox() {
  const { state, setFilters } = useSearchState();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    setFilters({ q: typeof query === 'string' && query.trim() !== '' ? query.trim() : null });
  }

  return (
    <form role="search" onSubmit={submit} className="flex w-full flex-col gap-2 sm:flex-row">
      <label htmlFor="tender-query" className="sr-only">
        Search tenders
      </label>
      {/* Keyed by the URL's query, so back and forward show the query of that entry. */}
      <input
        key={state.q ?? ''}
        id="tender-query"
        name="q"
        type="search"
        defaultValue={state.q ?? ''}
        maxLength={200}
        placeholder='Keywords, "a phrase", -exclusions or a CPV code'
        className="min-h-11 min-w-0 flex-1 rounded-md border border-border bg-card px-3 text-base text-fg placeholder:text-muted-fg"
        autoComplete="off"
      />
      <Button type="submit">
        <Search aria-hidden className="h-4 w-4" />
        Search
      </Button>
    </form>
  );
}
