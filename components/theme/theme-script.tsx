'use client';
// The theme boot script, written into the head of the server's HTML (useServerInsertedHTML), where it applies the
// stored theme before first paint. React never renders it in the browser: a script React creates there does not
// run (and React reports it as an error). Where the browser renders the whole document itself — Next draws the 404
// of notFound() inside a route that way — a layout effect applies the stored theme before that render is painted.
import { useServerInsertedHTML } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';
import { themeBootScript } from '@/lib/theme';
import { restoreStoredTheme } from './theme-switch';

export function ThemeScript() {
  const written = useRef(false);
  // Next asks again at every flush of the stream: the script goes into the first one only.
  useServerInsertedHTML(() => {
    if (written.current) return null;
    written.current = true;
    return <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />;
  });
  useLayoutEffect(restoreStoredTheme, []);
  return null;
}
