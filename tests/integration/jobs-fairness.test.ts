// The fair job queue on a real database: owners take turns, interactive work goes before bulk work, a worker keeps
// a slot for interactive work while bulk work fills the others, and concurrent claimers (SKIP LOCKED) each take a
// different job in that same order. Time is passed in (`now`), never slept.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, jobs, profiles, type Database } from '@/lib/db';
import { enqueueJob, getJob, startWorker, type JobHandler, type JobKind, type JobWorker } from '@/lib/jobs';
import { claimJob } from '@/lib/jobs/store';

let db: Database;
const quiet = { error: () => {}, warn: () => {} };
const workers: JobWorker[] = [];
const t0 = new Date('2030-01-01T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

async function newOwner(): Promise<string> {
  const userId = randomUUID();
  await db.insert(profiles).values({ userId });
  return userId;
}

/** `count` jobs of one owner, due one millisecond apart from `from` (so their order is known). */
async function queue(owner: string | null, count: number, from: number, kind: JobKind = 'document_ocr') {
  const queued = [];
  for (let i = 0; i < count; i++) {
    queued.push(await enqueueJob(db, { kind, ownerId: owner, runAfter: at(from + i) }));
  }
  return queued;
}

const allKinds: JobKind[] = ['document_ocr', 'tender_files_processed', 'summary_report', 'alerts_match'];

/** Claims every due job one at a time, as one worker would, and returns them in the order claimed. */
async function claimAll(kinds: JobKind[] = allKinds) {
  const claimed = [];
  for (;;) {
    const job = await claimJob(db, { workerId: 'w', kinds, leaseMs: 60_000, now: t0 });
    if (!job) return claimed;
    claimed.push(job);
  }
}

/** The longest run of claims in a row that went to one owner. */
function longestRun(owners: (string | null)[]): number {
  let longest = 0;
  let run = 0;
  owners.forEach((owner, i) => {
    run = i > 0 && owners[i - 1] === owner ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

beforeAll(async () => {
  db = await getDb();
});

beforeEach(async () => {
  await db.delete(jobs);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

describe('owners take turns', () => {
  it('a third owner’s one job is claimed in the first round, not after two owners’ 20 queued before it', async () => {
    const [a, b, c] = [await newOwner(), await newOwner(), await newOwner()];
    await queue(a, 10, -1_000);
    await queue(b, 10, -900);
    const [late] = await queue(c, 1, -100);

    const claimed = await claimAll();
    expect(claimed).toHaveLength(21);
    // The first round takes each owner once: c's job is among the first three claims.
    expect(claimed.slice(0, 3).map((job) => job.ownerId)).toEqual([a, b, c]);
    expect(claimed.findIndex((job) => job.id === late!.id)).toBe(2);
    // Then a and b alternate; neither gets two claims in a row while the other still waits.
    expect(longestRun(claimed.map((job) => job.ownerId))).toBe(1);
    // Each owner's own jobs keep the order they were queued in.
    const ofA = claimed.filter((job) => job.ownerId === a).map((job) => job.runAfter.getTime());
    expect(ofA).toEqual([...ofA].sort((x, y) => x - y));
  });

  it('counts the system’s own jobs (no owner) as one more owner', async () => {
    const user = await newOwner();
    await queue(null, 5, -1_000);
    await queue(user, 5, -900);
    const owners = (await claimAll()).map((job) => job.ownerId);
    expect(owners).toEqual([null, user, null, user, null, user, null, user, null, user]);
  });

  it('gives an owner who queues later no run of claims ahead of one whose queue is half done', async () => {
    const [a, b] = [await newOwner(), await newOwner()];
    await queue(a, 30, -10_000);
    for (let i = 0; i < 10; i++) await claimJob(db, { workerId: 'w', kinds: allKinds, leaseMs: 60_000, now: t0 });
    await queue(b, 20, -100);
    const owners = (await claimAll()).map((job) => job.ownerId);
    expect(owners).toHaveLength(40);
    expect(owners.slice(0, 4)).toEqual([a, b, a, b]);
    expect(longestRun(owners)).toBe(1);
  });
});

describe('turns by the time jobs take', () => {
  it('an owner’s quick jobs buy them no run of slow ones: two owners’ scans alternate though one also queued ten text reads', async () => {
    const [a, b] = [await newOwner(), await newOwner()];
    await queue(a, 10, -10_000, 'tender_files_processed');
    await queue(a, 5, -9_000, 'document_ocr');
    await queue(b, 5, -8_000, 'document_ocr');
    const claimed = await claimAll();
    expect(claimed).toHaveLength(20);
    const scans = claimed.filter((job) => job.kind === 'document_ocr').map((job) => job.ownerId);
    expect(scans.filter((owner) => owner === a)).toHaveLength(5);
    expect(longestRun(scans)).toBe(1);
  });

  it('spreads an owner’s long scans out: a second owner’s one-page scans go between a 10-page scan and the next', async () => {
    const [a, b] = [await newOwner(), await newOwner()];
    const { enqueueJob: enqueue } = await import('@/lib/jobs');
    const long = [];
    for (let i = 0; i < 2; i++) {
      long.push(await enqueue(db, { kind: 'document_ocr', ownerId: a, pages: 10, runAfter: at(-1_000 + i) }));
    }
    const short = [];
    for (let i = 0; i < 5; i++) {
      short.push(await enqueue(db, { kind: 'document_ocr', ownerId: b, pages: 1, runAfter: at(-500 + i) }));
    }
    const order = (await claimAll()).map((job) => job.id);
    // a's first scan and b's first go first; b's one-page scans take the time a's second waits for.
    expect(order).toEqual([long[0]!.id, ...short.map((job) => job.id), long[1]!.id]);
  });
});

describe('interactive work goes before bulk work', () => {
  it('claims a report queued after 10 OCR jobs first, then upkeep, then the OCR jobs', async () => {
    const [reader, uploader] = [await newOwner(), await newOwner()];
    await queue(uploader, 10, -10_000, 'document_ocr');
    const [upkeep] = await queue(null, 1, -500, 'alerts_match');
    const [report] = await queue(reader, 1, -100, 'summary_report');

    const claimed = await claimAll();
    expect(claimed.slice(0, 2).map((job) => job.id)).toEqual([report!.id, upkeep!.id]);
    expect(claimed.slice(2).every((job) => job.kind === 'document_ocr')).toBe(true);
    expect(claimed.map((job) => job.priority)).toEqual([0, 1, ...Array<number>(10).fill(2)]);
  });

  it('lets an enqueuer name the priority: bulk reports wait behind interactive ones', async () => {
    const owner = await newOwner();
    const bulk = await enqueueJob(db, { kind: 'summary_report', ownerId: owner, priority: 'bulk', runAfter: at(-9) });
    const interactive = await enqueueJob(db, { kind: 'summary_report', ownerId: owner, runAfter: at(-1) });
    expect((await claimAll()).map((job) => job.id)).toEqual([interactive.id, bulk.id]);
  });

  it('claims only interactive work when asked for it (the slot a worker keeps for it)', async () => {
    await queue(null, 3, -1_000, 'document_ocr');
    const claim = () => claimJob(db, { workerId: 'w', kinds: allKinds, leaseMs: 60_000, now: t0, upTo: 'interactive' });
    expect(await claim()).toBeNull();
    const [report] = await queue(await newOwner(), 1, -100, 'summary_report');
    expect((await claim())?.id).toBe(report!.id);
  });

  it('a worker whose every slot reads a long scan still starts a report at once, in the slot kept for it', async () => {
    const release = { open: () => {} };
    const scanning = new Promise<void>((resolve) => (release.open = resolve));
    let scans = 0;
    const ocr: JobHandler = async () => {
      scans++;
      await scanning;
    };
    const reported = vi.fn<JobHandler>(async () => {});
    const uploader = await newOwner();
    for (let i = 0; i < 4; i++) await enqueueJob(db, { kind: 'document_ocr', ownerId: uploader });
    workers.push(
      startWorker({
        db,
        handlers: { document_ocr: ocr, summary_report: reported },
        concurrency: 2,
        pollIntervalMs: 20,
        stopTimeoutMs: 200,
        log: quiet,
      }),
    );
    await vi.waitFor(() => expect(scans).toBe(2), { timeout: 5_000, interval: 10 });

    const report = await enqueueJob(db, { kind: 'summary_report', ownerId: await newOwner() });
    await vi.waitFor(async () => expect((await getJob(db, report.id))?.status).toBe('generated'), {
      timeout: 5_000,
      interval: 10,
    });
    // The scans still hold their two slots, and no third scan was started in the kept one.
    expect(scans).toBe(2);
    release.open();
  });
});

describe('concurrent claimers (FOR UPDATE SKIP LOCKED)', () => {
  it('take each job once, in the fair order: six at a time take two of each of three owners per round', async () => {
    const owners = [await newOwner(), await newOwner(), await newOwner()];
    for (const [i, owner] of owners.entries()) await queue(owner, 10, -3_000 + i * 100);

    const seen = new Map<string, string>();
    for (let round = 0; round < 6; round++) {
      const claimed = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          claimJob(db, { workerId: `w${n}`, kinds: allKinds, leaseMs: 60_000, now: t0 }),
        ),
      );
      const got = claimed.filter((job) => job !== null);
      for (const job of got) {
        expect(seen.has(job.id)).toBe(false);
        seen.set(job.id, job.lockedBy!);
      }
      if (round < 5) {
        expect(got).toHaveLength(6);
        // The six claimed together are the six next in turn: two of each owner.
        const perOwner = owners.map((owner) => got.filter((job) => job.ownerId === owner).length);
        expect(perOwner).toEqual([2, 2, 2]);
      } else {
        expect(got).toHaveLength(0);
      }
    }
    expect(seen.size).toBe(30);
    const rows = await db.select().from(jobs);
    expect(
      rows.every((row) => row.status === 'running' && row.attempts === 1 && row.lockedBy === seen.get(row.id)),
    ).toBe(true);
  });
});
