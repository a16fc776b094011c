// `next start` refuses configurations it cannot serve, with a message that says what to do; and where it serves
// but sign-in cannot (the embedded auth server's production check), the login page says so and what to set.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2ePublishableKey } from '../scripts/e2e-paths';

function start(env: Record<string, string>) {
  const result = spawnSync('npx', ['--no-install', 'next', 'start', '-p', '3199'], {
    env: { ...process.env, NEXT_DIST_DIR: `${process.env.E2E_DIST_PREFIX ?? '.next-e2e'}-eu`, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('an EU build started with NEXT_PUBLIC_EDITION=at refuses and says to rebuild', () => {
  const { status, output } = start({ NEXT_PUBLIC_EDITION: 'at' });
  expect(status).toBe(1);
  expect(output).toContain('NEXT_PUBLIC_EDITION is "at" but the build was made with "eu"');
  expect(output).toContain('Rebuild with `npm run build`');
});

test('an invalid edition stops start-up naming the variable and the allowed values', () => {
  const { status, output } = start({ NEXT_PUBLIC_EDITION: 'fr' });
  expect(status).toBe(1);
  expect(output).toContain('NEXT_PUBLIC_EDITION: expected one of "eu", "at" (got "fr")');
});

test('in production on a public site without keys of its own, the login page says sign-in is off and what to set', async ({
  browser,
}) => {
  const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 3;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-e2e-refused-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: `${process.env.E2E_DIST_PREFIX ?? '.next-e2e'}-eu`,
    NEXT_PUBLIC_EDITION: 'eu',
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: e2ePublishableKey('eu'),
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  for (const name of ['DATABASE_URL', 'NEXT_PUBLIC_SUPABASE_URL', 'SUPABASE_SECRET_KEY', 'AUTH_SIGNING_KEY']) {
    delete env[name];
  }
  const server = spawn('npx', ['--no-install', 'next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/login`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    const page = await browser.newPage();
    await page.goto(`${origin}/login`);
    const notice = page.getByTestId('sign-in-refused');
    await expect(notice).toContainText('Sign-in is switched off on this server');
    await expect(notice).toContainText('SUPABASE_SECRET_KEY');
    await expect(notice).toContainText('AUTH_SIGNING_KEY');

    const form = page.getByTestId('sign-in-form');
    await form.getByLabel('Email address').fill('someone@example.com');
    await form.getByLabel('Password').fill('correct horse battery');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('sign-in-error')).toContainText('SUPABASE_SECRET_KEY');
    await expect(page.getByTestId('sign-in-error')).not.toContainText('try again in a minute');
  } finally {
    // The whole group: npx and the next server under it.
    process.kill(-server.pid!, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
