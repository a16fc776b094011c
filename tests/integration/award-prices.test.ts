// Award prices per lot: the awarded value is the winning tender's BT-720 joined through the lot result, never a
// framework's ceiling (BT-709, BT-118) nor the estimate (BT-27); statistics per CPV division, group and class ×
// country × year match a hand computation and are updated by imports alone; importing again changes no figure.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findBuyerDetail } from '@/lib/buyers/queries';
import { awardLots, awardStats, buyers, getDb, tenderAwards, type Database } from '@/lib/db';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { importNoticeXml } from '@/lib/ingest/tenders/store';
import { awardNoticeXml, type AwardNotice } from '../support/award-notices';

const sampleDir = 'lib/ingest/samples/ted-real-notices';
const sdkDir = 'lib/ingest/samples/eforms-sdk-examples';
const sharedDir = '../shared/data/ted-real-notices';

let db: Database;

/** The real notices we ship, and the shared copies when this checkout sits beside them, by file name. */
function realNotices(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of [sampleDir, sharedDir]) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.xml'));
    } catch {
      continue;
    }
    for (const name of names) if (!files.has(basename(name))) files.set(basename(name), join(dir, name));
  }
  return files;
}

interface LotPrices {
  /** BT-720 of the tenders the lot result names as winning (all the lot's tenders when it names none). */
  winning: { value: number; currency: string }[];
  /** BT-709. */
  ceiling: number | null;
}

/**
 * The SDK's valid result notices as if TED had published them (a publication number makes a notice a real one,
 * with a buyer and companies), for more awards to walk than the three real result notices hold.
 */
function publishedSdkResults(): Map<string, string> {
  const files = new Map<string, string>();
  const names = readdirSync(sdkDir).filter((name) => name.endsWith('.xml') && !name.startsWith('INVALID'));
  names.sort().forEach((name, i) => {
    const xml = readFileSync(join(sdkDir, name), 'utf8');
    if (!xml.includes('NoticeResult') || xml.includes('NoticePublicationID')) return;
    const number = String(99_100_000 + i).padStart(8, '0');
    files.set(
      name,
      xml.replace(
        '</efext:EformsExtension>',
        `<efac:Publication><efbc:NoticePublicationID schemeName="ojs-notice-id">${number}-2024</efbc:NoticePublicationID>` +
          '<efbc:GazetteID schemeName="ojs-id">1/2024</efbc:GazetteID><efbc:PublicationDate>2024-03-01Z</efbc:PublicationDate>' +
          '</efac:Publication></efext:EformsExtension>',
      ),
    );
  });
  return files;
}

/** BT-720 per lot of a notice, read with regular expressions: a reading independent of the importer's parser. */
function bt720ByLot(xml: string): Map<string, LotPrices> {
  const result =
    xml.replace(/<!--[\s\S]*?-->/g, '').match(/<efac:NoticeResult>[\s\S]*<\/efac:NoticeResult>/)?.[0] ?? '';
  const idOf = (block: string, tag: string) =>
    new RegExp(`<efac:${tag}>\\s*<cbc:ID[^>]*>\\s*([^<\\s]+)\\s*</cbc:ID>`).exec(block)?.[1] ?? null;
  const tenders = new Map<string, { lot: string | null; value: number; currency: string }>();
  for (const [block] of result.matchAll(/<efac:LotTender>[\s\S]*?<\/efac:LotTender>/g)) {
    const amount = /<cbc:PayableAmount currencyID="([A-Z]{3})">\s*([\d.]+)\s*</.exec(block);
    // The tender's own id is its first cbc:ID (a withheld field's privacy block may come before it).
    const id = /<cbc:ID[^>]*>\s*([^<\s]+)/.exec(block)?.[1];
    if (amount && id)
      tenders.set(id, { lot: idOf(block, 'TenderLot'), value: Number(amount[2]), currency: amount[1]! });
  }
  const lots = new Map<string, LotPrices>();
  for (const [block] of result.matchAll(/<efac:LotResult>[\s\S]*?<\/efac:LotResult>/g)) {
    const lot = idOf(block, 'TenderLot');
    if (lot === null) continue;
    const named = [
      ...block.matchAll(/<efac:LotTender>\s*<cbc:ID[^>]*>\s*([^<\s]+)\s*<\/cbc:ID>\s*<\/efac:LotTender>/g),
    ].map((m) => m[1]!);
    const ids = named.length > 0 ? named : [...tenders].filter(([, t]) => t.lot === lot).map(([id]) => id);
    const ceiling = /<cbc:MaximumValueAmount currencyID="[A-Z]{3}">\s*([\d.]+)/.exec(block)?.[1];
    lots.set(lot, {
      winning: ids.flatMap((id) => {
        const tender = tenders.get(id);
        return tender ? [{ value: tender.value, currency: tender.currency }] : [];
      }),
      ceiling: ceiling === undefined ? null : Number(ceiling),
    });
  }
  return lots;
}

