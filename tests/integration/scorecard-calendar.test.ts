// The scorecard and the calendar feed on a real database: a real eForms call for competition and its change notice
// that moves the deadline, a user's saved tender at a pipeline stage, a compliance report with mandatory
// requirements and the user's marks, and a summary report's dates with their pages.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { validatedAction } from '@/lib/actions';
import {
  calendarFeedFor,
  eventUid,
  hashCalendarToken,
  readCalendarSettings,
  revokeCalendarToken,
  rotateCalendarToken,
  saveAlarmDays,
  tenderCalendarFor,
} from '@/lib/calendar';
import { alarmDaysSchema } from '@/lib/calendar/schema';
import {
  analysisCitations,
  buyers,
  analysisClaims,
  analysisComplianceMarks,
  analysisReports,
  analysisUnlocks,
  getDb,
  profiles,
  savedTenders,
  tenderDocuments,
  tenders,
  type Database,
} from '@/lib/db';
import { saveReport } from '@/lib/analysis/store';
import { importNoticeXml } from '@/lib/ingest/tenders/store';
import { buildScorecard, readBidSettings, saveBidProfile, saveScorecardWeights } from '@/lib/scorecard';
import { bidProfileSchema, scorecardWeightsSchema } from '@/lib/scorecard/schema';
import type { TenderRow } from '@/lib/tenders';

const sdkDir = 'lib/ingest/samples/eforms-sdk-examples';
const call = readFileSync(`${sdkDir}/cn_24_open.xml`, 'utf8');
const change = readFileSync(`${sdkDir}/change-cn_24_open_dates.xml`, 'utf8');
const origin = 'https://tenders.example.org';

let db: Database;
let tenderId = '';

async function tenderRow(): Promise<TenderRow> {
  const [row] = await db.select().from(tenders).where(eq(tenders.id, tenderId));
  const { searchVector: _vector, ...rest } = row!;
  return rest;
}

async function newUser(): Promise<string> {
  const userId = randomUUID();
  await db.insert(profiles).values({ userId, companyName: 'Acme Facility Services' });
  return userId;
}

function eventsOf(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent');
}

function eventByUid(text: string, uid: string) {
  return eventsOf(text).find((event) => event.getFirstPropertyValue('uid') === uid);
}

/** An unlocked analysis of the tender for `userId`: a compliance report with requirements, a summary with dates. */
async function analyse(
  userId: string,
  requirements: { key: string; text: string; obligation: string; page: number; quote: string }[],
  dates: { kind: string; date: string; time: string | null; page: number; quote: string }[],
) {
  await db.insert(analysisUnlocks).values({ userId, tenderId, reference: tenderId });
  const [document] = await db
    .insert(tenderDocuments)
    .values({ tenderId, ownerId: userId, origin: 'uploaded', fileName: 'tender-terms.pdf' })
    .returning({ id: tenderDocuments.id });
  const now = new Date();
  const [compliance, summary] = await db
    .insert(analysisReports)
    .values([
      {
        userId,
        tenderId,
        kind: 'tenderscope_compliance_report',
        status: 'generated',
        mode: 'extractive',
        generatedAt: now,
      },
      {
        userId,
        tenderId,
        kind: 'tenderscope_summary_report',
        status: 'generated',
        mode: 'extractive',
        generatedAt: now,
      },
    ])
    .returning({ id: analysisReports.id });
  const claims = [
    ...requirements.map((requirement, position) => ({
      reportId: compliance!.id,
      section: 'requirements',
      position,
      text: requirement.text,
      status: 'cited' as const,
      data: { key: requirement.key, category: 'technical_professional_ability', obligation: requirement.obligation },
      page: requirement.page,
      quote: requirement.quote,
    })),
    ...dates.map((date, position) => ({
      reportId: summary!.id,
      section: 'dates',
      position,
      text: `${date.kind}: ${date.date}`,
      status: 'cited' as const,
      data: { kind: date.kind, date: date.date, time: date.time },
      page: date.page,
      quote: date.quote,
    })),
  ];
  for (const { page, quote, ...claim } of claims) {
    const [row] = await db.insert(analysisClaims).values(claim).returning({ id: analysisClaims.id });
    await db.insert(analysisCitations).values({ claimId: row!.id, position: 0, documentId: document!.id, page, quote });
  }
}

