// The redirect guard's path rules (spec §2): defaults, include and exclude patterns, `*` wildcards; and which cookies
// are a session.
import { describe, expect, it } from 'vitest';
import { authCookieName, carriesSession, redirectPathCookieName } from '@/lib/auth/cookies';
import { guardConfig, isGuardedPath, patternToRegExp } from '@/lib/auth/guard';

describe('guard patterns', () => {
  it('lets * match any characters, "/" included, and anchors the whole path', () => {
    const pattern = patternToRegExp('/tenders/*/analyze');
    expect(pattern.test('/tenders/abc/analyze')).toBe(true);
    expect(pattern.test('/tenders/a/b/analyze')).toBe(true);
    expect(pattern.test('/tenders/abc/analyze/more')).toBe(false);
    expect(pattern.test('/x/tenders/abc/analyze')).toBe(false);
  });

  it('treats every other character literally', () => {
    expect(patternToRegExp('/a.b(c)?').test('/a.b(c)?')).toBe(true);
    expect(patternToRegExp('/a.b').test('/aXb')).toBe(false);
  });
});

describe('isGuardedPath', () => {
  const defaults = guardConfig();

  it('guards the default paths: analysis, subcontractors, the tender form, dashboard, alerts, settings', () => {
    for (const path of [
      '/tenders/1/analyze',
      '/tenders/1/analyze/analysis-markdown',
      '/tenders/1/subcontractors',
      '/tenders/new',
      '/tenders/1/edit',
      '/dashboard',
      '/alerts',
      '/alerts/new',
      '/alerts/0123/edit',
      '/settings',
    ]) {
      expect(isGuardedPath(path, defaults), path).toBe(true);
    }
  });

  it('leaves the public pages, the tender detail page and the login and callback routes open by default', () => {
    for (const path of [
      '/',
      '/tenders',
      '/tenders/1',
      '/pricing',
      '/blog/a/b',
      '/login',
      '/auth/callback',
      '/dashboards',
      // An unsubscribe link works signed out.
      '/unsubscribe',
      '/api/unsubscribe',
      '/alertsx',
    ]) {
      expect(isGuardedPath(path, defaults), path).toBe(false);
    }
  });

  it('guards extra include patterns (the original product guarded the tender detail page)', () => {
    const config = guardConfig(['/tenders/*']);
    expect(isGuardedPath('/tenders/1', config)).toBe(true);
    expect(isGuardedPath('/tenders', config)).toBe(false);
  });

  it('never guards excluded patterns, the login route or the callback route, even when included', () => {
    const config = guardConfig(['/login', '/auth/*', '/tenders/*'], ['/tenders/sample-*']);
    expect(isGuardedPath('/login', config)).toBe(false);
    expect(isGuardedPath('/auth/callback', config)).toBe(false);
    expect(isGuardedPath('/tenders/sample-1', config)).toBe(false);
    expect(isGuardedPath('/tenders/2', config)).toBe(true);
  });

  it('matches percent-encoded paths as the router decodes them', () => {
    expect(isGuardedPath('/dash%62oard', defaults)).toBe(true);
    expect(isGuardedPath('/tenders/a%2Fb/analyze', defaults)).toBe(true);
    expect(isGuardedPath('/%E0%A4%A', defaults)).toBe(false);
  });
});

describe('carriesSession', () => {
  it('is true for the session cookie, whole or in chunks, and false for other cookies of the site', () => {
    expect(carriesSession([{ name: authCookieName }])).toBe(true);
    expect(carriesSession([{ name: 'theme' }, { name: `${authCookieName}.1` }])).toBe(true);
    expect(carriesSession([])).toBe(false);
    // The PKCE verifier and the remembered path come before a session exists; look-alike names are not it.
    expect(
      carriesSession([
        { name: `${authCookieName}-code-verifier` },
        { name: redirectPathCookieName },
        { name: `${authCookieName}x` },
      ]),
    ).toBe(false);
  });
});
