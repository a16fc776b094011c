// Matching alerts against new tenders (issue 29): the set-based matcher finds exactly what the search finds for
// the same filters, counts lots or only the main CPV code as the alert says, never records a tender twice for one
// alert, skips paused alerts, and the preview's weekly counts equal what a saved alert would have collected over
// those four weeks of daily arrivals.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileAlert } from '@/lib/alerts/compile';
import { matchNewNotices, queueTenders } from '@/lib/alerts/matcher';
import { previewAlert, previewDays } from '@/lib/alerts/preview';
import { insertAlert, setAlertPaused, type AlertSettings } from '@/lib/alerts/store';
import { alertMatches, getDb, profiles, queryRows, tenders, type Database } from '@/lib/db';
import { generateSamples, type GeneratedSample } from '@/lib/ingest/samples/generator';
import { insertSamples } from '@/lib/ingest/seeders/sample-tenders';
import { anonymousViewer } from '@/lib/tenders/queries';
import { parseSearchParams, searchCondition } from '@/lib/tenders/search';
import { closeExpiredTenders } from '@/lib/tenders/maintenance';

const dayMs = 86_400_000;
const today = '2031-03-20';
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

let db: Database;
let userId: string;

const instant: AlertSettings = { name: 'Test alert', frequency: 'instant', matchLots: true };

async function newAlert(params: string, settings: Partial<AlertSettings> = {}): Promise<string> {
  const compiled = await compileAlert(db, new URLSearchParams(params));
  if (!compiled.ok) throw new Error(`${compiled.parameter}: ${compiled.message}`);
  const created = await insertAlert(db, userId, { ...instant, ...settings }, compiled.alert, {
    limit: 100,
    now: noon(addDays(today, -40)),
  });
  if (!created.ok) throw new Error('over the limit');
  return created.id;
}

async function matchedIds(alertId: string): Promise<string[]> {
  const rows = await db
    .select({ id: alertMatches.tenderId })
    .from(alertMatches)
    .where(eq(alertMatches.alertId, alertId));
  return rows.map((r) => r.id).sort();
}

