// The auth-redirect guard of the spec (§2): which paths need a signed-in user. Pure and edge-safe.
import { edgeEnv } from '@/lib/config/edge';
import { CALLBACK_PATH, LOGIN_PATH } from './redirect-path';

export { CALLBACK_PATH, LOGIN_PATH };

/** Guarded by default; AUTH_GUARD_INCLUDE adds patterns (e.g. `/tenders/*` for the original product). */
export const DEFAULT_GUARD_INCLUDE = [
  '/tenders/*/analyze',
  '/tenders/*/analyze/*',
  '/tenders/*/subcontractors',
  '/tenders/new',
  '/tenders/*/edit',
  '/dashboard',
  '/alerts',
  '/settings',
] as const;

export interface GuardConfig {
  login: string;
  callback: string;
  include: readonly string[];
  exclude: readonly string[];
}

export function guardConfig(extraInclude: readonly string[] = [], exclude: readonly string[] = []): GuardConfig {
  return { login: LOGIN_PATH, callback: CALLBACK_PATH, include: [...DEFAULT_GUARD_INCLUDE, ...extraInclude], exclude };
}

/** The guard of this deployment, with the operator's AUTH_GUARD_INCLUDE / AUTH_GUARD_EXCLUDE. */
export const configuredGuard = guardConfig(edgeEnv.AUTH_GUARD_INCLUDE, edgeEnv.AUTH_GUARD_EXCLUDE);

/** `*` matches any characters, `/` included; everything else matches itself; the whole path must match. */
export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

const compiled = new Map<string, RegExp>();
function matches(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    let regExp = compiled.get(pattern);
    if (!regExp) compiled.set(pattern, (regExp = patternToRegExp(pattern)));
    return regExp.test(path);
  });
}

function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Whether a signed-out visitor of `pathname` goes to the login page. The login and callback routes
 * and excluded patterns are never guarded; otherwise only included patterns are. The path is tested
 * as requested and percent-decoded, so `/dash%62oard` cannot slip past a guard on `/dashboard`.
 */
export function isGuardedPath(pathname: string, config: GuardConfig = configuredGuard): boolean {
  const forms = [pathname, decoded(pathname)].filter((form): form is string => form !== null);
  return forms.some(
    (path) => !matches(path, [config.login, config.callback, ...config.exclude]) && matches(path, config.include),
  );
}
