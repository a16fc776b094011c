// Companies built from award history by the importer: winners of public TED notices become companies grouped by
// their identifier or their normalised name, the same whatever order notices arrive in, kept in step when a
// tender is rebuilt, back-filled once for awards stored before, and never made from draft or private tenders.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyWins,
  getDb,
  profiles,
  seedRuns,
  tenderAwards,
  tenderNotices,
  tenders,
  type Database,
} from '@/lib/db';
import { runSeeds } from '@/lib/db/seed';
import { backfillCompanies, companiesBackfill } from '@/lib/ingest/companies/backfill';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { importNoticeXml, lockTenders, rebuildTender } from '@/lib/ingest/tenders/store';
import { awardNoticeXml, type AwardNotice } from '../support/award-notices';

let db: Database;

beforeAll(async () => {
  db = await getDb();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
  await importFiles(db, await expandInputs(['lib/ingest/samples/eforms-sdk-examples']), { drafts: true });
}, 120_000);

async function importAward(notice: AwardNotice) {
  const outcome = await importNoticeXml(db, awardNoticeXml(notice), `test:${notice.n}`);
  if (outcome.status !== 'imported' && outcome.status !== 'updated') throw new Error(JSON.stringify(outcome));
  return outcome.tenderId;
}

async function companyNamed(nameKey: string) {
  return db.select().from(companies).where(eq(companies.nameKey, nameKey)).orderBy(asc(companies.key));
}

async function snapshot() {
  const rows = await db.select().from(companies).orderBy(asc(companies.id));
  const wins = await db
    .select({
      companyId: companyWins.companyId,
      tenderId: companyWins.tenderId,
      awardPosition: companyWins.awardPosition,
      role: companyWins.role,
      euroValue: companyWins.euroValue,
    })
    .from(companyWins)
    .orderBy(asc(companyWins.tenderId), asc(companyWins.awardPosition), asc(companyWins.companyId));
  return {
    companies: rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => row),
    wins,
  };
}

describe('companies from the real notices', () => {
  it('makes the winners of the public TED result notices companies, with their wins', async () => {
    const [kasandra] = await companyNamed('kasandra impex');
    expect(kasandra).toMatchObject({
      name: 'KASANDRA IMPEX S.R.L.',
      countryCode: 'RO',
      winCount: 3,
      firstWinDate: '2024-08-05',
      lastWinDate: '2024-08-05',
    });
    const wins = await db
      .select()
      .from(companyWins)
      .where(eq(companyWins.companyId, kasandra!.id))
      .orderBy(asc(companyWins.lotId));
    expect(wins.map((w) => [w.lotId, w.cpvCode, w.countryCode, w.role])).toEqual([
      ['LOT-0001', '09134220', 'RO', 'lead'],
      ['LOT-0002', '09134220', 'RO', 'lead'],
      ['LOT-0003', '09134220', 'RO', 'lead'],
    ]);
    expect(wins.every((w) => w.euroValue !== null && w.euroValue > 0)).toBe(true);
    expect(kasandra!.totalEuroValue).toBeCloseTo(
      wins.reduce((sum, w) => sum + w.euroValue!, 0),
      2,
    );
    expect(wins[0]!.buyerName).toMatch(/\S/);

    // Dunkel's notice gives a VAT number: the company is known by it. PAREDES's gives '0', which identifies nobody.
    const [dunkel] = await companyNamed('dunkel baustoff recycling zentrum');
    expect(dunkel).toMatchObject({ key: 'id:DE:DE176071460', identifier: 'DE176071460', winCount: 1 });
    const [paredes] = await companyNamed('paredes cse');
    expect(paredes).toMatchObject({ key: 'name:FR:paredes cse', identifier: null, winCount: 1 });
    expect((await companyNamed('omv petrom'))[0]).toMatchObject({ name: 'OMV PETROM S.A.', winCount: 1 });
  });

  it('makes no company of the SDK examples (drafts, shown as sample data)', async () => {
    for (const key of ['pwc uk', 'deloitte main account', 'espaces verts lemire', 'gyro soft']) {
      expect(await companyNamed(key), key).toEqual([]);
    }
  });

  it('changes nothing when the same notices are imported again', async () => {
    const before = await snapshot();
    await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
    expect(await snapshot()).toEqual(before);
  });
});

