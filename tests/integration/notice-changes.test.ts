// The changes the importer stores with each notice: computed against the notice published before it whatever
// order notices arrive in, recomputed for the next newer notice when an older one arrives, and back-filled once
// for notices stored before they were computed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, queryRows, tenderNotices, tenders, type Database } from '@/lib/db';
import { parseEformsNotice } from '@/lib/ingest/eforms';
import { backfillNoticeChanges } from '@/lib/ingest/tenders/backfill';
import { importNoticeXml } from '@/lib/ingest/tenders/store';
import { readNoticeChanges, type NoticeChanges } from '@/lib/tenders/notice-changes';

const sdkDir = 'lib/ingest/samples/eforms-sdk-examples';
const sdkXml = (file: string) => readFileSync(join(sdkDir, file), 'utf8');

// A call for competition, the SDK's change notice moving its deadline, and a second change notice built from
// that one: deadline moved again, a higher value, new documents and a second lot.
const call = sdkXml('cn_24_open.xml');
const firstChange = sdkXml('change-cn_24_open_dates.xml');
const secondChange = (() => {
  const lot = /<cac:ProcurementProjectLot>[\s\S]*<\/cac:ProcurementProjectLot>/.exec(firstChange)![0];
  return firstChange
    .replace(lot, `${lot}\n${lot.replace('>LOT-0000<', '>LOT-0001<')}`)
    .replace('71397268-6c47-4f2f-8ab0-f41a26138f81', '71397268-6c47-4f2f-8ab0-f41a26138f82')
    .replace(/2020-04-17\+01:00/g, '2020-05-04+01:00')
    .replace(/2020-06-12\+01:00/g, '2020-07-01+01:00')
    .replace('currencyID="EUR">500000<', 'currencyID="EUR">650000<')
    .replace(
      'https://www.publictendersscotland.publiccontractsscotland.gov.uk',
      'https://docs.example.org/rc-cpu-19-065',
    );
})();

let db: Database;

function noticeIdOf(xml: string): string {
  const parsed = parseEformsNotice(xml);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.notice.noticeId;
}

const ids = { call: noticeIdOf(call), first: noticeIdOf(firstChange), second: noticeIdOf(secondChange) };

async function tenderIdOfNotice(noticeId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: tenderNotices.tenderId })
    .from(tenderNotices)
    .where(eq(tenderNotices.noticeId, noticeId));
  return row?.id;
}

async function importAll(xmls: readonly string[]) {
  for (const xml of xmls) {
    const outcome = await importNoticeXml(db, xml, 'test', { drafts: true });
    expect(outcome.status).toMatch(/^(imported|updated)$/);
  }
}

/** Imports the notices into a fresh tender, in this order. */
async function importInOrder(xmls: readonly string[]) {
  const existing = await tenderIdOfNotice(ids.call);
  if (existing) await db.delete(tenders).where(eq(tenders.id, existing));
  await importAll(xmls);
}

/** What is stored of each notice's changes, by notice id. */
async function storedChanges(noticeIds: readonly string[]) {
  const rows = await db
    .select({
      noticeId: tenderNotices.noticeId,
      facts: tenderNotices.facts,
      changes: tenderNotices.changes,
      changeReasonCode: tenderNotices.changeReasonCode,
    })
    .from(tenderNotices)
    .where(inArray(tenderNotices.noticeId, [...noticeIds]))
    .orderBy(asc(tenderNotices.noticeId));
  return Object.fromEntries(rows.map(({ noticeId, ...rest }) => [noticeId, rest]));
}

async function changesOf(noticeId: string): Promise<NoticeChanges | null> {
  return readNoticeChanges((await storedChanges([noticeId]))[noticeId]?.changes);
}

beforeAll(async () => {
  db = await getDb();
});

