// Auth configuration: the new variables, the legacy key names, and the production key check.
import { describe, expect, it } from 'vitest';
import { buildSettingsFrom } from '@/lib/config/build-settings';
import {
  ConfigError,
  developmentPublishableKey,
  developmentSecretKey,
  edgeEnvSchema,
  parseEnv,
  publicEnvSchema,
  serverEnvSchema,
} from '@/lib/config/env-schema';
import { productionRefusals } from '@/lib/auth/embedded/settings';
import { isLoopbackAddress, isLoopbackUrl } from '@/lib/config/loopback';

const signingKey = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
  d: 'jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI',
  kid: 'key-1',
} as const;

function configError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('auth environment variables', () => {
  it('reads AUTH_GUARD_INCLUDE and AUTH_GUARD_EXCLUDE as comma-separated path patterns', () => {
    const env = parseEnv(edgeEnvSchema, { AUTH_GUARD_INCLUDE: ' /tenders/* , /saved ', AUTH_GUARD_EXCLUDE: '' });
    expect(env.AUTH_GUARD_INCLUDE).toEqual(['/tenders/*', '/saved']);
    expect(env.AUTH_GUARD_EXCLUDE).toEqual([]);
    expect(env.PORT).toBe(3000);
    const error = configError(() => parseEnv(serverEnvSchema, { AUTH_GUARD_INCLUDE: 'tenders/*' }));
    expect(error.message).toContain('AUTH_GUARD_INCLUDE');
    expect(error.message).toContain('start with "/"');
  });

  it('accepts a private ES256 JWK as AUTH_SIGNING_KEY and never echoes a rejected one', () => {
    expect(parseEnv(serverEnvSchema, { AUTH_SIGNING_KEY: JSON.stringify(signingKey) }).AUTH_SIGNING_KEY).toEqual(
      signingKey,
    );
    expect(parseEnv(serverEnvSchema, {}).AUTH_SIGNING_KEY).toBeUndefined();
    const secret = JSON.stringify({ ...signingKey, crv: 'P-384' });
    const error = configError(() => parseEnv(serverEnvSchema, { AUTH_SIGNING_KEY: secret }));
    expect(error.message).toContain('AUTH_SIGNING_KEY');
    expect(error.message).not.toContain(signingKey.d);
    expect(
      configError(() => parseEnv(serverEnvSchema, { SUPABASE_SECRET_KEY: '', AUTH_SIGNING_KEY: 'not json' })).message,
    ).not.toContain('not json');
  });

  it('reads the legacy anon key when no publishable key is set, and requires a key with a hosted Supabase URL', () => {
    const legacy = parseEnv(publicEnvSchema, {
      NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
    });
    expect(buildSettingsFrom(legacy).supabasePublishableKey).toBe('anon');
    const error = configError(() => parseEnv(publicEnvSchema, { NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' }));
    expect(error.message).toContain(
      'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: required when NEXT_PUBLIC_SUPABASE_URL is set',
    );
  });
});

describe('the embedded server in production', () => {
  const defaults = { publishableKey: developmentPublishableKey, secretKey: developmentSecretKey };

  it('refuses the development keys and a missing signing key on a public site URL, naming each', () => {
    const problems = productionRefusals({ nodeEnv: 'production', siteUrl: 'https://tenderscope.eu', ...defaults });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY[^]*SUPABASE_SECRET_KEY[^]*AUTH_SIGNING_KEY/,
    );
  });

  it('runs with keys of its own in production, and on the development keys locally', () => {
    expect(
      productionRefusals({
        nodeEnv: 'production',
        siteUrl: 'https://tenderscope.eu',
        publishableKey: 'pk',
        secretKey: 'sk',
        signingKey,
      }),
    ).toEqual([]);
    expect(productionRefusals({ nodeEnv: 'production', siteUrl: 'http://127.0.0.1:3100', ...defaults })).toEqual([]);
    expect(productionRefusals({ nodeEnv: 'development', siteUrl: 'https://tenderscope.eu', ...defaults })).toEqual([]);
  });

  it('knows loopback URLs', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://127.1.2.3:80',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of ['https://tenderscope.eu', 'http://localhost.evil.example', 'http://10.0.0.1', 'not a url']) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });

  it('knows loopback addresses in every spelling a socket or a person may give', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::0001',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      '1::',
      '::',
      '::2',
      '10.0.0.1',
      '128.0.0.1',
      '::ffff:10.0.0.1',
      'fe80::1',
      'localhost',
      '',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
