// How the bench's Postgres server holds the tenders in memory: its shared buffers beside the size of the
// data, and whether those buffers sit in huge pages. The second decides the search page's latency on this
// kind of virtual machine more than any change to the code did: with 8 GB of shared buffers in 4 KB pages,
// every new connection maps each buffer it touches with a page fault of its own, and the first search on a
// fresh connection read 4,262 cached buffers in 229 ms where the same connection's second took 11 ms. The
// app's pool opens new connections whenever the server starts, so a bench run spent most of its time there
// (p95 520 ms, 97 ms of processor time per page); with huge pages, the same build, data and load gave p95
// 114 ms at 33 ms per page. Printed beside the figures, so that a run can be read with its server's setup.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, toNumber, type Database } from '@/lib/db';
import { isLoopbackUrl } from '@/lib/config/loopback';

export interface PostgresMemory {
  /** The `shared_buffers` setting as Postgres prints it ('8GB'). */
  sharedBuffers: string;
  /** The `huge_pages` setting: 'on', 'off' or 'try' (which says nothing of the outcome). */
  hugePages: string;
  /** Bytes of the tenders table with its indexes (and its TOAST, which the line counts as the table). */
  tendersBytes: number;
  /**
   * Whether this connection's backend maps huge pages, read from its /proc entry when the server runs on
   * this host; null when that cannot be told (another host, or not Linux).
   */
  hugePagesInUse: boolean | null;
}

/** Whether `databaseUrl` names a server on this host, whose processes this one can see under /proc. */
export function isLocalServer(databaseUrl: string): boolean {
  if (!URL.canParse(databaseUrl)) return false;
  const url = new URL(databaseUrl);
  // No host (the default socket) and a socket directory in ?host=/path are local as well.
  return isLoopbackUrl(databaseUrl) || url.hostname === '' || (url.searchParams.get('host') ?? '').startsWith('/');
}

/**
 * Huge pages the process `pid` maps, from the `HugetlbPages` line of /proc/<pid>/status: true above zero,
 * false at zero, null when the process is not a Postgres backend here (gone, another host's pid, no /proc).
 */
export function backendMapsHugePages(
  pid: number,
  readStatus: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): boolean | null {
  let status: string;
  try {
    status = readStatus(`/proc/${pid}/status`);
  } catch {
    return null;
  }
  if (!/^Name:\s+postgres\s*$/m.test(status)) return null;
  const kb = /^HugetlbPages:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kb === undefined ? null : Number(kb) > 0;
}

export async function readPostgresMemory(db: Database, databaseUrl: string): Promise<PostgresMemory> {
  const [row] = await queryRows<{
    shared_buffers: string;
    huge_pages: string;
    tenders_bytes: number | string;
    pid: number;
  }>(
    db,
    sql`select current_setting('shared_buffers') as shared_buffers, current_setting('huge_pages') as huge_pages,
      pg_total_relation_size('app.tenders') as tenders_bytes, pg_backend_pid() as pid`,
  );
  if (!row) throw new Error('Postgres returned no settings');
  return {
    sharedBuffers: row.shared_buffers,
    hugePages: row.huge_pages,
    tendersBytes: toNumber(row.tenders_bytes),
    hugePagesInUse: isLocalServer(databaseUrl) ? backendMapsHugePages(toNumber(row.pid)) : null,
  };
}

/** "shared_buffers 8GB for 5.1 GB of tenders (…); huge pages in use", with a word on what a missing piece costs. */
export function describePostgresMemory(memory: PostgresMemory): string {
  const data = `shared_buffers ${memory.sharedBuffers} for ${(memory.tendersBytes / 1024 ** 3).toFixed(1)} GB of tenders (table and indexes)`;
  if (memory.hugePagesInUse === true) return `${data}; huge pages in use`;
  if (memory.hugePagesInUse === false || memory.hugePages === 'off') {
    return (
      `${data}; huge pages NOT in use (huge_pages = ${memory.hugePages}): each new connection maps every shared buffer it reads ` +
      `with a 4 KB page fault, which costs more than the read on a virtual machine (README, "Benchmarks on Postgres")`
    );
  }
  return `${data}; huge_pages = ${memory.hugePages} (whether they are in use cannot be read from this host)`;
}