beforeAll(async () => {
  db = await getDb();
  const outcome = await importNoticeXml(db, call, 'test', { drafts: true });
  if (outcome.status !== 'imported') throw new Error(outcome.status);
  tenderId = outcome.tenderId;
});

describe('the scorecard on a real database', () => {
  it('with nothing known says what is missing on every line and recommends nothing', async () => {
    const userId = await newUser();
    const card = await buildScorecard(userId, await tenderRow(), new Date('2019-11-01T00:00:00Z'));
    const byPart = Object.fromEntries(card.lines.map((line) => [line.part, line]));
    expect(byPart.comply!.score).toBeNull();
    expect(byPart.comply!.summary).toContain('No compliance matrix yet');
    expect(byPart.fit!.score).toBeNull();
    expect(byPart.fit!.missing).toContain('Your profile has no CPV codes, so what you do cannot be compared.');
    expect(byPart.win!.score).toBeNull();
    expect(byPart.win!.missing).toContain('The tender names no buyer known from award notices.');
    // The notice has a deadline: the days left are shown, but without a preparation time they are not scored.
    expect(byPart.time!.score).toBeNull();
    expect(byPart.time!.missing[0]).toContain('Set your preparation time');
    expect(card.total).toBeNull();
    expect(card.recommendation).toBeNull();
  });

  it('with the analysis, marks and profile, shows a not-met knock-out first with its quote and page, and advises no bid', async () => {
    const userId = await newUser();
    await analyse(
      userId,
      [
        {
          key: 'r1',
          text: 'Public liability insurance of GBP 5 million',
          obligation: 'mandatory',
          page: 2,
          quote: 'insurance of £5m',
        },
        {
          key: 'r2',
          text: 'Two references of similar works',
          obligation: 'mandatory',
          page: 3,
          quote: 'two references',
        },
        { key: 'r3', text: 'Social value plan', obligation: 'scored', page: 4, quote: 'social value' },
        { key: 'r4', text: 'Subcontractor list if relying on others', obligation: 'conditional', page: 5, quote: 'if' },
      ],
      [],
    );
    await db.insert(analysisComplianceMarks).values([
      { userId, tenderId, requirementKey: 'r1', status: 'met' },
      { userId, tenderId, requirementKey: 'r2', status: 'not_met' },
    ]);
    const tender = await tenderRow();
    await saveBidProfile(userId, { preparationDays: 10, regions: [tender.countryCode] });
    await db
      .update(profiles)
      .set({ cpvCodes: [tender.cpvCode!] })
      .where(eq(profiles.userId, userId));

    const card = await buildScorecard(userId, tender, new Date('2019-11-01T00:00:00Z'));
    const comply = card.lines.find((line) => line.part === 'comply')!;
    // Scored and conditional requirements are not knock-outs.
    expect(comply.knockOuts!.map((item) => [item.key, item.status])).toEqual([
      ['r2', 'not_met'],
      ['r1', 'met'],
    ]);
    expect(comply.knockOuts![0]!.citation).toMatchObject({
      fileName: 'tender-terms.pdf',
      page: 3,
      quote: 'two references',
    });
    expect(comply.knockOuts![0]!.citation!.href).toMatch(
      new RegExp(`^/tenders/${tenderId}/documents/[0-9a-f-]+\\?page=3&`),
    );
    expect(comply.score).toBe(0);
    const fit = card.lines.find((line) => line.part === 'fit')!;
    expect(fit.findings.map((finding) => finding.score)).toEqual([100, 100]);
    expect(card.lines.find((line) => line.part === 'time')!.score).toBe(100);
    expect(card.recommendation).toBe('no_bid');
    expect(card.reasons[0]).toBe('A knock-out requirement is marked not met: “Two references of similar works”.');
  });

  it('counts the user’s won and lost tenders of the same buyer, and the won values in euro', async () => {
    const userId = await newUser();
    const tender = await tenderRow();
    // The draft import makes no buyer: without one the record is not knowable, and the line says so.
    expect(tender.buyerId).toBeNull();
    const without = (await buildScorecard(userId, tender)).lines.find((line) => line.part === 'win')!;
    expect(without.missing).toContain('The tender names no buyer known from award notices.');

    await db.insert(buyers).values({
      id: 'b000000000000001',
      key: 'id:GB:1',
      name: 'Test Council',
      nameKey: 'test council',
      countryCode: 'GB',
    });
    const withBuyer = { ...tender, buyerId: 'b000000000000001', estimateEuroValue: 280_000 };
    const others = ['ffff000000000001', 'ffff000000000002', 'ffff000000000003'];
    for (const [index, id] of others.entries()) {
      await db
        .insert(tenders)
        .values({ ...withBuyer, id, procedureKey: `other-procedure-${index}`, latestNoticeId: null });
    }
    await db.insert(savedTenders).values([
      { userId, tenderId: others[0]!, stage: 'won', outcomeValue: 300_000, outcomeCurrency: 'EUR' },
      { userId, tenderId: others[1]!, stage: 'lost' },
      // Not in euro: not converted here, so not counted among the won values.
      { userId, tenderId: others[2]!, stage: 'won', outcomeValue: 9_000_000, outcomeCurrency: 'SEK' },
    ]);
    const card = await buildScorecard(userId, withBuyer);
    const win = card.lines.find((line) => line.part === 'win')!;
    expect(win.findings).toContainEqual({ text: 'Your record with this buyer: 2 won, 1 lost.', score: 67 });
    expect(win.sources).toContainEqual({ label: 'Buyer: Test Council', href: '/buyers/b000000000000001' });
    const fit = card.lines.find((line) => line.part === 'fit')!;
    expect(fit.findings.map((finding) => finding.text)).toContain(
      'Its estimate (€280,000) is in line with your typical won value (€300,000, median of 1 win).',
    );
  });
});

