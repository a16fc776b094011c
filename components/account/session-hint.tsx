'use client';
// The session hint's boot script, written into the head of the server's HTML (as the theme's is): a page loaded
// with a session cookie shows no "Sign in" while the account loads (components/account/account-state.ts).
import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { sessionHintScript } from './account-state';

export function SessionHintScript() {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current) return null;
    written.current = true;
    return <script dangerouslySetInnerHTML={{ __html: sessionHintScript }} />;
  });
  return null;
}
