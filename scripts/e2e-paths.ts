// Where an e2e server keeps its data (database, mail as .eml files), shared by scripts/e2e-server.ts
// and the specs that read the mail. One fixed folder per edition and port, emptied at server start.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function e2eDataDir(edition: string, port: number | string): string {
  return join(tmpdir(), `tenderscope-e2e-${edition}-${port}`);
}

export function e2eMailDir(edition: string, port: number | string): string {
  return join(e2eDataDir(edition, port), 'mail');
}
