'use client';
// The URL state the search page's islands share. Every change pushes a history entry (back and forward work)
// and re-renders the results on the server, inside one transition, so the results can say they are updating.
import { useQueryStates, type Values } from 'nuqs';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { useRouter } from 'next/navigation';
import { createContext, use, useMemo, useTransition, type MouseEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { ServerMarkup } from '@/components/ui/server-markup';
import { searchUrlParsers } from '@/lib/tenders/search/url-state';

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
      setFilters: (changes) => void setState({ ...changes, page: null }),
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
 * Opens a plain link of the app in place (a client-side navigation, as next/link does), unless the click was
 * handled already (a next/link inside) or asks for a new tab, a window or a download.
 */
function openInPlace(event: MouseEvent<HTMLElement>, push: (href: string) => void) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (
    !anchor ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin
  )
    return;
  event.preventDefault();
  push(`${anchor.pathname}${anchor.search}${anchor.hash}`);
}

/**
 * The results, dimmed and marked busy while the server renders the new ones. `renderedFor` is the query string
 * they were rendered for, so a test can tell when the results of a URL change have arrived.
 *
 * The results' own links (each title) are plain anchors that this region opens in place: one handler here
 * rather than a next/link per result, whose server render cost about a quarter of a millisecond each, a
 * twentieth of the page's render for twenty results, and whose hydration the browser then paid again.
 */
export function ResultsRegion({ renderedFor, children }: { renderedFor: string; children: ReactNode }) {
  const { isPending } = useSearchState();
  const router = useRouter();
  // Only links and text: the results the server rendered stay as they are when the page hydrates.
  return (
    <ServerMarkup
      aria-busy={isPending}
      data-testid="search-results"
      data-rendered-for={renderedFor}
      className={clsx('transition-opacity', isPending && 'opacity-60')}
      onClick={(event) => openInPlace(event, router.push)}
    >
      {children}
    </ServerMarkup>
  );
}