/** The ids the search finds for these parameters among `ids`, for an anonymous reader at `now`. */
async function searchIds(params: string, ids: readonly string[], now: Date): Promise<string[]> {
  const parsed = parseSearchParams(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(parsed.message);
  const { where } = await searchCondition(db, anonymousViewer, parsed.search, now);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from ${tenders} where ${where} and ${tenders.id} = any(${sql.param([...ids])}::text[])`,
  );
  return rows.map((r) => r.id).sort();
}

beforeAll(async () => {
  db = await getDb();
  userId = randomUUID();
  await db.insert(profiles).values({ userId });
});

describe('the matcher against the search', () => {
  const samples: GeneratedSample[] = [...generateSamples({ count: 400, seed: 2901, today })];
  const ids = samples.map((s) => s.tender.id!);
  const now = noon(today);
  const searches = [
    'q=school',
    'q=Schule',
    'q=cleaning -hospital',
    'q="public buildings"',
    'country=DE,AT',
    'cpv=45000000',
    'cpv=71000000&country=SK',
    'nuts=DE',
    'type=all&open=false',
    'type=result',
    'nature=services&value_min=100000',
    'value_max=500000&unknown_value=false',
    'procedure=open,restricted',
    'buyer=stadt',
    `published_from=${addDays(today, -20)}&deadline_to=${addDays(today, 30)}`,
  ];
  const alertIds = new Map<string, string>();

  beforeAll(async () => {
    await insertSamples(db, samples);
    for (const params of searches) alertIds.set(params, await newAlert(params));
    await queueTenders(db, ids);
    const run = await matchNewNotices(db, { now });
    expect(run.notices).toBe(ids.length);
  });

  it.each(searches)('an alert of "%s" matches what that search finds', async (params) => {
    const expected = await searchIds(params, ids, now);
    expect(await matchedIds(alertIds.get(params)!)).toEqual(expected);
  });

  it('the searches are not trivial: most find some tenders and none finds them all', async () => {
    const sizes = await Promise.all(
      searches.map((params) => searchIds(params, ids, now).then((found) => found.length)),
    );
    expect(sizes.filter((n) => n > 0).length).toBeGreaterThanOrEqual(searches.length - 2);
    // Only "every notice, open or not" takes them all.
    expect(sizes.filter((n) => n === ids.length)).toHaveLength(1);
  });

  it('a second run of the same tenders records nothing again', async () => {
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(alertMatches);
    await queueTenders(db, ids);
    const run = await matchNewNotices(db, { now });
    expect(run).toMatchObject({ notices: ids.length, matches: 0 });
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(alertMatches);
    expect(after!.n).toBe(before!.n);
  });
});

describe('lots and the main CPV code', () => {
  // A construction tender (main CPV 45…) whose second lot is architectural design (71…).
  const [base] = [...generateSamples({ count: 1, seed: 2902, today })];
  const tender = {
    ...base!.tender,
    title: 'Neubau einer Kindertagesstätte',
    cpvCode: '45214100',
    additionalCpvCodes: ['71221000'],
    cpvTree: [
      '45000000',
      '45200000',
      '45210000',
      '45214000',
      '45214100',
      '71000000',
      '71200000',
      '71220000',
      '71221000',
    ],
    lotsDetails: [
      { ...base!.tender.lotsDetails![0]!, id: 'LOT-0001', title: 'Baumeisterarbeiten', cpv_code: '45214100' },
      {
        ...base!.tender.lotsDetails![0]!,
        id: 'LOT-0002',
        title: 'Planungsleistungen Architektur',
        description: 'Objektplanung Gebäude',
        cpv_code: '71221000',
      },
    ],
  };

  it('with lots counted, a lot’s CPV code matches and the mail names that lot; without, only the main code', async () => {
    const withLots = await newAlert('cpv=71200000&type=all&open=false', { matchLots: true });
    const mainOnly = await newAlert('cpv=71200000&type=all&open=false', { matchLots: false });
    const construction = await newAlert('cpv=45200000&type=all&open=false', { matchLots: false });
    await db.insert(tenders).values(tender);
    await queueTenders(db, [tender.id!]);
    await matchNewNotices(db, { now: noon(today) });
    const rows = await db
      .select()
      .from(alertMatches)
      .where(inArray(alertMatches.alertId, [withLots, mainOnly, construction]));
    const byAlert = new Map(rows.map((row) => [row.alertId, row]));
    expect(byAlert.get(withLots)).toMatchObject({
      tenderId: tender.id,
      lotId: 'LOT-0002',
      lotTitle: 'Planungsleistungen Architektur',
    });
    expect(byAlert.has(mainOnly)).toBe(false);
    expect(byAlert.get(construction)).toMatchObject({ tenderId: tender.id, lotId: null });
  });
});

describe('paused alerts', () => {
  it('a paused alert records nothing, and tenders that arrived meanwhile are not kept for later', async () => {
    const [sample] = [...generateSamples({ count: 1, seed: 2903, today })];
    const alertId = await newAlert(`q=${encodeURIComponent(sample!.tender.title.split(' ')[0]!)}&type=all&open=false`);
    await setAlertPaused(db, userId, alertId, true);
    await insertSamples(db, [sample!]);
    await queueTenders(db, [sample!.tender.id!]);
    await matchNewNotices(db, { now: noon(today) });
    expect(await matchedIds(alertId)).toEqual([]);
    await setAlertPaused(db, userId, alertId, false);
    await matchNewNotices(db, { now: noon(today) });
    expect(await matchedIds(alertId)).toEqual([]);
  });
});

describe('the preview', () => {
  it('counts per week what the saved alert collected as the tenders arrived day by day', async () => {
    const simulated = '2032-06-30';
    const samples = [...generateSamples({ count: 500, seed: 2904, today: simulated })];
    const window = addDays(simulated, -(previewDays - 1));
    const older = samples.filter((s) => s.tender.publishDate! < window);
    // Tenders published before the four weeks are there already; the alerts see only what arrives after.
    await insertSamples(db, older);
    const alertsByParams = new Map<string, string>();
    for (const params of [
      'type=all&open=false',
      'q=Reinigung',
      'country=DE&cpv=45000000',
      'nature=supplies',
      'type=competition',
    ]) {
      alertsByParams.set(params, await newAlert(params));
    }
    for (let day = window; day <= simulated; day = addDays(day, 1)) {
      const arriving = samples.filter((s) => s.tender.publishDate === day);
      await insertSamples(db, arriving);
      await queueTenders(
        db,
        arriving.map((s) => s.tender.id!),
      );
      await matchNewNotices(db, { now: noon(day) });
    }
    // Calls published early in the window have closed since: the preview still counts them.
    await closeExpiredTenders(db, noon(simulated));
    const windowIds = samples.filter((s) => s.tender.publishDate! >= window).map((s) => s.tender.id!);
    for (const [params, alertId] of alertsByParams) {
      const compiled = await compileAlert(db, new URLSearchParams(params));
      if (!compiled.ok) throw new Error(compiled.message);
      const preview = await previewAlert(db, compiled.alert, true, noon(simulated));
      const sent = await queryRows<{ week: number | string; n: number | string }>(
        db,
        sql`select (${simulated}::date - t.publish_date) / 7 as week, count(*) as n
            from ${alertMatches} m join ${tenders} t on t.id = m.tender_id
            where m.alert_id = ${alertId} and t.id = any(${sql.param(windowIds)}::text[]) group by 1`,
      );
      const sentByWeek = [0, 1, 2, 3].map((week) => Number(sent.find((row) => Number(row.week) === week)?.n ?? 0));
      expect(
        preview.weeks.map((week) => week.count),
        params,
      ).toEqual(sentByWeek);
      expect(preview.total, params).toBeGreaterThan(0);
      expect(preview.items.length).toBe(Math.min(10, preview.total));
    }
  });
});
