// Where the file transport writes mail: DATA_DIR/mail, or a folder under the OS temp dir for in-memory data.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export function mailDirectory(dataDir: string): string {
  // An in-memory database has no folder on disk, but the developer still needs a file to open.
  const base = dataDir.startsWith('memory://') ? join(tmpdir(), 'tenderscope') : resolve(dataDir);
  return join(base, 'mail');
}
