// Secrets the app makes for itself in place of the documented defaults (issue 35): the unsubscribe secret, the Stripe
// webhook secret the embedded test server shares with the webhook route, and the test server's API key. Kept in
// DATA_DIR/secrets, private to the app's user, the same from one start to the next and for every process on that
// data directory, and different from one data directory to another.
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const saved = { ...process.env };
const dirs: string[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenderscope-secrets-'));
  dirs.push(dir);
  return dir;
}

/** A fresh process's view of the configuration: modules loaded again, nothing remembered on globalThis. */
async function startWith(dataDir: string) {
  vi.resetModules();
  delete (globalThis as { __tenderscopeGeneratedSecrets?: unknown }).__tenderscopeGeneratedSecrets;
  Object.assign(process.env, { DATA_DIR: dataDir, NODE_ENV: 'test' });
  delete process.env.UNSUBSCRIBE_SECRET;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_SECRET_KEY;
  const { unsubscribeSecret } = await import('@/lib/config/mail');
  const { stripeTestSettingsFromConfig } = await import('@/lib/billing/stripe-test');
  const { stripeWebhookSecret } = await import('@/lib/billing/stripe');
  const unsubscribe = unsubscribeSecret();
  if (!unsubscribe.ok) throw new Error(unsubscribe.problem);
  const stripe = stripeTestSettingsFromConfig();
  return {
    unsubscribe: unsubscribe.secret,
    webhook: stripe.webhookSecret,
    route: stripeWebhookSecret(true),
    apiKey: stripe.secretKey,
  };
}

afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
  delete (globalThis as { __tenderscopeGeneratedSecrets?: unknown }).__tenderscopeGeneratedSecrets;
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('generated secrets', () => {
  it('are made on first start, kept in DATA_DIR/secrets (0600 files in a 0700 folder), and read again next time', async () => {
    const dataDir = newDataDir();
    const first = await startWith(dataDir);
    expect(first.unsubscribe).not.toBe('tenderscope-local-development-only-unsubscribe-secret');
    expect(first.webhook).not.toBe('whsec_tenderscope_embedded_test_server');
    expect(first.apiKey).not.toBe('sk_test_tenderscope_embedded_test_server');
    expect(first.unsubscribe.length).toBeGreaterThanOrEqual(32);
    // The embedded test server signs with the secret the webhook route checks.
    expect(first.route).toBe(first.webhook);

    const folder = join(dataDir, 'secrets');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const [file, value] of [
      ['unsubscribe-secret', first.unsubscribe],
      ['stripe-webhook-secret', first.webhook],
      ['stripe-test-api-key', first.apiKey],
    ] as const) {
      expect(readFileSync(join(folder, file), 'utf8').trim(), file).toBe(value);
      expect(statSync(join(folder, file)).mode & 0o777, file).toBe(0o600);
    }

    expect(await startWith(dataDir)).toEqual(first);
    const elsewhere = await startWith(newDataDir());
    expect(elsewhere.unsubscribe).not.toBe(first.unsubscribe);
    expect(elsewhere.webhook).not.toBe(first.webhook);
  });

  it('configured values win over generated ones', async () => {
    const dataDir = newDataDir();
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_configured';
    vi.resetModules();
    Object.assign(process.env, { DATA_DIR: dataDir });
    const { stripeTestSettingsFromConfig } = await import('@/lib/billing/stripe-test');
    const { stripeWebhookSecret } = await import('@/lib/billing/stripe');
    expect(stripeTestSettingsFromConfig().webhookSecret).toBe('whsec_configured');
    // A configured secret is Stripe's, which signs from its own machines: it holds for any peer.
    expect(stripeWebhookSecret(false)).toBe('whsec_configured');
  });

  it('a secret file emptied by hand is replaced, and one opened to others is closed again', async () => {
    const { loadOrCreateSecret } = await import('@/lib/config/generated-secrets');
    const folder = join(newDataDir(), 'secrets');
    const first = loadOrCreateSecret(folder, 'unsubscribe-secret');
    writeFileSync(join(folder, 'unsubscribe-secret'), '');
    const replaced = loadOrCreateSecret(folder, 'unsubscribe-secret');
    expect(replaced).not.toBe(first);
    expect(replaced.length).toBeGreaterThanOrEqual(32);
    chmodSync(join(folder, 'unsubscribe-secret'), 0o644);
    expect(loadOrCreateSecret(folder, 'unsubscribe-secret')).toBe(replaced);
    expect(statSync(join(folder, 'unsubscribe-secret')).mode & 0o777).toBe(0o600);
  });

  it('processes starting at once on one data directory agree on one secret', async () => {
    const folder = join(newDataDir(), 'secrets');
    const script = `import { loadOrCreateSecret } from './lib/config/generated-secrets.ts';
      process.stdout.write(loadOrCreateSecret(${JSON.stringify(folder)}, 'stripe-webhook-secret'));`;
    const run = () =>
      promisify(execFile)(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '-e', script],
        { cwd: process.cwd(), env: { ...process.env, DATA_DIR: folder } },
      );
    const outputs = await Promise.all(Array.from({ length: 4 }, run));
    const values = new Set(outputs.map((o) => o.stdout));
    expect(values.size).toBe(1);
    expect([...values][0]).toBe(readFileSync(join(folder, 'stripe-webhook-secret'), 'utf8').trim());
  });
});