const noticeIdOf = (xml: string) => /schemeName="notice-id">\s*([^<\s]+)/.exec(xml)![1]!;

const sdkResults = publishedSdkResults();

/** Every notice walked, raw, by its notice id (BT-701). */
function walkedNotices(): Map<string, string> {
  const xmls = [...[...realNotices().values()].map((path) => readFileSync(path, 'utf8')), ...sdkResults.values()];
  return new Map(xmls.map((xml) => [noticeIdOf(xml), xml]));
}

beforeAll(async () => {
  db = await getDb();
  await importFiles(db, await expandInputs([sampleDir]));
  for (const [name, xml] of sdkResults) {
    const outcome = await importNoticeXml(db, xml, `test:${name}`);
    expect(['imported', 'updated'], name).toContain(outcome.status);
  }
}, 120_000);

describe('award values on buyer pages', () => {
  it("match the notice's BT-720 for the lot, on every award of the real notices", async () => {
    const xmlByNotice = walkedNotices();
    expect(xmlByNotice.size).toBeGreaterThanOrEqual(57 + 20);
    let checked = 0;
    for (const { id } of await db.select({ id: buyers.id }).from(buyers)) {
      const detail = (await findBuyerDetail(db, id))!;
      for (const award of detail.awards) {
        if (award.value === null) continue;
        const xml = xmlByNotice.get(award.noticeId);
        expect(xml, award.noticeId).toBeDefined();
        const lot = bt720ByLot(xml!).get(award.lotId ?? '');
        expect(lot, `${award.noticeId} ${award.lotId}`).toBeDefined();
        expect(lot!.winning, `${award.noticeId} ${award.lotId}`).toContainEqual({
          value: award.value,
          currency: award.currency,
        });
        checked += 1;
      }
    }
    // Every award with a value was on a buyer page.
    const withValue = await db.select({ id: tenderAwards.id }).from(tenderAwards).where(isNotNull(tenderAwards.value));
    expect(checked).toBe(withValue.length);
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it("price each lot with one winning tender at that tender's BT-720, and no other lot", async () => {
    const lots = await db.select().from(awardLots);
    const xmlByNotice = walkedNotices();
    let priced = 0;
    for (const lot of lots) {
      const prices = bt720ByLot(xmlByNotice.get(lot.noticeId)!).get(lot.lotId ?? '');
      if (lot.value === null) {
        expect(prices?.winning.length ?? 0, `${lot.noticeId} ${lot.lotId}`).not.toBe(1);
        continue;
      }
      expect(prices!.winning, `${lot.noticeId} ${lot.lotId}`).toEqual([{ value: lot.value, currency: lot.currency }]);
      priced += 1;
    }
    expect(priced).toBeGreaterThanOrEqual(15);
  });
});

describe('a framework agreement', () => {
  it('keeps its ceilings (BT-709, BT-118) apart from the prices, in the lots and in the statistics', async () => {
    const xml = readFileSync(join(sampleDir, '00468788-2024.xml'), 'utf8')
      .replace('00468788-2024', '00999002-2024')
      .replace('47d8efe0-a96c-4dc5-b87b-f9fbcb8e9cd5', '47d8efe0-a96c-4dc5-b87b-000000000002')
      .replace('6b3cf6bc-f824-4a13-bf1e-d277c1d5cedb', '6b3cf6bc-f824-4a13-bf1e-000000000002')
      .replaceAll(/(<cbc:MaximumValueAmount currencyID="RON">)[\d.]+/g, '$199999999')
      .replace(/(<efbc:OverallMaximumFrameworkContractsAmount currencyID="RON">)[\d.]+/, '$1555555555');
    const outcome = await importNoticeXml(db, xml, 'test:framework');
    expect(outcome.status).toBe('imported');
    const lots = await db
      .select()
      .from(awardLots)
      .where(eq(awardLots.noticeId, '47d8efe0-a96c-4dc5-b87b-000000000002'))
      .orderBy(asc(awardLots.lotId));
    expect(
      lots.map((l) => [l.lotId, l.value, l.currency, l.frameworkMaximum, l.frameworkAgreement, l.winnerCount]),
    ).toEqual([
      // Two winning tenders: a framework with several operators has no one price for the lot.
      ['LOT-0001', null, null, 99999999, true, 2],
      ['LOT-0002', 3149550, 'RON', 99999999, true, 1],
      ['LOT-0003', 11098500, 'RON', 99999999, true, 1],
    ]);
    if (outcome.status !== 'imported') throw new Error(outcome.status);
    const awards = await db.select().from(tenderAwards).where(eq(tenderAwards.tenderId, outcome.tenderId));
    expect(awards.map((a) => a.value).sort()).toEqual([11098500, 22495500, 23647905, 3149550].sort());
    const stats = await db
      .select()
      .from(awardStats)
      .where(and(eq(awardStats.countryCode, 'RO')));
    for (const cell of stats) {
      for (const figure of [cell.p25, cell.median, cell.p75]) {
        expect(figure === null || figure < 99999999 / 4, `${cell.cpvPrefix} ${cell.year}`).toBe(true);
      }
    }
  });
});

// 30 awards of one CPV class, in Luxembourg in 2019 (none of the real notices), values 1,000 × i² for i = 1…30.
const fixture: AwardNotice[] = Array.from({ length: 30 }, (_, k) => {
  const i = k + 1;
  return {
    n: 700 + i,
    date: `2019-${String((i % 12) + 1).padStart(2, '0')}-15`,
    cpv: ['71320000', '71321000', '71322000'][i % 3]!,
    country: 'LUX',
    nuts: 'LU000',
    winner: `Planungsbüro ${i} S.à r.l.`,
    value: 1000 * i * i,
    // Ratio awarded/estimated: 0.5 for the first 15, 1 for the others.
    estimate: i <= 15 ? 2000 * i * i : 1000 * i * i,
    // 1 to 5 tenders received, six lots each.
    bids: (i % 5) + 1,
  };
});
// Five more in another class of the same group (7131): they count for the group and division, not the class.
const sameGroup: AwardNotice[] = Array.from({ length: 5 }, (_, k) => ({
  n: 740 + k,
  date: '2019-03-01',
  cpv: '71310000',
  country: 'LUX',
  nuts: 'LU000',
  winner: `Ingenieure ${k} S.A.`,
  value: 1_000_000,
  bids: 3,
}));

async function statsOf(prefix: string) {
  const [row] = await db
    .select()
    .from(awardStats)
    .where(and(eq(awardStats.cpvPrefix, prefix), eq(awardStats.countryCode, 'LU'), eq(awardStats.year, 2019)));
  return row;
}

async function figures() {
  const stats = await db
    .select()
    .from(awardStats)
    .orderBy(asc(awardStats.cpvPrefix), asc(awardStats.countryCode), asc(awardStats.year));
  const lots = await db.select().from(awardLots).orderBy(asc(awardLots.noticeId), asc(awardLots.lotId));
  return {
    stats: stats.map(({ updatedAt: _u, ...row }) => row),
    lots: lots.map(({ id: _id, ...row }) => row),
  };
}

describe('award statistics', () => {
  it('match a hand computation on 30 awards of one CPV class', async () => {
    // Imported out of order: the figures depend on the lots, not on the order they came in.
    for (const notice of [...fixture].reverse()) {
      const outcome = await importNoticeXml(db, awardNoticeXml(notice), `test:${notice.n}`);
      expect(outcome.status).toBe('imported');
    }
    // percentile_cont over x_i = 1000 i²: p25 at 8.25 → 64,000 + 0.25 × 17,000; median at 15.5 → (225,000 + 256,000) / 2;
    // p75 at 22.75 → 484,000 + 0.75 × 45,000.
    expect(await statsOf('7132')).toMatchObject({
      lotCount: 30,
      pricedCount: 30,
      p25: 68_250,
      median: 240_500,
      p75: 517_750,
      estimateRatio: 0.75,
      ratioCount: 30,
      bidsPerLot: 3,
      bidsCount: 30,
    });
    expect(await statsOf('713')).toMatchObject({ lotCount: 30, median: 240_500 });

    for (const notice of sameGroup) await importNoticeXml(db, awardNoticeXml(notice), `test:${notice.n}`);
    // 35 values: the 18th of them sorted is 1000 × 18².
    expect(await statsOf('713')).toMatchObject({ lotCount: 35, pricedCount: 35, median: 324_000 });
    expect(await statsOf('71')).toMatchObject({ lotCount: 35, median: 324_000 });
    expect(await statsOf('7132')).toMatchObject({ lotCount: 30, median: 240_500 });
    expect(await statsOf('7131')).toMatchObject({ lotCount: 5, median: 1_000_000, bidsPerLot: 3 });
  });

  it('changes no figure when the same notices are imported again', async () => {
    const before = await figures();
    await importFiles(db, await expandInputs([sampleDir]));
    for (const notice of [...fixture, ...sameGroup]) {
      const outcome = await importNoticeXml(db, awardNoticeXml(notice), `test:${notice.n}`);
      expect(outcome.status).toBe('unchanged');
    }
    expect(await figures()).toEqual(before);
  });
});
