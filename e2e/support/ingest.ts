// Imports notices into an edition's build's database while it runs, as an operator's `npm run ingest` does: the CLI
// reaches the server's embedded database through its socket. Returns what the CLI printed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { atOrigin, euOrigin } from '../../playwright.config';
import { e2eDataDir } from '../../scripts/e2e-paths';

export function ingestInto(edition: 'eu' | 'at', notices: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'tenderscope-e2e-ingest-'));
  try {
    for (const [name, xml] of Object.entries(notices)) writeFileSync(join(folder, name), xml);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_PUBLIC_EDITION: edition,
      DATA_DIR: e2eDataDir(edition, new URL(edition === 'at' ? atOrigin : euOrigin).port),
    };
    delete env.DATABASE_URL;
    const run = spawnSync('npm', ['run', '--silent', 'ingest', '--', '--drafts', folder], { env, encoding: 'utf8' });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    return run.stdout;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function ingestIntoAustria(notices: Record<string, string>): string {
  return ingestInto('at', notices);
}
