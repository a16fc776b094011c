// The eForms importer against a real database: what it stores, how notices of one procedure merge, and that
// re-imports, bad files and database refusals never leave a partial or changed row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, eq, max, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, tenderAwards, tenderNotices, tenders, type Database } from '@/lib/db';
import { parseEformsNotice } from '@/lib/ingest/eforms';
import { expandInputs, importFiles, InputError } from '@/lib/ingest/tenders/files';
import { importNoticeXml, importPreparedNotices, prepareNotice } from '@/lib/ingest/tenders/store';

const realDir = 'lib/ingest/samples/ted-real-notices';
const sdkDir = 'lib/ingest/samples/eforms-sdk-examples';
const sdkXml = (file: string) => readFileSync(join(sdkDir, file), 'utf8');

let db: Database;

async function tableCounts() {
  const [t] = await db.select({ n: count() }).from(tenders);
  const [n] = await db.select({ n: count() }).from(tenderNotices);
  const [a] = await db.select({ n: count() }).from(tenderAwards);
  const [u] = await db.select({ last: max(tenders.updatedAt) }).from(tenders);
  return { tenders: t!.n, notices: n!.n, awards: a!.n, lastUpdate: u!.last?.toISOString() ?? null };
}

async function tenderByPublicationNumber(publicationNumber: string) {
  const [row] = await db
    .select({ tender: tenders })
    .from(tenders)
    .innerJoin(tenderNotices, eq(tenderNotices.tenderId, tenders.id))
    .where(eq(tenderNotices.publicationNumber, publicationNumber));
  if (!row) throw new Error(`No tender for ${publicationNumber}`);
  return row.tender;
}

async function tenderOfSdkFile(file: string) {
  const parsed = parseEformsNotice(sdkXml(file));
  if (!parsed.ok) throw new Error(parsed.reason);
  const [row] = await db
    .select({ tender: tenders })
    .from(tenders)
    .innerJoin(tenderNotices, eq(tenderNotices.tenderId, tenders.id))
    .where(eq(tenderNotices.noticeId, parsed.notice.noticeId));
  if (!row) throw new Error(`No tender for ${file}`);
  return row.tender;
}

beforeAll(async () => {
  db = await getDb();
});

