'use client';
// Light/dark toggle: applies at once, then asks the server to store the choice in the theme cookie.
import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { defaultTheme, themeCookieName, type Theme } from '@/lib/theme';

export function currentTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
}

const listeners = new Set<() => void>();
export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const storedTheme = new RegExp(`(?:^|;\\s*)${themeCookieName}=(light|dark)(?:;|$)`);

function setDocumentTheme(theme: Theme) {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  listeners.forEach((l) => l());
}

/** Applies the theme the cookie stores, as the boot script does, for a document the browser rendered itself. */
export function restoreStoredTheme() {
  const match = storedTheme.exec(document.cookie);
  setDocumentTheme(match?.[1] === 'light' || match?.[1] === 'dark' ? match[1] : defaultTheme);
}

export function applyTheme(theme: Theme) {
  // Session-safe fallback until the server's long-lived cookie arrives.
  document.cookie = `${themeCookieName}=${theme}; Path=/; Max-Age=34560000; SameSite=Lax`;
  setDocumentTheme(theme);
  void fetch('/api/theme', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ theme }),
    keepalive: true,
  }).catch(() => {});
}

export function ThemeSwitch() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => defaultTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => applyTheme(next)}
      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-fg hover:bg-muted-bg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-testid="theme-switch"
    >
      {theme === 'dark' ? <Sun aria-hidden className="h-5 w-5" /> : <Moon aria-hidden className="h-5 w-5" />}
    </button>
  );
}
