// The dashboard's panels (issue 30) with real sessions from the embedded auth server: saved tenders by deadline
// with what a change notice changed, analyses and their state, credits, alerts with new matches, tenders
// recommended from the company's CPV codes and regions (never a private tender of another account, never one
// already saved), and the profile's completeness with its next step. A new user gets every panel empty.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Session } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db';
import { generateSamples } from '@/lib/ingest/samples/generator';
import { tenderIdFor } from '@/lib/tenders/ids';
import { sessionCookieValue, signUpSession, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

const day = 24 * 60 * 60 * 1000;
const now = new Date();
const sdkDir = 'lib/ingest/samples/eforms-sdk-examples';
/** The SDK's cn_24_open and its change notice (deadline 3 April → 12 June 2020): one draft tender. */
const changedId = tenderIdFor('draft', '31f258b6-5eb2-4875-8997-affa3cdce27c');

let env: AuthEnvironment;
let db: Database;
let cookieName: string;
let ada: Session;
let bob: Session;
let newcomer: Session;
let dashboard: typeof import('@/lib/dashboard');
let schema: typeof import('@/lib/db');

async function as<T>(user: Session, fn: () => Promise<T>): Promise<T> {
  let result!: T;
  const request = new Request(`${env.http.origin}/dashboard`, {
    headers: { cookie: `${cookieName}=${sessionCookieValue(user)}` },
  });
  await runInRequestScope(request, async () => {
    result = await fn();
    return new Response(null);
  });
  return result;
}

const samples = [...generateSamples({ count: 6, seed: 3006, today: now.toISOString().slice(0, 10) })];

/** A public Austrian tender in CPV 71630000 (technical inspection) in Vienna, closing `days` from now. */
function tenderRow(index: number, days: number | null, overrides: Record<string, unknown> = {}) {
  const base = samples[index]!.tender;
  return {
    ...base,
    title: `Dashboard tender ${index}`,
    titles: { en: `Dashboard tender ${index}` },
    languageCode: 'en',
    countryCode: 'AT',
    status: 'open' as const,
    noticeType: 'competition' as const,
    cpvCode: '71630000',
    additionalCpvCodes: [],
    cpvTree: ['71000000', '71600000', '71630000'],
    nutsCodes: ['AT130'],
    nutsTree: ['AT', 'AT1', 'AT13', 'AT130'],
    deadlineDate: days === null ? null : new Date(now.getTime() + days * day),
    deadlineLocal: null,
    publishDate: new Date(now.getTime() - (10 - index) * day).toISOString().slice(0, 10),
    ...overrides,
  };
}

const ids = samples.map((sample) => sample.tender.id!);

beforeAll(async () => {
  env = await startAuthEnvironment();
  schema = await import('@/lib/db');
  db = await schema.getDb();
  cookieName = (await import('@/lib/auth/cookies')).authCookieName;
  dashboard = await import('@/lib/dashboard');
  [ada, bob, newcomer] = await Promise.all([
    signUpSession(env.http.origin, 'dashboard-ada'),
    signUpSession(env.http.origin, 'dashboard-bob'),
    signUpSession(env.http.origin, 'dashboard-new'),
  ]);
  await db
    .insert(schema.tenders)
    .values([
      tenderRow(0, 30),
      tenderRow(1, 3),
      tenderRow(2, -5),
      tenderRow(3, null),
      tenderRow(4, 40),
      tenderRow(5, 50, { visibility: 'private', ownerId: bob.user.id, source: 'user', isSample: false }),
    ]);
  await db.insert(schema.savedTenders).values(ids.slice(0, 4).map((tenderId) => ({ userId: ada.user.id, tenderId })));
}, 120_000);

afterAll(async () => {
  await env?.close();
});

describe('a new user', () => {
  it('gets every panel empty: nothing saved, no codes to recommend from, no analyses or alerts, the free credits', async () => {
    const panels = await as(newcomer, async () => ({
      saved: await dashboard.getSavedByDeadline(now),
      recommended: await dashboard.getRecommendations(),
      analyses: await dashboard.listMyAnalyses(),
      alerts: await dashboard.getAlertsPanel(),
      credits: await dashboard.getMyCreditSummary(),
      profile: await dashboard.getProfileCompleteness(),
    }));
    expect(panels.saved).toEqual([]);
    expect(panels.recommended).toEqual({ kind: 'no-codes' });
    expect(panels.analyses).toEqual([]);
    expect(panels.alerts).toEqual({ alerts: [], total: 0, newMatches: 0 });
    // This month's free credits count in the balance while owed; the grant job writes them to the ledger.
    expect(panels.credits).toMatchObject({ balance: 5, plan: { id: 'free' }, paymentFailed: false });
    expect(panels.credits!.recent).toEqual([]);
    const { grantMonthlyCredits } = await import('@/lib/billing');
    await grantMonthlyCredits(db);
    const granted = await as(newcomer, () => dashboard.getMyCreditSummary());
    expect(granted).toMatchObject({ balance: 5 });
    expect(granted!.recent.map((entry) => [entry.purpose, entry.delta])).toEqual([['grant', 5]]);
    expect(panels.profile).toMatchObject({ done: 0, percent: 0, openSuggestions: 0 });
    expect(panels.profile.next).toMatchObject({ id: 'profile', href: '/settings#profile' });
  });

  it('cannot read any panel signed out', async () => {
    await runInRequestScope(new Request(`${env.http.origin}/dashboard`), async () => {
      await expect(dashboard.getSavedByDeadline()).rejects.toThrow();
      await expect(dashboard.getRecommendations()).rejects.toThrow();
      await expect(dashboard.listMyAnalyses()).rejects.toThrow();
      await expect(dashboard.getProfileCompleteness()).rejects.toThrow();
      expect(await dashboard.getMyCreditSummary()).toBeNull();
      return new Response(null);
    });
  });
});

describe('saved tenders by deadline', () => {
  it('puts open ones first, soonest first, then those without a deadline, then closed ones', async () => {
    const saved = await as(ada, () => dashboard.getSavedByDeadline(now));
    expect(saved.map((tender) => [tender.id, tender.open])).toEqual([
      [ids[1], true],
      [ids[0], true],
      [ids[3], true],
      [ids[2], false],
    ]);
    expect(saved.every((tender) => tender.changes.length === 0)).toBe(true);
  });

  it('says what a change notice changed in a saved tender, until the user has seen it', async () => {
    const { importNoticeXml } = await import('@/lib/ingest/tenders/store');
    const { markChangesSeen } = await import('@/lib/alerts/watched');
    const read = (name: string) => readFileSync(join(sdkDir, name), 'utf8');
    expect((await importNoticeXml(db, read('cn_24_open.xml'), 'test', { drafts: true })).status).toBe('imported');
    await db.insert(schema.savedTenders).values({ userId: ada.user.id, tenderId: changedId });
    await importNoticeXml(db, read('change-cn_24_open_dates.xml'), 'test', { drafts: true });
    const { matchNewNotices } = await import('@/lib/alerts/matcher');
    await matchNewNotices(db, { now: new Date() });

    const changed = (await as(ada, () => dashboard.getSavedByDeadline(now))).find((t) => t.id === changedId);
    expect(changed?.open).toBe(false);
    expect(changed?.changes).toContainEqual({
      field: 'Deadline',
      text: 'from 3 April 2020 12:00 UTC+01:00 to 12 June 2020 12:00 UTC+01:00',
    });
    // Bob did not save it: nothing changed for him.
    expect(await as(bob, () => dashboard.getSavedByDeadline(now))).toEqual([]);

    await markChangesSeen(db, ada.user.id, changedId);
    const seen = (await as(ada, () => dashboard.getSavedByDeadline(now))).find((t) => t.id === changedId);
    expect(seen?.changes).toEqual([]);
    await db.delete(schema.savedTenders).where(eq(schema.savedTenders.tenderId, changedId));
  });
});

describe('recommended tenders', () => {
  it('finds open tenders in the company codes and subcontracting regions, without saved or private ones', async () => {
    const { saveCompanyCpvCodes } = await import('@/lib/companies');
    const { updatePublicProfile, getPublicProfile } = await import('@/lib/account');
    expect((await saveCompanyCpvCodes(ada.user.id, { companyDescription: '', cpvCodes: ['71630000'] })).ok).toBe(true);
    let found = await as(ada, () => dashboard.getRecommendations());
    expect(found).toMatchObject({ kind: 'found', cpvCodes: ['71630000'], regions: [] });
    if (found.kind !== 'found') throw new Error('no recommendations');
    const shown = found.tenders.map((card) => card.id);
    // Tender 4 is the only open one in the code that ada has not saved; bob's private tender 5 never shows.
    expect(shown).toContain(ids[4]);
    expect(shown).not.toContain(ids[5]);
    for (const saved of ids.slice(0, 4)) expect(shown).not.toContain(saved);
    expect(found.searchHref).toBe('/tenders?cpv=71630000&open=true&sort=newest');

    // A subcontracting region elsewhere narrows it to nothing of these.
    const profile = await getPublicProfile(ada.user.id);
    const updated = await updatePublicProfile(ada.user.id, {
      ...profile,
      subcontractorCpvCodes: ['71630000'],
      subcontractorRegions: ['FR10'],
    });
    expect(updated.ok).toBe(true);
    found = await as(ada, () => dashboard.getRecommendations());
    expect(found).toMatchObject({ kind: 'found', regions: ['FR10'] });
    if (found.kind !== 'found') throw new Error('no recommendations');
    expect(found.tenders.map((card) => card.id)).not.toContain(ids[4]);
    expect(found.searchHref).toBe('/tenders?cpv=71630000&nuts=FR10&open=true&sort=newest');

    // Bob, owner of tender 5, sees his own private tender recommended.
    await saveCompanyCpvCodes(bob.user.id, { companyDescription: '', cpvCodes: ['71630000'] });
    const bobs = await as(bob, () => dashboard.getRecommendations());
    expect(bobs.kind === 'found' && bobs.tenders.map((card) => card.id)).toContain(ids[5]);
  });
});

describe('analyses, alerts, credits and the profile', () => {
  it('lists each analysis with its state, and only the user’s own', async () => {
    const rows = (tenderId: string, statuses: ('pending' | 'generated' | 'failed')[]) =>
      statuses.map((status, index) => ({
        userId: ada.user.id,
        tenderId,
        kind: (['tenderscope_summary_report', 'tenderscope_compliance_report'] as const)[index]!,
        status,
      }));
    await db.insert(schema.analysisUnlocks).values([
      { userId: ada.user.id, tenderId: ids[0]!, reference: ids[0]! },
      { userId: ada.user.id, tenderId: ids[1]!, reference: ids[1]! },
      { userId: ada.user.id, tenderId: ids[2]!, reference: ids[2]! },
      { userId: ada.user.id, tenderId: ids[3]!, reference: ids[3]!, status: 'refunded', refundReason: 'no text' },
    ]);
    await db
      .insert(schema.analysisReports)
      .values([
        ...rows(ids[0]!, ['generated', 'generated']),
        ...rows(ids[1]!, ['generated', 'pending']),
        ...rows(ids[2]!, ['failed', 'generated']),
      ]);
    const listed = await as(ada, () => dashboard.listMyAnalyses());
    const stateOf = Object.fromEntries(listed.map((item) => [item.tenderId, item.state]));
    expect(stateOf).toEqual({ [ids[0]!]: 'ready', [ids[1]!]: 'working', [ids[2]!]: 'failed', [ids[3]!]: 'refunded' });
    expect(listed.find((item) => item.tenderId === ids[1])?.stateText).toBe('Reports queued');
    expect(listed.find((item) => item.tenderId === ids[0])?.title).toBe('Dashboard tender 0');
    expect(await as(bob, () => dashboard.listMyAnalyses())).toEqual([]);
  });

  it('lists alerts with new matches first and counts them', async () => {
    const { compileAlert } = await import('@/lib/alerts/compile');
    const { insertAlert } = await import('@/lib/alerts/store');
    for (const [name, params] of [
      ['Quiet', 'q=nothingmatchesthis&type=all'],
      ['Inspections', 'cpv=71630000&type=all'],
    ] as const) {
      const compiled = await compileAlert(db, new URLSearchParams(params));
      if (!compiled.ok) throw new Error(compiled.message);
      const created = await insertAlert(
        db,
        ada.user.id,
        { name, frequency: 'daily', matchLots: true },
        compiled.alert,
        {
          limit: 10,
          now,
        },
      );
      if (!created.ok) throw new Error('over the limit');
      if (name === 'Inspections') {
        await db
          .insert(schema.alertMatches)
          .values(ids.slice(0, 2).map((tenderId) => ({ alertId: created.id, tenderId })));
      }
    }
    const panel = await as(ada, () => dashboard.getAlertsPanel());
    expect(panel.total).toBe(2);
    expect(panel.newMatches).toBe(2);
    expect(panel.alerts.map((alert) => [alert.name, alert.newMatches])).toEqual([
      ['Inspections', 2],
      ['Quiet', 0],
    ]);
    expect((await as(bob, () => dashboard.getAlertsPanel())).total).toBe(0);
  });

  it('shows the balance after spending and the most recent use first', async () => {
    const { spendCredits, ensureMonthlyGrant } = await import('@/lib/billing');
    await ensureMonthlyGrant(db, ada.user.id);
    await spendCredits(db, {
      userId: ada.user.id,
      amount: 2,
      purpose: 'analysis_unlock',
      reference: ids[0]!,
      tenderId: ids[0]!,
    });
    const credits = await as(ada, () => dashboard.getMyCreditSummary());
    expect(credits?.balance).toBe(3);
    expect(credits?.recent[0]).toMatchObject({
      purpose: 'analysis_unlock',
      delta: -2,
      tenderTitle: 'Dashboard tender 0',
    });
  });

  it('counts the profile steps done and names the next one', async () => {
    const { updateProfile } = await import('@/lib/account');
    await updateProfile(ada.user.id, {
      userName: 'Ada',
      companyName: 'Ada Inspections',
      companyIndustry: '',
      jobTitle: '',
    });
    const progress = await as(ada, () => dashboard.getProfileCompleteness());
    // Name and company, CPV codes; not the industry, the description, nor a public subcontracting profile.
    expect(progress.steps.filter((step) => step.done).map((step) => step.id)).toEqual(['profile', 'cpv-codes']);
    expect(progress).toMatchObject({ done: 2, percent: 40, next: { id: 'industry' } });
  });
});