describe('importing the 57 real TED notices', () => {
  it('imports every one of them, each into its own procedure', async () => {
    const files = await expandInputs([realDir]);
    expect(files).toHaveLength(57);
    const summary = await importFiles(db, files);
    expect(summary.results.filter((r) => r.status !== 'imported')).toEqual([]);
    expect(summary).toMatchObject({ imported: 57, updated: 0, unchanged: 0, skipped: 0, failed: 0 });
    const counts = await tableCounts();
    expect(counts).toMatchObject({ tenders: 57, notices: 57 });
  });

  it('stores the spec fields of a German supplies notice as its XML says', async () => {
    const tender = await tenderByPublicationNumber('622691-2023');
    expect(tender).toMatchObject({
      source: 'ted',
      isSample: false,
      visibility: 'public',
      url: 'https://ted.europa.eu/en/notice/-/detail/622691-2023',
      countryCode: 'DE',
      languageCode: 'de',
      cpvCode: '33600000',
      publishDate: '2023-10-13',
      deadlineLocal: '2026-12-31T23:59:00+01:00',
      contractingAuthorityName: 'KKH Kaufmännische Krankenkasse',
      contractingAuthorityAddress: 'Karl-Wiechert-Allee 61, 30625 Hannover, Germany',
      contractingAuthorityEmail: 'rabattvertraege@kkh.de',
      subdivisionIntoLots: false,
      estimateEuroValue: null,
      noticeType: 'competition',
      noticeSubtype: '16',
      procedureType: 'open',
      contractNature: 'supplies',
      status: 'open',
      procedureId: '0f4b6986-1641-4bdb-ae53-81319484d5ae',
    });
    expect(tender.deadlineDate?.toISOString()).toBe('2026-12-31T22:59:00.000Z');
    expect(tender.title).toMatch(/^Abschluss nicht-exklusiver Rabattvereinbarungen/);
    expect(tender.lotsDetails).toEqual([expect.objectContaining({ id: 'LOT-0001', title: 'Lenograstim (L03AA10)' })]);
    expect(tender.id).toMatch(/^[0-9a-f]{16}$/);
    expect(tender.searchConfig).toBe('german');
    expect(tender.cpvTree).toEqual(expect.arrayContaining(['33000000', '33600000']));
  });

  it('stores an Austrian notice with its buyer region, documents and submission links', async () => {
    const tender = await tenderByPublicationNumber('650618-2023');
    expect(tender).toMatchObject({
      title: 'Bahnbaugeräte und Werkzeuge',
      countryCode: 'AT',
      buyerNuts: 'AT130',
      nutsCodes: ['AT130'],
      contractingAuthorityName: 'WIENER LINIEN GmbH & Co KG',
      contractingAuthorityAddress: 'Erdbergstraße 202, 1031 Wien, Austria',
      documentsUrl: 'https://wstw.vergabeportal.at/Detail/165063',
      submissionUrl: 'https://wstw.vergabeportal.at/Detail/165063',
      deadlineLocal: '2023-11-24T10:00:00+02:00',
    });
    // The region filter matches AT130 under AT1 and AT13 too.
    expect(tender.nutsTree).toEqual(['AT', 'AT1', 'AT13', 'AT130']);
  });

  it('keeps both languages of a bilingual Belgian notice and converts its estimate', async () => {
    const tender = await tenderByPublicationNumber('599894-2023');
    expect(tender).toMatchObject({
      languageCode: 'nl',
      title: 'Buiteninrichting op de site van Demets',
      titles: { nl: 'Buiteninrichting op de site van Demets', fr: 'Aménagement des extérieurs sur le site de Demets' },
      cpvCode: '45110000',
      additionalCpvCodes: ['45213200', '45223300'],
      estimateNativeValue: 5_700_000,
      estimateNativeValueCurrency: 'EUR',
      estimateEuroValue: 5_700_000,
      deadlineDate: null,
      contractNature: 'works',
      searchConfig: 'dutch',
    });
  });

  it('marks a French result notice awarded and stores its winner and the lot without one', async () => {
    const tender = await tenderByPublicationNumber('468740-2024');
    expect(tender).toMatchObject({
      noticeType: 'result',
      status: 'awarded',
      subdivisionIntoLots: true,
      estimateEuroValue: 650_000,
    });
    const awards = await db
      .select()
      .from(tenderAwards)
      .where(eq(tenderAwards.tenderId, tender.id))
      .orderBy(asc(tenderAwards.position));
    expect(
      awards.map((a) => [a.lotId, a.status, a.winnerName, a.winnerCountryCode, a.value, a.currency, a.tendersReceived]),
    ).toEqual([
      ['LOT-0001', 'not-awarded', null, null, null, null, null],
      ['LOT-0002', 'awarded', 'PAREDES CSE SAS', 'FR', 14_934.65, 'EUR', 7],
    ]);
  });

  it('converts Romanian lei winners to euro at the ECB rate of the publication date', async () => {
    const tender = await tenderByPublicationNumber('468788-2024');
    const awards = await db
      .select()
      .from(tenderAwards)
      .where(eq(tenderAwards.tenderId, tender.id))
      .orderBy(asc(tenderAwards.position));
    expect(awards.map((a) => [a.lotId, a.winnerName, a.value, a.currency])).toEqual([
      ['LOT-0001', 'OMV PETROM S.A.', 23_647_905, 'RON'],
      ['LOT-0001', 'KASANDRA IMPEX S.R.L.', 22_495_500, 'RON'],
      ['LOT-0002', 'KASANDRA IMPEX S.R.L.', 3_149_550, 'RON'],
      ['LOT-0003', 'KASANDRA IMPEX S.R.L.', 11_098_500, 'RON'],
    ]);
    // ECB: 1 EUR = 4.9768 RON on 2024-08-05 (eurofxref-hist.csv).
    expect(awards[2]!.euroValue).toBeCloseTo(3_149_550 / 4.9768, 2);
    expect(tender).toMatchObject({
      countryCode: 'RO',
      languageCode: 'ro',
      status: 'awarded',
      searchConfig: 'romanian',
    });
  });

  it('stores the eight lots of a Polish notice and the earliest deadline', async () => {
    const tender = await tenderByPublicationNumber('739962-2023');
    expect(tender.lotsDetails.map((lot) => lot.id)).toEqual([
      'LOT-0001',
      'LOT-0002',
      'LOT-0003',
      'LOT-0004',
      'LOT-0005',
      'LOT-0006',
      'LOT-0007',
      'LOT-0008',
    ]);
    expect(tender.lotsDetails[0]!.title).toBe('Pakiet nr 1: Dostawa dializatorów dla potrzeb Stacji Dializ');
    expect(tender).toMatchObject({
      subdivisionIntoLots: true,
      deadlineLocal: '2024-01-09T08:00:00+01:00',
      documentsUrl: 'https://platformazakupowa.pl/wsz_konin',
      contractingAuthorityName: 'Wojewódzki Szpital Zespolony im. dr. Romana Ostrzyckiego w Koninie',
      searchConfig: 'simple',
    });
    expect(tender.additionalCpvCodes).toEqual(expect.arrayContaining(['33141200', '33141320']));
  });

  it('keys a planning notice without a procedure id by its own notice id', async () => {
    const tender = await tenderByPublicationNumber('447456-2025');
    expect(tender).toMatchObject({
      noticeType: 'planning',
      procedureId: null,
      procedureKey: expect.stringMatching(/^notice:/),
      countryCode: 'FR',
      cpvCode: '45454000',
      nutsCodes: ['FRI21'],
      lotsDetails: [],
      deadlineDate: null,
    });
  });

  it('stores the Greek estimate, its four lots and places of performance', async () => {
    const tender = await tenderByPublicationNumber('762961-2023');
    expect(tender).toMatchObject({
      countryCode: 'GR',
      estimateEuroValue: 1_006_000,
      contractingAuthorityName: 'ΠΑΝΕΠΙΣΤΗΜΙΟ ΠΕΛΟΠΟΝΝΗΣΟΥ',
      searchConfig: 'greek',
    });
    expect(tender.lotsDetails.map((lot) => lot.estimate_native_value)).toEqual([428_000, 258_000, 236_000, 84_000]);
    expect(tender.nutsCodes).toEqual(['EL632', 'EL651', 'EL653']);
  });

  it('stores a Norwegian notice in English with its request-to-participate deadline', async () => {
    const tender = await tenderByPublicationNumber('468892-2024');
    expect(tender).toMatchObject({
      countryCode: 'NO',
      languageCode: 'en',
      buyerNuts: 'NO081',
      deadlineLocal: '2024-09-09T10:00:00+00:00',
      contractingAuthorityAddress: 'Grev Wedels plass 5, 0151 OSLO, Norway',
      searchConfig: 'english',
    });
  });

  it('stores a Romanian corrigendum as a competition tender with its own notice type in the history', async () => {
    const tender = await tenderByPublicationNumber('775348-2023');
    expect(tender).toMatchObject({
      countryCode: 'RO',
      contractingAuthorityName: 'Municipiul Timisoara',
      deadlineLocal: '2023-10-06T11:25:29+03:00',
    });
    const [notice] = await db.select().from(tenderNotices).where(eq(tenderNotices.tenderId, tender.id));
    expect(notice).toMatchObject({
      noticeType: 'change',
      changesNoticeId: '422781-2023',
      publicationNumber: '775348-2023',
    });
  });

  it('makes titles, buyers and CPV meaning searchable, accents folded', async () => {
    const search = async (config: string, query: string) =>
      (
        await db
          .select({ id: tenders.id })
          .from(tenders)
          .where(
            sql`${tenders.searchVector} @@ plainto_tsquery(${config}::regconfig, app.immutable_unaccent(${query}))`,
          )
      ).length;
    // German stemming: "Rabattvereinbarung" finds "Rabattvereinbarungen".
    expect(await search('german', 'Rabattvereinbarung')).toBeGreaterThan(0);
    // Accent-insensitive: "Bahnbaugerate" finds "Bahnbaugeräte".
    expect(await search('german', 'Bahnbaugerate')).toBeGreaterThan(0);
    // The buyer's name is in the document.
    expect(await search('simple', 'Forsvarsbygg')).toBe(1);
  });

  it('a second import of the same files changes nothing', async () => {
    const before = await tableCounts();
    const summary = await importFiles(db, await expandInputs([realDir]));
    expect(summary).toMatchObject({ imported: 0, updated: 0, unchanged: 57, skipped: 0, failed: 0 });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('importing the eForms SDK examples', () => {
  it('imports every valid planning, competition, change and result example; skips business registrations and broken ones with reasons', async () => {
    const files = await expandInputs([sdkDir]);
    expect(files).toHaveLength(92);
    const summary = await importFiles(db, files, { drafts: true });
    const byFile = new Map(summary.results.map((r) => [r.file.split('/').pop()!, r]));

    for (const [file, result] of byFile) {
      if (file.startsWith('INVALID_') || file.startsWith('X0')) continue;
      expect([file, result.status]).toEqual([file, expect.stringMatching(/^(imported|updated)$/)]);
    }
    expect(byFile.get('X01_EEIG.xml')).toMatchObject({
      status: 'skipped',
      kind: 'out-of-scope',
      reason: expect.stringMatching(/Business registration notice \(form X01\) is out of scope/),
    });
    expect(byFile.get('X02_registration.xml')).toMatchObject({ status: 'skipped', kind: 'out-of-scope' });
    for (const [file, result] of byFile) {
      if (!file.startsWith('INVALID_')) continue;
      // Either it imports with what it carries, or it is skipped with its specific reason.
      if (result.status === 'skipped')
        expect([file, result.reason]).toEqual([file, expect.stringMatching(/^Missing |^Malformed |^Unrecognised /)]);
      else expect([file, result.status]).toEqual([file, expect.stringMatching(/^(imported|updated)$/)]);
    }
    expect(summary.failed).toBe(0);

    // Drafts are kept apart from published procedures and shown as sample data, even the one example that
    // carries a made-up publication number.
    const drafts = await db
      .select({ source: tenders.source, isSample: tenders.isSample })
      .from(tenders)
      .where(eq(tenders.source, 'draft'));
    expect(drafts.length).toBeGreaterThan(30);
    expect(drafts.every((d) => d.isSample)).toBe(true);
    const [published] = await db
      .select({ n: count() })
      .from(tenderNotices)
      .where(eq(tenderNotices.publicationNumber, '12345678-2025'));
    expect(published!.n).toBe(0);
    const [real] = await db.select({ n: count() }).from(tenders).where(eq(tenders.source, 'ted'));
    expect(real!.n).toBe(57);
  });

  it('leaves no partial rows: every notice has its tender and every tender a notice', async () => {
    const orphans = await db.execute(sql`
      select (select count(*) from app.tender_notices n where not exists (select 1 from app.tenders t where t.id = n.tender_id)) as notices,
             (select count(*) from app.tenders t where not exists (select 1 from app.tender_notices n where n.tender_id = t.id) and t.source in ('ted', 'draft')) as tenders`);
    const rows = Array.isArray(orphans) ? orphans : (orphans as { rows: unknown[] }).rows;
    expect(rows[0]).toMatchObject({ notices: expect.anything(), tenders: expect.anything() });
    const [row] = rows as { notices: number | string; tenders: number | string }[];
    expect(Number(row!.notices)).toBe(0);
    expect(Number(row!.tenders)).toBe(0);
  });

  it('a change notice updates its tender and the original notice stays in the history', async () => {
    const tender = await tenderOfSdkFile('cn_24_open.xml');
    const changed = await tenderOfSdkFile('change-cn_24_open_dates.xml');
    expect(changed.id).toBe(tender.id);
    const change = parseEformsNotice(sdkXml('change-cn_24_open_dates.xml'));
    if (!change.ok) throw new Error(change.reason);
    expect(tender.latestNoticeId).toBe(change.notice.noticeId);
    expect(tender.deadlineLocal).toBe(change.notice.deadlineDate);
    const history = await db
      .select({ noticeType: tenderNotices.noticeType })
      .from(tenderNotices)
      .where(eq(tenderNotices.tenderId, tender.id));
    expect(history.map((h) => h.noticeType).sort()).toEqual(['change', 'competition']);
  });

  it('a cancelling change notice marks its tender cancelled', async () => {
    const tender = await tenderOfSdkFile('cn_24_minimal.xml');
    expect(tender.status).toBe('cancelled');
  });

  it('a result notice marks its tender awarded and adds its winners', async () => {
    const tender = await tenderOfSdkFile('cn_24_FRA_comments.xml');
    expect(tender).toMatchObject({ status: 'awarded', noticeType: 'result' });
    const awards = await db
      .select()
      .from(tenderAwards)
      .where(eq(tenderAwards.tenderId, tender.id))
      .orderBy(asc(tenderAwards.position));
    expect(awards.map((a) => [a.lotId, a.winnerName])).toEqual([
      ['LOT-0001', 'Espaces Verts Lemire'],
      ['LOT-0002', 'ID Verde SASU'],
    ]);
  });

  it('a second import of the examples changes nothing', async () => {
    const before = await tableCounts();
    const summary = await importFiles(db, await expandInputs([sdkDir]), { drafts: true });
    expect(summary.imported + summary.updated + summary.failed).toBe(0);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('merging notices of one procedure', () => {
  it('gives the same tender whatever order its notices arrive in', async () => {
    const files = ['cn_24_FRA_comments.xml', 'cn_24_nego_accel.xml', 'can_24_FRA_comments.xml'];
    const snapshot = async () => {
      const tender = await tenderOfSdkFile('can_24_FRA_comments.xml');
      const awards = await db
        .select({ lot: tenderAwards.lotId, winner: tenderAwards.winnerName, value: tenderAwards.value })
        .from(tenderAwards)
        .where(eq(tenderAwards.tenderId, tender.id))
        .orderBy(asc(tenderAwards.position));
      const { createdAt: _c, updatedAt: _u, ...rest } = tender;
      return { rest, awards };
    };
    const reimport = async (order: string[]) => {
      const tender = await tenderOfSdkFile(order[0]!);
      await db.delete(tenders).where(eq(tenders.id, tender.id));
      for (const file of order)
        expect((await importNoticeXml(db, sdkXml(file), file, { drafts: true })).status).toMatch(/imported|updated/);
      return snapshot();
    };
    const forward = await reimport(files);
    const backward = await reimport([...files].reverse());
    expect(backward).toEqual(forward);
    expect(forward.rest.status).toBe('awarded');
  });
});

describe('bad input and refusals', () => {
  it('reports malformed XML with its position and writes nothing', async () => {
    const before = await tableCounts();
    const truncated = sdkXml('cn_24_open.xml').slice(0, 5000);
    const outcome = await importNoticeXml(db, truncated, 'truncated.xml');
    expect(outcome).toMatchObject({
      status: 'skipped',
      kind: 'malformed',
      reason: expect.stringMatching(/^Malformed XML/),
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('writes the good notices of a batch and none of a notice the database refuses', async () => {
    const good = prepareNotice(
      readFileSync(join(realDir, '00158253-2023.xml'), 'utf8')
        .replace(/00158253-2023/g, '99158253-2023')
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (u) => `${u.slice(0, -4)}beef`),
      'good.xml',
    );
    const bad = prepareNotice(
      readFileSync(join(realDir, '00043489-2024.xml'), 'utf8')
        .replace(/00043489-2024/g, '99043489-2024')
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (u) => `${u.slice(0, -4)}dead`),
      'bad.xml',
    );
    if (!good.ok || !bad.ok) throw new Error('fixtures must parse');
    // A CPV code the table's check constraint refuses: the database, not the parser, says no.
    const refused = { ...bad.prepared, notice: { ...bad.prepared.notice, cpvCode: 'X' } };
    const before = await tableCounts();
    const outcomes = await importPreparedNotices(db, [good.prepared, refused]);
    expect(outcomes[0]).toMatchObject({ status: 'imported' });
    expect(outcomes[1]).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/cpv_code|check constraint/i),
    });
    const after = await tableCounts();
    expect(after.tenders).toBe(before.tenders + 1);
    expect(after.notices).toBe(before.notices + 1);
    const [stray] = await db
      .select({ n: count() })
      .from(tenderNotices)
      .where(eq(tenderNotices.publicationNumber, '99043489-2024'));
    expect(stray!.n).toBe(0);
  });

  it('names inputs that do not exist or match nothing', async () => {
    await expect(expandInputs(['no/such/folder'])).rejects.toThrow(InputError);
    await expect(expandInputs(['no/such/folder'])).rejects.toThrow('No such file or folder: no/such/folder');
    await expect(expandInputs(['lib/ingest/samples/*.nothing'])).rejects.toThrow(
      'No files match lib/ingest/samples/*.nothing',
    );
    expect(await expandInputs([`${realDir}/0004*.xml`])).toHaveLength(
      (await expandInputs([realDir])).filter((f) => f.split('/').pop()!.startsWith('0004')).length,
    );
  });
});
