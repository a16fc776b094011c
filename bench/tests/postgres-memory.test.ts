// The Postgres memory line the search benches print beside their figures: shared buffers, data size and
// whether the server's shared buffers sit in huge pages (read from the backend's /proc entry when local).
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import {
  backendMapsHugePages,
  describePostgresMemory,
  isLocalServer,
  readPostgresMemory,
  type PostgresMemory,
} from '@/bench/support/postgres-memory';

const backendStatus = (hugetlbKb: number) =>
  `Name:\tpostgres\nState:\tS (sleeping)\nVmRSS:\t   11104 kB\nHugetlbPages:\t${String(hugetlbKb).padStart(9)} kB\n`;

describe('whether a backend maps huge pages', () => {
  it('reads the HugetlbPages line of a Postgres backend', () => {
    expect(backendMapsHugePages(4266, () => backendStatus(73_728))).toBe(true);
    expect(backendMapsHugePages(4266, () => backendStatus(0))).toBe(false);
  });

  it('cannot tell for another process, a vanished one or a kernel without the line', () => {
    // A pid of another host's server may name any process here.
    expect(backendMapsHugePages(1, () => backendStatus(0).replace('postgres', 'systemd'))).toBeNull();
    expect(
      backendMapsHugePages(999_999_999, () => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
    expect(backendMapsHugePages(4266, () => 'Name:\tpostgres\nVmRSS:\t1 kB\n')).toBeNull();
  });
});

describe('which servers are on this host', () => {
  it('takes loopback names and socket directories as local, anything else as remote', () => {
    expect(isLocalServer('postgres://postgres@127.0.0.1:55433/bench')).toBe(true);
    expect(isLocalServer('postgres://localhost/bench')).toBe(true);
    expect(isLocalServer('postgres://[::1]:5432/bench')).toBe(true);
    expect(isLocalServer('postgres:///bench?host=/var/run/postgresql')).toBe(true);
    expect(isLocalServer('not a url')).toBe(false);
    expect(isLocalServer('postgres://user:secret@db.abcdefgh.supabase.co:5432/postgres')).toBe(false);
  });
});

describe('the printed line', () => {
  const memory: PostgresMemory = {
    sharedBuffers: '8GB',
    hugePages: 'try',
    tendersBytes: 5.5 * 1024 ** 3,
    hugePagesInUse: true,
  };

  it('names the buffers beside the data and says huge pages are in use', () => {
    expect(describePostgresMemory(memory)).toBe(
      'shared_buffers 8GB for 5.5 GB of tenders (table and indexes); huge pages in use',
    );
  });

  it('warns when they are not, whether seen from here or switched off', () => {
    expect(describePostgresMemory({ ...memory, hugePagesInUse: false })).toMatch(
      /huge pages NOT in use \(huge_pages = try\): each new connection/,
    );
    expect(describePostgresMemory({ ...memory, hugePages: 'off', hugePagesInUse: null })).toMatch(
      /huge pages NOT in use \(huge_pages = off\)/,
    );
  });

  it('says when it cannot tell', () => {
    expect(describePostgresMemory({ ...memory, hugePagesInUse: null })).toMatch(
      /huge_pages = try \(whether they are in use cannot be read from this host\)$/,
    );
  });
});

describe('reading a server', () => {
  it('reads the settings and the size of the tenders table from the database', async () => {
    const db = await getDb();
    // A remote-looking URL: the settings still come from the database, the huge pages stay unknown.
    const memory = await readPostgresMemory(db, 'postgres://db.example.invalid/bench');
    expect(memory.sharedBuffers).toMatch(/^\d+(kB|MB|GB|TB)$/);
    expect(['on', 'off', 'try']).toContain(memory.hugePages);
    expect(memory.tendersBytes).toBeGreaterThan(0);
    expect(memory.hugePagesInUse).toBeNull();

    const url = process.env.DATABASE_URL;
    if (url && isLocalServer(url) && process.platform === 'linux') {
      // The test server runs on this host, so its backend's /proc entry answers one way or the other.
      expect(typeof (await readPostgresMemory(db, url)).hugePagesInUse).toBe('boolean');
    }
  });
});
