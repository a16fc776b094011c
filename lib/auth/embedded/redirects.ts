// `redirect_to` handling: only the site's own origin (and loopback origins in development) may receive
// codes and tokens; anything else falls back to the site URL, as Supabase's allow list does.
import { safeRedirectPath } from '@/lib/auth/redirect-path';
import { isLoopbackUrl } from '@/lib/config/loopback';
import type { EmbeddedAuthSettings } from './settings';

function isAllowed(url: URL, settings: EmbeddedAuthSettings): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (url.origin === new URL(settings.siteUrl).origin) return true;
  if (settings.extraRedirectOrigins?.includes(url.origin)) return true;
  return settings.allowLoopbackRedirects && isLoopbackUrl(url.href);
}

/** The allowed absolute URL for `raw`, else `fallback` (itself allowed), else the site URL. */
export function resolveRedirectTo(
  raw: string | null | undefined,
  settings: EmbeddedAuthSettings,
  fallback?: string | null,
): string {
  for (const candidate of [raw, fallback]) {
    if (!candidate) continue;
    if (candidate.startsWith('/')) {
      const path = safeRedirectPath(candidate, '');
      if (path) return new URL(path, settings.siteUrl).href;
      continue;
    }
    try {
      const url = new URL(candidate);
      if (isAllowed(url, settings)) return url.href;
    } catch {
      // not a URL: try the next candidate
    }
  }
  return settings.siteUrl;
}

/** Adds query parameters to a redirect target (PKCE codes and errors travel in the query). */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** Puts parameters in the fragment (implicit-flow tokens never reach a server log that way). */
export function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.href;
}
