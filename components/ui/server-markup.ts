'use client';
// Server-rendered markup that the browser keeps as it is when the page hydrates.
//
// Hydration walks every element React rendered on the server and matches it to a fiber, whether or not the
// element has anything for React to do. A region that is only markup — links and text whose clicks a parent
// handles — costs that walk and buys nothing: on the search page, the twenty result cards and the map were
// more than half of the elements hydrated. Such a region renders its element with empty inner HTML while
// hydrating (React leaves the children of an element with inner HTML untouched), and keeps it until the
// server sends new content; from then on it renders its children as any element does.
import { useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * Whether the element rendered for `version` should keep the server's markup: true from hydration until the
 * version changes (a new search), and never again after that. On the server and in a page that was not
 * hydrated (a client-side navigation to it) it is false, so the children render as usual.
 */
export function useKeptServerMarkup(version: string): boolean {
  // The server snapshot is read only while hydrating: it is how a component tells hydration from a client render.
  const hydrating = useSyncExternalStore(subscribeNever, () => false, () => true);
  const [hydratedVersion, setHydratedVersion] = useState(() => (hydrating && typeof window !== 'undefined' ? version : null));
  if (hydratedVersion !== null && hydratedVersion !== version) setHydratedVersion(null);
  return hydratedVersion === version;
}

/** The props that keep an element's server-rendered children: spread them over the element in place of children. */
export const keptMarkup = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true } as const;
