// Buyers built from the tenders that name them: one buyer per registration number or per normalised name in its
// country and town, the same whatever order notices arrive in, unchanged by importing again, back-filled once for
// tenders stored before, and never made from draft tenders.
import { asc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyers, getDb, tenders, type Database } from '@/lib/db';
import { backfillBuyers } from '@/lib/ingest/buyers/backfill';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { importNoticeXml } from '@/lib/ingest/tenders/store';
import { awardNoticeXml, type AwardNotice } from '../support/award-notices';

let db: Database;

beforeAll(async () => {
  db = await getDb();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
  await importFiles(db, await expandInputs(['lib/ingest/samples/eforms-sdk-examples']), { drafts: true });
}, 120_000);

async function importAward(notice: Omit<AwardNotice, 'cpv' | 'winner'> & Partial<AwardNotice>) {
  const xml = awardNoticeXml({ cpv: '45210000', winner: `Winner ${notice.n} GmbH`, ...notice });
  const outcome = await importNoticeXml(db, xml, `test:${notice.n}`);
  if (outcome.status !== 'imported' && outcome.status !== 'updated') throw new Error(JSON.stringify(outcome));
  return outcome.tenderId;
}

async function buyersNamed(nameKey: string) {
  return db.select().from(buyers).where(eq(buyers.nameKey, nameKey)).orderBy(asc(buyers.key));
}

async function snapshot() {
  const rows = await db.select().from(buyers).orderBy(asc(buyers.id));
  const links = await db
    .select({ id: tenders.id, buyerId: tenders.buyerId })
    .from(tenders)
    .where(isNotNull(tenders.buyerId))
    .orderBy(asc(tenders.id));
  return { buyers: rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => row), links };
}

describe('buyers from the real notices', () => {
  it('gives every public TED tender a buyer, and none to the SDK drafts', async () => {
    const ted = await db
      .select({ id: tenders.id, buyerId: tenders.buyerId, source: tenders.source })
      .from(tenders)
      .where(eq(tenders.source, 'ted'));
    expect(ted.length).toBeGreaterThan(50);
    expect(ted.every((t) => t.buyerId !== null)).toBe(true);
    const drafts = await db.select({ buyerId: tenders.buyerId }).from(tenders).where(eq(tenders.source, 'draft'));
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((t) => t.buyerId === null)).toBe(true);
    const [berlin] = await db.select().from(buyers).where(eq(buyers.town, 'Berlin')).limit(1);
    expect(berlin).toBeDefined();
    expect(berlin!.tenderCount).toBeGreaterThan(0);
  });

  it('changes nothing when the same notices are imported again', async () => {
    const before = await snapshot();
    await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
    expect(await snapshot()).toEqual(before);
  });

  it('back-fills the same buyers for tenders stored without them', async () => {
    const before = await snapshot();
    await db.update(tenders).set({ buyerId: null, buyerNameKey: null, buyerTown: null, buyerIdentifier: null });
    await db.delete(buyers);
    const result = await backfillBuyers(db, { batchSize: 7 });
    expect(result.failed).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('grouping buyers', () => {
  it('merges three spellings of one name with the spelling that gives a registration number', async () => {
    const town = 'Musterstadt';
    const ids = [
      await importAward({
        n: 501,
        date: '2025-01-01',
        buyer: 'Stadtwerke Musterstadt GmbH',
        buyerTown: town,
        buyerIdentifier: null,
      }),
      await importAward({
        n: 502,
        date: '2025-02-01',
        buyer: 'STADTWERKE MUSTERSTADT G.m.b.H.',
        buyerTown: town,
        buyerIdentifier: null,
      }),
      await importAward({
        n: 503,
        date: '2025-03-01',
        buyer: 'Stadtwerke  Musterstadt, GmbH',
        buyerTown: 'MUSTERSTADT',
        buyerIdentifier: null,
      }),
    ];
    const nameOnly = await buyersNamed('stadtwerke musterstadt');
    expect(nameOnly.map((b) => [b.key, b.tenderCount])).toEqual([['name:DE:musterstadt:stadtwerke musterstadt', 3]]);

    ids.push(
      await importAward({
        n: 504,
        date: '2025-04-01',
        buyer: 'Stadtwerke Musterstadt',
        buyerTown: town,
        buyerIdentifier: 'DE 811 222 333',
      }),
    );
    const merged = await buyersNamed('stadtwerke musterstadt');
    expect(merged.map((b) => [b.key, b.identifier, b.tenderCount, b.firstPublishDate, b.lastPublishDate])).toEqual([
      ['id:DE:DE811222333', 'DE811222333', 4, '2025-01-01', '2025-04-01'],
    ]);
    const links = await db
      .select({ buyerId: tenders.buyerId })
      .from(tenders)
      .where(eq(tenders.buyerNameKey, 'stadtwerke musterstadt'));
    expect(new Set(links.map((l) => l.buyerId))).toEqual(new Set([merged[0]!.id]));
  });

  it('merges the same way when the registration number comes first', async () => {
    await importAward({
      n: 511,
      date: '2025-04-01',
      buyer: 'Wasserverband Nord',
      buyerTown: 'Kiel',
      buyerIdentifier: 'DE 999 111 222',
    });
    await importAward({
      n: 512,
      date: '2025-01-01',
      buyer: 'WASSERVERBAND NORD e.V.',
      buyerTown: 'Kiel',
      buyerIdentifier: null,
    });
    expect((await buyersNamed('wasserverband nord')).map((b) => [b.key, b.tenderCount])).toEqual([
      ['id:DE:DE999111222', 2],
    ]);
  });

  it('keeps two buyers of the same name in different towns apart', async () => {
    await importAward({
      n: 521,
      date: '2025-01-01',
      buyer: 'Gemeinde Neudorf',
      buyerTown: 'Neudorf',
      buyerIdentifier: null,
    });
    await importAward({
      n: 522,
      date: '2025-01-02',
      buyer: 'Gemeinde Neudorf',
      buyerTown: 'Neudorf',
      buyerIdentifier: null,
    });
    await importAward({
      n: 523,
      date: '2025-01-03',
      buyer: 'Gemeinde Neudorf',
      buyerTown: 'Altdorf',
      buyerIdentifier: null,
    });
    expect((await buyersNamed('gemeinde neudorf')).map((b) => [b.key, b.town, b.tenderCount])).toEqual([
      ['name:DE:altdorf:gemeinde neudorf', 'Altdorf', 1],
      ['name:DE:neudorf:gemeinde neudorf', 'Neudorf', 2],
    ]);
  });

  it('keeps name-only tenders apart when their name has two registration numbers in one town', async () => {
    await importAward({
      n: 531,
      date: '2025-01-01',
      buyer: 'Klinikum Süd',
      buyerTown: 'Ulm',
      buyerIdentifier: 'DE111000111',
    });
    await importAward({ n: 532, date: '2025-01-02', buyer: 'Klinikum Sud', buyerTown: 'Ulm', buyerIdentifier: null });
    await importAward({
      n: 533,
      date: '2025-01-03',
      buyer: 'Klinikum Süd',
      buyerTown: 'Ulm',
      buyerIdentifier: 'DE111000222',
    });
    expect((await buyersNamed('klinikum sud')).map((b) => [b.key, b.tenderCount])).toEqual([
      ['id:DE:DE111000111', 1],
      ['id:DE:DE111000222', 1],
      ['name:DE:ulm:klinikum sud', 1],
    ]);
  });
});
