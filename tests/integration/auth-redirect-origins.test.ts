// Where email links may send the browser: the site's origin, the origins of AUTH_REDIRECT_ORIGINS, and loopback
// origins only in development. A production build on a loopback site URL used to accept any loopback origin
// and port, which a local user could listen on.
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

async function settingsWith(env: Record<string, string>) {
  Object.assign(process.env, env);
  vi.resetModules();
  const { settingsFromConfig } = await import('@/lib/auth/embedded/settings');
  const { resolveRedirectTo } = await import('@/lib/auth/embedded/redirects');
  const settings = settingsFromConfig();
  return (target: string) => resolveRedirectTo(target, settings);
}

describe('redirect_to of the embedded auth server', () => {
  it('in production on a loopback site URL: the site origin and configured origins, no other loopback port', async () => {
    const resolve = await settingsWith({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
      AUTH_REDIRECT_ORIGINS: 'http://localhost:3000',
    });
    expect(resolve('http://127.0.0.1:3000/auth/callback')).toBe('http://127.0.0.1:3000/auth/callback');
    expect(resolve('http://localhost:3000/auth/callback')).toBe('http://localhost:3000/auth/callback');
    for (const other of ['http://127.0.0.1:4444/steal', 'http://localhost:9999/steal', 'http://[::1]:3000/x']) {
      expect(resolve(other), other).toBe('http://127.0.0.1:3000');
    }
  });

  it('in development: any loopback origin, as the README says', async () => {
    const resolve = await settingsWith({
      NODE_ENV: 'development',
      NEXT_PUBLIC_SITE_URL: 'https://tenders.example.com',
    });
    expect(resolve('http://localhost:4444/auth/callback')).toBe('http://localhost:4444/auth/callback');
    expect(resolve('https://evil.example/x')).toBe('https://tenders.example.com');
  });
});
