'use client';
// Server-rendered markup that the browser keeps as it is when the page hydrates.
//
// Hydration walks every element React rendered on the server and matches it to a fiber, whether or not the
// element has anything for React to do. A region that is only markup — links and text whose clicks a parent
// handles — costs that walk and buys nothing: on the search page, the twenty result cards and the map were
// most of the elements hydrated. Such a region renders its element with empty inner HTML while hydrating
// (React leaves the children of an element with inner HTML as they are), and keeps it until the server sends
// new content; from then on it renders its children as any element does.
import { useState, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';

const subscribeNever = () => () => {};

/**
 * Whether an element should keep the server's markup of `content`: true from hydration for as long as the
 * content is the one hydrated — the same object, which a client re-render passes on unchanged and every new
 * server render (another search, a refresh after signing out) replaces — and never again after that. On the
 * server, and where the page was not hydrated (a client-side navigation to it), it is false.
 */
function useKeptServerMarkup(content: ReactNode): boolean {
  // The server snapshot is read only while hydrating: it is how a component tells hydration from a client render.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(() => (hydrating && typeof window !== 'undefined' ? { content } : null));
  if (hydrated !== null && hydrated.content !== content) setHydrated(null);
  return hydrated !== null && hydrated.content === content;
}

/**
 * A div whose children stay as the server rendered them while `useKeptServerMarkup` says so: its element then
 * has empty inner HTML, which React does not touch. The key makes the first render of new children a fresh
 * element rather than an update that would add them beside the kept markup.
 */
export function ServerMarkup({ children, ...props }: ComponentProps<'div'>) {
  const kept = useKeptServerMarkup(children);
  if (kept) return <div key="server" {...props} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <div key="client" {...props}>
      {children}
    </div>
  );
}
