// How the embedded auth server behaves by configuration: absent with hosted Supabase, refusing in
// production on development keys, signing with a configured key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromThisMachine } from '../support/peers';

const HOSTED = 'https://abcdefghijklmnop.supabase.co';
const saved = { ...process.env };

beforeAll(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = HOSTED;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_hosted';
});

afterAll(() => {
  process.env = saved;
});

const signingKey = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
  d: 'jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI',
  kid: 'configured-key',
} as const;

describe('with a hosted Supabase URL', () => {
  it('answers 404 on /auth/v1 and points every client at the hosted project under its cookie name', async () => {
    const route = await import('@/app/auth/v1/[...path]/route');
    for (const path of ['/auth/v1/health', '/auth/v1/.well-known/jwks.json', '/auth/v1/signup']) {
      const response = await route.GET(new Request(`http://localhost:3000${path}`));
      expect(response.status, path).toBe(404);
    }
    const { serverSupabaseUrl } = await import('@/lib/auth/urls');
    const { authCookieName, redirectPathCookieName } = await import('@/lib/auth/cookies');
    expect(serverSupabaseUrl()).toBe(HOSTED);
    expect(authCookieName).toBe('sb-abcdefghijklmnop-auth-token');
    expect(redirectPathCookieName).toBe('sb-abcdefghijklmnop-redirect-path');
  });
});

describe('an embedded server built with other settings', () => {
  it('refuses every request with 503 and the reasons when the production check failed', async () => {
    const { createEmbeddedAuthServer, settingsFromConfig } = await import('@/lib/auth/embedded');
    const server = createEmbeddedAuthServer({
      settings: { ...settingsFromConfig(), refusals: ['AUTH_SIGNING_KEY is unset.'] },
    });
    const response = await server.handle(
      fromThisMachine(
        new Request('http://localhost:3000/auth/v1/health', { headers: { 'X-Supabase-Api-Version': '2024-01-01' } }),
      ),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'unexpected_failure',
      message: 'The embedded auth server refuses to run: AUTH_SIGNING_KEY is unset.',
    });
  });

  it('publishes and signs with a configured signing key', async () => {
    const { createEmbeddedAuthServer, settingsFromConfig } = await import('@/lib/auth/embedded');
    const settings = settingsFromConfig();
    const server = createEmbeddedAuthServer({ settings: { ...settings, signingKey } });
    const jwks = await server.handle(
      fromThisMachine(new Request('http://localhost:3000/auth/v1/.well-known/jwks.json')),
    );
    const { keys } = (await jwks.json()) as { keys: Record<string, string>[] };
    expect(keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: signingKey.x,
        y: signingKey.y,
        kid: 'configured-key',
        alg: 'ES256',
        use: 'sig',
        key_ops: ['verify'],
      },
    ]);

    const signup = await server.handle(
      fromThisMachine(
        new Request('http://localhost:3000/auth/v1/signup', {
          method: 'POST',
          headers: { apikey: settings.publishableKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `configured-${Date.now()}@example.com`, password: 'correct horse' }),
        }),
      ),
    );
    const { access_token: token } = (await signup.json()) as { access_token: string };
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({
      alg: 'ES256',
      kid: 'configured-key',
    });
  });
});
