'use client';
// The URL state the search page's islands share. Every change pushes a history entry (back and forward work)
// and re-renders the results on the server, inside one transition, so the results can say they are updating.
import { useQueryStates, type Values } from 'nuqs';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { createContext, use, useMemo, useTransition, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { searchUrlParsers } from '@/lib/tenders/views';

export type SearchUrlState = Values<typeof searchUrlParsers>;

interface SearchState {
  state: SearchUrlState;
  /** Changes filters and returns to the first page: the old page number may not exist in the new results. */
  setFilters: (changes: Partial<SearchUrlState>) => void;
  isPending: boolean;
}

const SearchStateContext = createContext<SearchState | null>(null);

/**
 * Reads the URL once for every island below. Each island reading it for itself parsed and compared the whole
 * set of parameters again: nine times in each server render of the page, and nine URL subscriptions to set
 * up in the browser.
 */
function SharedSearchState({ children }: { children: ReactNode }) {
  const [isPending, startTransition] = useTransition();
  const [state, setState] = useQueryStates(searchUrlParsers, { shallow: false, history: 'push', startTransition });
  const shared = useMemo<SearchState>(
    () => ({
      state,
      // New words are corrected again: asking for the last words verbatim does not carry over to the next ones.
      setFilters: (changes) => void setState({ ...('q' in changes ? { verbatim: null } : {}), ...changes, page: null }),
      isPending,
    }),
    [state, setState, isPending],
  );
  return <SearchStateContext value={shared}>{children}</SearchStateContext>;
}

export function SearchStateProvider({ children }: { children: ReactNode }) {
  return (
    <NuqsAdapter>
      <SharedSearchState>{children}</SharedSearchState>
    </NuqsAdapter>
  );
}

export function useSearchState(): SearchState {
  const shared = use(SearchStateContext);
  if (!shared) throw new Error('useSearchState needs a SearchStateProvider above it');
  return shared;
}

/**
 * The results, dimmed and marked busy while a filter change renders new ones on the server. `renderedFor` is the
 * query string they were rendered for, so a test can tell when the results of a URL change have arrived.
 */
export function ResultsRegion({ renderedFor, children }: { renderedFor: string; children: ReactNode }) {
  const { isPending } = useSearchState();
  return (
    <div
      aria-busy={isPending}
      data-testid="search-results"
      data-rendered-for={renderedFor}
      className={clsx('transition-opacity', isPending && 'opacity-60')}
    >
      {children}
    </div>
  );
}
