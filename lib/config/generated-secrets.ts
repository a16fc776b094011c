// Secrets the app makes for itself on first start, in place of defaults written in the source: kept in
// DATA_DIR/secrets (a 0700 folder of 0600 files), so they last from one start to the next, every process on the same
// DATA_DIR (the server, `npm run worker`) shares them, and no one else can read them.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverEnv } from './server';

const kinds = {
  /** Signs the unsubscribe links of alert mails (HMAC-SHA256). */
  'unsubscribe-secret': () => randomBytes(32).toString('base64url'),
  /** Signs the webhooks the embedded Stripe test server sends to the app's webhook route. */
  'stripe-webhook-secret': () => `whsec_${randomBytes(32).toString('base64url')}`,
  /** The API key between the app's stripe SDK and the embedded Stripe test server. */
  'stripe-test-api-key': () => `sk_test_${randomBytes(24).toString('hex')}`,
} as const;

export type GeneratedSecret = keyof typeof kinds;

// On globalThis: every bundle of this module in the process (and a data directory in memory) sees the same values.
const holder = globalThis as typeof globalThis & { __tenderscopeGeneratedSecrets?: Map<string, string> };
const cache = (holder.__tenderscopeGeneratedSecrets ??= new Map());

/** The folder the secrets of `dataDir` live in; null for an in-memory database (tests), whose secrets die with it. */
export function secretsDirectory(dataDir: string): string | null {
  return dataDir.startsWith('memory://') ? null : resolve(dataDir, 'secrets');
}

function readSecret(file: string): string | null {
  try {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length < 32) return null;
    // Copied in from elsewhere with looser permissions: closed again to the app's user.
    if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Reads the secret kept in `directory`, or makes and keeps one; two processes starting at once agree on one. */
export function loadOrCreateSecret(directory: string, name: GeneratedSecret): string {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  if (process.platform !== 'win32') chmodSync(directory, 0o700);
  const file = join(directory, name);
  const existing = readSecret(file);
  if (existing) return existing;
  // Written whole under a name of its own, then linked into place: link() fails if another process got there first,
  // and no reader ever sees half a file.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${kinds[name]()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A file too short to be a secret (say, emptied by hand) is replaced.
    if (readSecret(file) === null) {
      rmSync(file, { force: true });
      linkSync(draft, file);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  const stored = readSecret(file);
  if (!stored) throw new Error(`Could not keep a generated secret in ${file}.`);
  return stored;
}

/** This process's secret `name`: read from DATA_DIR/secrets, made there on first use. */
export function generatedSecret(name: GeneratedSecret): string {
  const directory = secretsDirectory(serverEnv.DATA_DIR);
  const key = `${directory ?? 'memory'}:${name}`;
  let value = cache.get(key);
  if (value === undefined) {
    value = directory ? loadOrCreateSecret(directory, name) : kinds[name]();
    cache.set(key, value);
  }
  return value;
}
