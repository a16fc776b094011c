// `next start` refuses configurations it cannot serve, with a message that says what to do.
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

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
