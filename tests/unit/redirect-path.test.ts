// safeRedirectPath, the one gate for return paths: only same-origin relative paths get through.
import { describe, expect, it } from 'vitest';
import { callbackPath, loginPath, safeRedirectPath } from '@/lib/auth/redirect-path';

const SITE = 'https://tenderscope.eu';

/** How a browser resolves a Location header on our site. */
function landsOn(path: string): URL {
  return new URL(path, SITE);
}

describe('safeRedirectPath', () => {
  it.each([
    '/dashboard',
    '/dashboard?x=1',
    '/tenders/123/analyze?tab=summary#lots',
    '/search?q=road%20works&country=AT',
    '/settings/profile',
    '/',
  ])('keeps the same-origin path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  const payloads = [
    '//evil.example',
    '///evil.example',
    '////evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https:evil.example',
    'https://evil.example',
    'http://evil.example/dashboard',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%252F%252Fevil.example',
    '/%252F/evil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '//%09evil.example',
    '/%0D%0A/evil.example',
    '\u0000//evil.example',
    '/\u0000/evil.example',
    ' //evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    'evil.example',
    '@evil.example',
    '//evil.example@tenderscope.eu',
    '/%E0%A4%A',
    `/${'a'.repeat(3000)}`,
  ];

  it(`turns each of ${payloads.length} open-redirect payloads into a path on this site`, () => {
    for (const payload of payloads) {
      const result = safeRedirectPath(payload);
      const landing = landsOn(result);
      expect(landing.origin, payload).toBe(SITE);
      expect(result, payload).toMatch(/^\/(?![/\\])/);
      expect(result, payload).not.toMatch(/[\u0000-\u001f\\]/);
    }
  });

  it('falls back to /dashboard, or to the fallback given, for anything unsafe or missing', () => {
    for (const value of ['//evil.example', 'https:evil.example', '', undefined, null, 42, ['/dashboard']]) {
      expect(safeRedirectPath(value)).toBe('/dashboard');
    }
    expect(safeRedirectPath('//evil.example', '/')).toBe('/');
  });

  it('normalises dot segments that stay on the site', () => {
    expect(safeRedirectPath('/tenders/../dashboard')).toBe('/dashboard');
  });
});

describe('loginPath and callbackPath: every way into sign-in carries the page to come back to', () => {
  it('asks the login page to return to the page the reader is on, query included', () => {
    expect(loginPath('/tenders?q=road&country=AT')).toBe('/login?next=%2Ftenders%3Fq%3Droad%26country%3DAT');
    expect(loginPath('/tenders/0123456789abcdef')).toBe('/login?next=%2Ftenders%2F0123456789abcdef');
    expect(new URL(loginPath('/pricing'), SITE).searchParams.get('next')).toBe('/pricing');
  });

  it('adds nothing for the login pages themselves, a missing path or one that is not on this site', () => {
    for (const path of [null, undefined, '', '/login', '/login?mode=sign-up', '/login/new-password']) {
      expect(loginPath(path), String(path)).toBe('/login');
    }
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(loginPath(path), path).toBe('/login');
    }
  });

  it('gives OAuth and email links a callback that returns to the same page', () => {
    expect(callbackPath('/tenders?q=road')).toBe('/auth/callback?next=%2Ftenders%3Fq%3Droad');
    expect(callbackPath(null)).toBe('/auth/callback');
    expect(callbackPath('//evil.example')).toBe('/auth/callback');
  });
});
