// `next dev` with the project's next.config: a page opened on localhost or either loopback address gets the dev
// server's own resources (scripts, the hot-reload socket); any other origin is refused. Opened as
// http://127.0.0.1:3000, the page once loaded but never hydrated, because next dev refused those to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 2;
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-e2e-dev-'));
let server: ChildProcess;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'dev', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      env: {
        ...process.env,
        // No database: these requests need none, and start-up gives up on an unreachable one at once (logging it)
        // where it would seed the embedded one for a minute or more.
        DATABASE_URL: 'postgres://127.0.0.1:9/none',
        NEXT_PUBLIC_SUPABASE_URL: '',
        NEXT_DIST_DIR: `${process.env.E2E_DIST_PREFIX ?? '.next-e2e'}-dev`,
        NEXT_PUBLIC_EDITION: 'eu',
        DATA_DIR: dataDir,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Ready once it answers a dev resource.
  try {
    await expect.poll(() => devResourceStatus('http://localhost:3000').catch(() => 0), { timeout: 200_000 }).toBe(404);
  } catch (error) {
    throw new Error(`next dev did not answer on ${origin}. Its output:\n${output}`, { cause: error });
  }
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The status of a request for a dev script (none by that name) made by a page of `pageOrigin`. */
async function devResourceStatus(pageOrigin: string, path = '/_next/static/chunks/no-such-chunk.js'): Promise<number> {
  return (await fetch(`${origin}${path}`, { headers: { origin: pageOrigin } })).status;
}

test('serves its dev resources to pages on localhost and on either loopback address', async () => {
  for (const page of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
    // 404: the request got through to the dev server's files, which have no such chunk.
    expect(await devResourceStatus(page), page).toBe(404);
    expect(await devResourceStatus(page, '/_next/webpack-hmr'), page).not.toBe(403);
  }
});

test('refuses them to any other origin', async () => {
  for (const page of ['http://evil.example:3000', 'http://127.0.0.2:3000']) {
    expect(await devResourceStatus(page), page).toBe(403);
    expect(await devResourceStatus(page, '/_next/webpack-hmr'), page).toBe(403);
  }
});

// React reports a <script> it creates in the browser as an error, in development only; the 404 of notFound() inside
// a route is drawn in the browser, and used to create the theme script there.
test('the 404 of a blog post and of a tender log no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    errors.push(`${message.location().url}: ${message.text()}`);
  });
  for (const path of ['/blog/no-such-post', '/tenders/not-a-tender-id']) {
    expect((await page.goto(`${origin}${path}`, { timeout: 200_000 }))?.status(), path).toBe(404);
    await expect(page.getByTestId('not-found-message')).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
