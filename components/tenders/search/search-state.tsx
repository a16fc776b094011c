'use client';
// The URL state the search page's islands share. Every change pushes a history entry (back and forward work)
// and re-renders the results on the server, inside one transition, so the results can say they are updating.
import { useQueryStates, type Values } from 'nuqs';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { createContext, use, useMemo, useTransition, type ReactNode, type TransitionStartFunction } from 'react';
import { clsx } from 'clsx';
import { searchUrlParsers } from './url-state';

interface Pending {
  isPending: boolean;
  startTransition: TransitionStartFunction;
}

const PendingContext = createContext<Pending | null>(null);

export function SearchStateProvider({ children }: { children: ReactNode }) {
  const [isPending, startTransition] = useTransition();
  const pending = useMemo(() => ({ isPending, startTransition }), [isPending]);
  return (
    <NuqsAdapter>
      <PendingContext value={pending}>{children}</PendingContext>
    </NuqsAdapter>
  );
}

function usePending(): Pending {
  const pending = use(PendingContext);
  if (!pending) throw new Error('useSearchState needs a SearchStateProvider above it');
  return pending;
}

export type SearchUrlState = Values<typeof searchUrlParsers>;

export function useSearchState() {
  const { isPending, startTransition } = usePending();
  const [state, setState] = useQueryStates(searchUrlParsers, { shallow: false, history: 'push', startTransition });
  /** Changes filters and returns to the first page: the old page number may not exist in the new results. */
  function setFilters(changes: Partial<SearchUrlState>) {
    void setState({ ...changes, page: null });
  }
  return { state, setFilters, isPending };
}

/**
 * The results, dimmed and marked busy while the server renders the new ones. `renderedFor` is the query string
 * they were rendered for, so a test can tell when the results of a URL change have arrived.
 */
export function ResultsRegion({ renderedFor, children }: { renderedFor: string; children: ReactNode }) {
  const { isPending } = usePending();
  return (
    <div aria-busy={isPending} data-testid="search-results" data-rendered-for={renderedFor} className={clsx('transition-opacity', isPending && 'opacity-60')}>
      {children}
    </div>
  );
}