describe('grouping winners', () => {
  it('groups spellings of one name, and one identifier under any spelling', async () => {
    await importAward({ n: 101, date: '2025-03-01', cpv: '45210000', winner: 'Alpha Bau GmbH', identifier: null });
    await importAward({ n: 102, date: '2025-04-01', cpv: '45210000', winner: 'ALPHA BAU G.m.b.H.', identifier: null });
    await importAward({
      n: 103,
      date: '2025-05-01',
      cpv: '45210000',
      winner: 'Beta Tiefbau AG',
      identifier: 'ATU11111111',
    });
    await importAward({
      n: 104,
      date: '2025-06-01',
      cpv: '45210000',
      winner: 'Beta Tiefbau und Söhne AG',
      identifier: 'ATU 1111 1111',
    });
    const [alpha] = await companyNamed('alpha bau');
    expect(alpha).toMatchObject({ key: 'name:DE:alpha bau', winCount: 2, lastWinDate: '2025-04-01' });
    const beta = await db.select().from(companies).where(eq(companies.key, 'id:DE:ATU11111111'));
    expect(beta).toHaveLength(1);
    expect(beta[0]).toMatchObject({ identifier: 'ATU11111111', winCount: 2 });
  });

  it('moves wins that name no identifier to the company whose identifier turns up later, in any order', async () => {
    const notices: AwardNotice[] = [
      { n: 111, date: '2025-01-10', cpv: '71000000', winner: 'Gamma Planung GmbH', identifier: null, value: 1000 },
      {
        n: 112,
        date: '2025-02-10',
        cpv: '71000000',
        winner: 'Gamma Planung GmbH',
        identifier: 'DE222222222',
        value: 2000,
      },
    ];
    await importAward(notices[0]!);
    expect((await companyNamed('gamma planung')).map((c) => c.key)).toEqual(['name:DE:gamma planung']);
    await importAward(notices[1]!);
    const after = await companyNamed('gamma planung');
    expect(after.map((c) => [c.key, c.winCount, c.totalEuroValue])).toEqual([['id:DE:DE222222222', 2, 3000]]);

    // The same two in the other order (another company, so both stay in this database).
    await importAward({ ...notices[1]!, n: 114, winner: 'Delta Planung GmbH', identifier: 'DE333333333' });
    await importAward({ ...notices[0]!, n: 113, winner: 'Delta Planung GmbH' });
    const delta = await companyNamed('delta planung');
    expect(delta.map((c) => [c.key, c.winCount, c.totalEuroValue])).toEqual([['id:DE:DE333333333', 2, 3000]]);
  });

  it('keeps name-only wins apart when their name has two identifiers', async () => {
    await importAward({
      n: 121,
      date: '2025-01-01',
      cpv: '72000000',
      winner: 'Epsilon IT GmbH',
      identifier: 'DE444444441',
    });
    await importAward({ n: 122, date: '2025-01-02', cpv: '72000000', winner: 'Epsilon IT GmbH', identifier: null });
    await importAward({
      n: 123,
      date: '2025-01-03',
      cpv: '72000000',
      winner: 'Epsilon IT GmbH',
      identifier: 'DE444444442',
    });
    const keys = (await companyNamed('epsilon it')).map((c) => [c.key, c.winCount]);
    expect(keys).toEqual([
      ['id:DE:DE444444441', 1],
      ['id:DE:DE444444442', 1],
      ['name:DE:epsilon it', 1],
    ]);
  });

  it('keeps one name in two countries apart', async () => {
    await importAward({ n: 131, date: '2025-01-01', cpv: '79000000', winner: 'Zeta Consulting', winnerCountry: 'DEU' });
    await importAward({ n: 132, date: '2025-01-01', cpv: '79000000', winner: 'Zeta Consulting', winnerCountry: 'AUT' });
    expect((await companyNamed('zeta consulting')).map((c) => c.key)).toEqual([
      'name:AT:zeta consulting',
      'name:DE:zeta consulting',
    ]);
  });

  it('makes each member of a winning consortium a company, the leader first', async () => {
    // The SDK's maximal award notice, published (a publication number makes it a TED notice, not a draft).
    const xml = readFileSync(join('lib/ingest/samples/eforms-sdk-examples', 'can_24_maximal.xml'), 'utf8').replace(
      '</efext:EformsExtension>',
      '<efac:Publication><efbc:NoticePublicationID schemeName="ojs-notice-id">00999001-2024</efbc:NoticePublicationID>' +
        '<efbc:GazetteID schemeName="ojs-id">1/2024</efbc:GazetteID><efbc:PublicationDate>2024-03-01Z</efbc:PublicationDate>' +
        '</efac:Publication></efext:EformsExtension>',
    );
    const outcome = await importNoticeXml(db, xml, 'test:consortium');
    expect(outcome.status).toBe('imported');
    const tenderId = (outcome as { tenderId: string }).tenderId;
    const wins = await db
      .select({ name: companyWins.winnerName, role: companyWins.role })
      .from(companyWins)
      .where(eq(companyWins.tenderId, tenderId))
      .orderBy(asc(companyWins.awardPosition), asc(companyWins.role), asc(companyWins.winnerName));
    expect(wins).toEqual([
      { name: 'Gyro Soft SA', role: 'lead' },
      { name: 'The best App Ltd.', role: 'member' },
      { name: 'Competitor', role: 'lead' },
    ]);
  });
});

