'use client';
// The signed-in account as the page's client components see it (navbar menu, banners, the pricing page): loaded
// once per page from /api/me/account, and only when a session cookie exists, so static pages stay
// static and signed-out visitors cause no request.
import { useSyncExternalStore } from 'react';

export interface Account {
  email: string | null;
  userName: string | null;
  companyName: string | null;
  profileComplete: boolean;
  /** The plan of the account (`free`, `pro`, `business`): the pricing page marks it. */
  planId: string;
  /** A renewal payment failed and is still unpaid: every page shows the billing banner. */
  paymentFailed: boolean;
  /** The credit balance (after this month's free grant); null when it could not be read. */
  credits: number | null;
}

export type AccountState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; account: Account };

const loading: AccountState = { status: 'loading' };
const signedOut: AccountState = { status: 'signed-out' };
let state: AccountState = loading;
let started = false;
const listeners = new Set<() => void>();

function set(next: AccountState) {
  state = next;
  // The sign-in link was hidden while a session cookie promised an account (see sessionHintScript): show it again.
  if (next.status === 'signed-out') document.documentElement.removeAttribute(sessionHintAttribute);
  listeners.forEach((listener) => listener());
}

// Matches `sb-<label>-auth-token` and its chunks (see lib/auth/cookies.ts). A pattern rather than the exact
// name: the name comes from the validated public config, and importing that would put zod into every page's
// client bundle. A stray match costs one request that answers "signed out".
const sessionCookie = /^sb-[^=]+-auth-token(\.\d+)?=/;

function hasSessionCookie(): boolean {
  return document.cookie.split(';').some((part) => sessionCookie.test(part.trim()));
}

/** Set on <html> before first paint when a session cookie exists: the navbar then shows no "Sign in" meanwhile. */
export const sessionHintAttribute = 'data-session';

/**
 * Runs before first paint (inline, blocking, like the theme's): with a session cookie, the account is loading, not
 * absent, so the sign-in link stays hidden (globals.css) until the account arrives or turns out to be gone.
 */
export const sessionHintScript = `(function(){try{if(document.cookie.split(';').some(function(p){return ${sessionCookie.toString()}.test(p.trim())}))document.documentElement.setAttribute('${sessionHintAttribute}','')}catch(e){}})();`;

/** Loads the account again (after a sign-in, a profile change or a sign-out). */
export async function refreshAccount(): Promise<void> {
  started = true;
  if (!hasSessionCookie()) return set(signedOut);
  try {
    const response = await fetch('/api/me/account', { cache: 'no-store', credentials: 'same-origin' });
    set(response.ok ? { status: 'signed-in', account: (await response.json()) as Account } : signedOut);
  } catch {
    set(signedOut);
  }
}

export function markSignedOut(): void {
  started = true;
  set(signedOut);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) void refreshAccount();
  return () => listeners.delete(listener);
}

export function useAccount(): AccountState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loading,
  );
}