describe('changes stored at import', () => {
  it('compares each notice with the one published before it, and stores what changed', async () => {
    await importInOrder([call, firstChange, secondChange]);
    expect(await changesOf(ids.call)).toBeNull();

    const first = await changesOf(ids.first);
    expect(first?.previous).toEqual({
      noticeId: ids.call,
      noticeVersion: '01',
      publicationNumber: null,
      publishDate: '2020-02-28',
    });
    expect(first?.items.find((c) => c.key === 'deadline')).toEqual({
      key: 'deadline',
      before: '2020-04-03T12:00:00+01:00',
      after: '2020-06-12T12:00:00+01:00',
    });

    const second = await changesOf(ids.second);
    expect(second?.previous.noticeId).toBe(ids.first);
    const byKey = new Map(second!.items.map((c) => [c.key, c]));
    expect(byKey.get('deadline')).toMatchObject({
      before: '2020-06-12T12:00:00+01:00',
      after: '2020-07-01T12:00:00+01:00',
    });
    expect(byKey.get('estimate')).toEqual({
      key: 'estimate',
      before: { value: 500_000, currency: 'EUR' },
      after: { value: 650_000, currency: 'EUR' },
    });
    expect(byKey.get('documentsUrl')).toEqual({
      key: 'documentsUrl',
      before: 'https://www.publictendersscotland.publiccontractsscotland.gov.uk',
      after: 'https://docs.example.org/rc-cpu-19-065',
    });
    expect(byKey.get('lots')).toMatchObject({
      before: 1,
      after: 2,
      added: [expect.objectContaining({ id: 'LOT-0001' })],
      removed: [],
      changed: [
        { before: expect.objectContaining({ id: 'LOT-0000' }), after: expect.objectContaining({ id: 'LOT-0000' }) },
      ],
    });
    expect((await storedChanges([ids.second]))[ids.second]?.changeReasonCode).toBe('update-add');
  });

  it('stores the same changes whatever order the notices arrive in', async () => {
    const all = [ids.call, ids.first, ids.second];
    await importInOrder([call, firstChange, secondChange]);
    const forward = await storedChanges(all);
    await importInOrder([secondChange, firstChange, call]);
    expect(await storedChanges(all)).toEqual(forward);
    await importInOrder([firstChange, secondChange, call]);
    expect(await storedChanges(all)).toEqual(forward);
  });

  it('compares the next newer notice again when an older one arrives', async () => {
    await importInOrder([secondChange]);
    expect(await changesOf(ids.second)).toBeNull();
    await importAll([call]);
    expect((await changesOf(ids.second))?.previous.noticeId).toBe(ids.call);
    expect(await changesOf(ids.call)).toBeNull();
    await importAll([firstChange]);
    expect((await changesOf(ids.second))?.previous.noticeId).toBe(ids.first);
    expect((await changesOf(ids.first))?.previous.noticeId).toBe(ids.call);
  });

  it('compares the notices left behind again when a corrected notice moves to another procedure', async () => {
    await importInOrder([call, firstChange, secondChange]);
    const moved = firstChange.replace(
      '<cbc:ContractFolderID>31f258b6-5eb2-4875-8997-affa3cdce27c</cbc:ContractFolderID>',
      '<cbc:ContractFolderID>31f258b6-5eb2-4875-8997-affa3cdce27d</cbc:ContractFolderID>',
    );
    expect(moved).not.toBe(firstChange);
    await importAll([moved]);
    expect((await changesOf(ids.second))?.previous.noticeId).toBe(ids.call);
    expect(await changesOf(ids.first)).toBeNull();
    await db.delete(tenders).where(eq(tenders.id, (await tenderIdOfNotice(ids.first))!));
  });

  it('says who won when a result notice awards the procedure', async () => {
    await importAll(['cn_24_FRA_comments.xml', 'cn_24_nego_accel.xml', 'can_24_FRA_comments.xml'].map(sdkXml));
    const result = await changesOf(noticeIdOf(sdkXml('can_24_FRA_comments.xml')));
    expect(result?.items.find((c) => c.key === 'status')).toEqual({
      key: 'status',
      before: null,
      after: 'awarded',
      awardedTo: ['Espaces Verts Lemire', 'ID Verde SASU'],
    });
  });
});

describe('back-filling notices stored before their changes were', () => {
  const rowVersions = () =>
    queryRows<{ id: number; xmin: string }>(db, sql`select id, xmin::text as xmin from app.tender_notices order by id`);
  const forget = (where = sql`true`) =>
    db.execute(
      sql`update app.tender_notices set facts = null, changes = null, change_reason_code = null where ${where}`,
    );

  it('fills every notice once, as the importer would have, and then touches nothing', async () => {
    await importInOrder([call, firstChange, secondChange]);
    const all = (await db.select({ noticeId: tenderNotices.noticeId }).from(tenderNotices)).map((r) => r.noticeId);
    const imported = await storedChanges(all);

    await forget();
    expect(Object.values(await storedChanges(all)).every((n) => n.facts === null && n.changes === null)).toBe(true);
    expect(await backfillNoticeChanges(db, { batchSize: 2 })).toEqual({ notices: all.length, failed: [] });
    expect(await storedChanges(all)).toEqual(imported);

    const versions = await rowVersions();
    expect(await backfillNoticeChanges(db)).toEqual({ notices: 0, failed: [] });
    expect(await rowVersions()).toEqual(versions);
  });

  it('fills only the notices missing, and compares their neighbours again', async () => {
    const all = [ids.call, ids.first, ids.second];
    const imported = await storedChanges(all);
    await forget(sql`notice_id = ${ids.first}`);
    expect(await backfillNoticeChanges(db)).toEqual({ notices: 1, failed: [] });
    expect(await storedChanges(all)).toEqual(imported);
  });

  it('reports a stored notice that no longer parses, fills the others, and finishes', async () => {
    const broken = await tenderIdOfNotice(ids.call);
    await db
      .update(tenderNotices)
      .set({ xmlGzip: gzipSync('<not-a-notice/>') })
      .where(eq(tenderNotices.noticeId, ids.first));
    await forget();
    const result = await backfillNoticeChanges(db, { batchSize: 3 });
    expect(result.failed).toEqual([{ tenderId: broken, reason: expect.stringMatching(/no longer parses/) }]);
    const [left] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from app.tender_notices where facts is null and tender_id <> ${broken}`,
    );
    expect(Number(left!.n)).toBe(0);
    expect(result.notices).toBeGreaterThan(0);
  });
});