describe('the calendar feed', () => {
  it('holds a pursued tender’s deadline from the notice and the documents’ dates with their pages; a corrigendum moves the deadline with a higher SEQUENCE', async () => {
    const userId = await newUser();
    await db.insert(savedTenders).values({ userId, tenderId, stage: 'bidding' });
    await analyse(
      userId,
      [],
      [
        {
          kind: 'questions',
          date: '2019-11-05',
          time: '12:00',
          page: 7,
          quote: 'Clarification questions by 5 November 2019',
        },
        { kind: 'opening', date: '2019-11-16', time: null, page: 8, quote: 'Tenders are opened on 16 November 2019' },
      ],
    );
    const rotated = await rotateCalendarToken(userId);
    if (!rotated.ok) throw new Error(rotated.error);
    const token = rotated.data.token;
    // Only the hash is stored.
    const [stored] = await db
      .select({ hash: profiles.calendarTokenHash })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    expect(stored!.hash).toBe(hashCalendarToken(token));
    expect(stored!.hash).not.toContain(token);

    const before = await tenderRow();
    const feed = (await calendarFeedFor(token, origin))!;
    expect(feed).toContain('\r\nMETHOD:PUBLISH\r\n');
    const submission = eventByUid(feed, eventUid(userId, tenderId, 'submission'))!;
    expect(new ICAL.Event(submission).startDate.toJSDate().getTime()).toBe(before.deadlineDate!.getTime());
    expect(submission.getFirstPropertyValue('sequence')).toBe(0);
    expect(String(submission.getFirstPropertyValue('description'))).toContain('Source: from the notice.');
    expect(String(submission.getFirstPropertyValue('url'))).toBe(`${origin}/tenders/${tenderId}`);
    expect(
      submission.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    ).toEqual(['-P7D', '-P1D']);
    const questions = new ICAL.Event(eventByUid(feed, eventUid(userId, tenderId, 'questions'))!);
    expect(questions.startDate.toString()).toBe('2019-11-05');
    expect(questions.description).toContain('from the tender documents, p. 7 (tender-terms.pdf)');
    expect(new ICAL.Event(eventByUid(feed, eventUid(userId, tenderId, 'opening'))!).startDate.toString()).toBe(
      '2019-11-16',
    );

    // Reading the feed wrote nothing: the same feed again, same stamp, is the same text.
    const stamp = new Date('2026-01-01T00:00:00Z');
    expect(await calendarFeedFor(token, origin, stamp)).toBe(await calendarFeedFor(token, origin, stamp));

    const outcome = await importNoticeXml(db, change, 'test', { drafts: true });
    expect(outcome.status).toMatch(/^(imported|updated)$/);
    const after = await tenderRow();
    expect(after.deadlineDate!.getTime()).not.toBe(before.deadlineDate!.getTime());
    const moved = eventByUid((await calendarFeedFor(token, origin))!, eventUid(userId, tenderId, 'submission'))!;
    expect(new ICAL.Event(moved).startDate.toJSDate().getTime()).toBe(after.deadlineDate!.getTime());
    expect(moved.getFirstPropertyValue('sequence')).toBe(1);

    // The documents read again (new documents came, say) move the questions date: the same event, a higher SEQUENCE.
    const [document] = await db
      .select({ id: tenderDocuments.id })
      .from(tenderDocuments)
      .where(eq(tenderDocuments.ownerId, userId));
    await saveReport(db, {
      userId,
      tenderId,
      kind: 'tenderscope_summary_report',
      mode: 'extractive',
      modelName: null,
      fingerprint: 'second reading',
      stats: {},
      claims: [
        {
          section: 'dates',
          text: 'Questions: 8 November 2019',
          status: 'cited',
          citations: [{ documentId: document!.id, page: 9, quote: 'Questions until 8 November 2019' }],
          data: { kind: 'questions', date: '2019-11-08', time: null },
        },
      ],
    });
    const reread = (await calendarFeedFor(token, origin))!;
    const requestions = eventByUid(reread, eventUid(userId, tenderId, 'questions'))!;
    expect(new ICAL.Event(requestions).startDate.toString()).toBe('2019-11-08');
    expect(requestions.getFirstPropertyValue('sequence')).toBe(2);
    // The opening is no longer in the documents' dates: its event leaves the feed.
    expect(eventByUid(reread, eventUid(userId, tenderId, 'opening'))).toBeUndefined();

    // The per-tender download holds the same event.
    const file = await tenderCalendarFor(userId, after, origin);
    expect(eventByUid(file.body, eventUid(userId, tenderId, 'submission'))!.getFirstPropertyValue('sequence')).toBe(2);
  });

  it('leaves out decided tenders (won, lost, no bid) and uses the user’s reminders', async () => {
    const userId = await newUser();
    await db.insert(savedTenders).values({ userId, tenderId, stage: 'submitted' });
    const saved = await saveAlarmDays(userId, [3, 0]);
    expect(saved).toEqual({ ok: true, data: { alarmDays: [3, 0] } });
    const rotated = await rotateCalendarToken(userId);
    if (!rotated.ok) throw new Error(rotated.error);
    const feed = (await calendarFeedFor(rotated.data.token, origin))!;
    const alarms = eventsOf(feed)[0]!.getAllSubcomponents('valarm');
    expect(alarms.map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-P3D', 'PT0S']);
    expect(alarms.map((alarm) => alarm.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY']);

    await db.update(savedTenders).set({ stage: 'lost' }).where(eq(savedTenders.userId, userId));
    expect(eventsOf((await calendarFeedFor(rotated.data.token, origin))!)).toHaveLength(0);
  });

  it('answers a revoked, rotated-away, unknown or malformed token alike: 404 with the same body', async () => {
    const userId = await newUser();
    const first = await rotateCalendarToken(userId);
    const second = await rotateCalendarToken(userId);
    if (!first.ok || !second.ok) throw new Error('no token');
    expect(await calendarFeedFor(first.data.token, origin)).toBeNull();
    expect(await calendarFeedFor(second.data.token, origin)).not.toBeNull();
    await revokeCalendarToken(userId);
    expect(await readCalendarSettings(userId)).toEqual({ active: false, alarmDays: [7, 1] });

    const route = await import('@/app/api/calendar/[token]/route');
    const get = (token: string) =>
      route.GET(new Request(`http://127.0.0.1/api/calendar/${token}`), {
        params: Promise.resolve({ token }),
      } as never);
    const answers = await Promise.all(
      [`${second.data.token}.ics`, `${'A'.repeat(43)}.ics`, 'not-a-token', `${first.data.token}`].map(async (token) => {
        const response = await get(token);
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]!.status).toBe(404);
  });

  it('serves an active token as text/calendar, private and not indexed', async () => {
    const userId = await newUser();
    const rotated = await rotateCalendarToken(userId);
    if (!rotated.ok) throw new Error(rotated.error);
    const route = await import('@/app/api/calendar/[token]/route');
    const response = await route.GET(new Request(`http://127.0.0.1/api/calendar/${rotated.data.token}.ics`), {
      params: Promise.resolve({ token: `${rotated.data.token}.ics` }),
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect((await response.text()).startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  });
});

describe('settings input', () => {
  it('refuses bad preparation days and regions with clear errors and changes nothing', async () => {
    const userId = await newUser();
    await saveBidProfile(userId, { preparationDays: 12, regions: ['AT'] });
    const action = validatedAction(bidProfileSchema, (input) => saveBidProfile(userId, input));
    const form = new FormData();
    form.set('preparationDays', '-3');
    form.set('regions', 'AT, Wien, 12');
    const result = await action(null, form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors?.preparationDays).toEqual(['Enter a whole number of working days, or leave it empty.']);
    expect(result.fieldErrors?.regions?.[0]).toBe('Not a country or NUTS code: 12. Use codes like AT, AT13 or DE212.');
    // Well-formed but unknown codes pass the form and are refused by the server.
    const unknown = new FormData();
    unknown.set('preparationDays', '15');
    unknown.set('regions', 'AT13, WIEN, XX');
    const refused = await action(null, unknown);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.fieldErrors?.regions).toEqual(['Unknown country or NUTS code: WIEN, XX.']);
    const settings = await readBidSettings(userId);
    expect(settings.preparationDays).toBe(12);
    expect(settings.regions).toEqual(['AT']);
  });

  it('refuses weights out of range or all zero, and keeps the stored ones', async () => {
    const userId = await newUser();
    await saveScorecardWeights(userId, { comply: 50, fit: 20, win: 20, time: 10 });
    const action = validatedAction(scorecardWeightsSchema, (input) => saveScorecardWeights(userId, input));
    const tooHigh = new FormData();
    for (const [part, value] of Object.entries({ comply: '150', fit: '20', win: '20', time: 'x' }))
      tooHigh.set(part, value);
    const first = await action(null, tooHigh);
    expect(first.ok).toBe(false);
    if (!first.ok) {
      expect(first.fieldErrors?.comply).toEqual(['A weight is a whole number from 0 to 100.']);
      expect(first.fieldErrors?.time).toEqual(['A weight is a whole number from 0 to 100.']);
    }
    const zeros = new FormData();
    for (const part of ['comply', 'fit', 'win', 'time']) zeros.set(part, '0');
    const second = await action(null, zeros);
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.fieldErrors?.comply).toEqual(['At least one part needs a weight above 0.']);
    expect((await readBidSettings(userId)).weights).toEqual({ comply: 50, fit: 20, win: 20, time: 10 });
    // The reset stores "none", so the defaults show as defaults.
    await saveScorecardWeights(userId, null);
    expect(await readBidSettings(userId)).toMatchObject({
      defaultWeights: true,
      weights: { comply: 40, fit: 25, win: 20, time: 15 },
    });
  });

  it('refuses reminders beyond 60 days or more than five, and keeps the stored ones', async () => {
    expect(alarmDaysSchema.safeParse({ alarmDays: '7, 90' }).error?.issues[0]?.message).toBe(
      'Reminders are whole days from 0 (on the day) to 60, like “7, 1”.',
    );
    expect(alarmDaysSchema.safeParse({ alarmDays: '1 2 3 4 5 6' }).error?.issues[0]?.message).toBe(
      'At most 5 reminders.',
    );
    expect(alarmDaysSchema.parse({ alarmDays: '1, 7, 7' })).toEqual({ alarmDays: [7, 1] });
    expect(alarmDaysSchema.parse({ alarmDays: '' })).toEqual({ alarmDays: [] });
  });
});
