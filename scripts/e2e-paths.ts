// Where an e2e server keeps its data (database, mail as .eml files) and the publishable key its build inlines,
// shared by scripts/e2e-server.ts and the specs. One fixed data folder per edition and port, emptied at start.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function e2eDataDir(edition: string, port: number | string): string {
  return join(tmpdir(), `tenderscope-e2e-${edition}-${port}`);
}

export function e2eMailDir(edition: string, port: number | string): string {
  return join(e2eDataDir(edition, port), 'mail');
}

/** The publishable key of an e2e build: for that local run only, fixed since the build inlines it. */
export function e2ePublishableKey(edition: string): string {
  return `sb_publishable_e2e-only-${edition}`;
}