describe('keeping companies in step', () => {
  it('drops the wins and the company of a tender whose notices are all gone', async () => {
    const tenderId = await importAward({ n: 141, date: '2025-02-01', cpv: '50000000', winner: 'Eta Service GmbH' });
    expect(await companyNamed('eta service')).toHaveLength(1);
    await db.delete(tenderNotices).where(eq(tenderNotices.tenderId, tenderId));
    await db.transaction(async (tx) => {
      await lockTenders(tx, [tenderId]);
      await rebuildTender(tx, tenderId);
    });
    expect(await db.select().from(tenders).where(eq(tenders.id, tenderId))).toEqual([]);
    expect(await companyNamed('eta service')).toEqual([]);
  });

  it('never makes a company of a private tender, whatever its awards say', async () => {
    const owner = randomUUID();
    await db.insert(profiles).values({ userId: owner });
    const [source] = await db.select().from(tenders).where(eq(tenders.source, 'ted')).limit(1);
    const privateId = 'ffff0000000000c1';
    await db.insert(tenders).values({
      ...source!,
      id: privateId,
      source: 'user',
      procedureKey: 'user:companies',
      visibility: 'private',
      ownerId: owner,
    });
    await db.insert(tenderAwards).values({
      tenderId: privateId,
      noticeId: 'private',
      winnerName: 'Theta Secret GmbH',
      winnerCountryCode: 'DE',
      position: 0,
    });
    await backfillCompanies(db);
    expect(await companyNamed('theta secret')).toEqual([]);
    expect(await db.select().from(companyWins).where(eq(companyWins.tenderId, privateId))).toEqual([]);
  });

  it('back-fills awards stored before companies were built, to what the importer builds, once per version', async () => {
    const built = await snapshot();
    expect(built.companies.length).toBeGreaterThan(10);
    // As a database from before companies: awards stored, no company.
    await db.delete(companies);
    expect(await db.select().from(companyWins)).toEqual([]);

    await db.delete(seedRuns).where(eq(seedRuns.seeder, companiesBackfill.name));
    const [first] = await runSeeds(db, [companiesBackfill]);
    expect(first).toMatchObject({ skipped: false });
    expect(first!.rows).toBeGreaterThanOrEqual(built.wins.length > 0 ? 3 : 0);
    expect(await snapshot()).toEqual(built);
    const [second] = await runSeeds(db, [companiesBackfill]);
    expect(second).toMatchObject({ skipped: true });

    // Running the rebuild again changes nothing either.
    await backfillCompanies(db, { batchSize: 2 });
    expect(await snapshot()).toEqual(built);
    const ids = built.companies.map((c) => c.id);
    expect(await db.$count(companies, inArray(companies.id, ids))).toBe(ids.length);
  });
});
