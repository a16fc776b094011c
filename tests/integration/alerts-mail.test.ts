// Alert mails through a real SMTP server, read back with mailparser (issue 29): a digest's content, its
// List-Unsubscribe headers and one-click unsubscribe; two runs send nothing twice; a change notice of a saved
// tender sends one "what changed" mail.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as oneClick } from '@/app/api/unsubscribe/route';
import { compileAlert } from '@/lib/alerts/compile';
import { runAlerts } from '@/lib/alerts/jobs';
import { queueTenders } from '@/lib/alerts/matcher';
import { insertAlert } from '@/lib/alerts/store';
import { changedTenderIds, markChangesSeen } from '@/lib/alerts/watched';
import { alertMatches, alerts, getDb, profiles, savedTenders, tenderNotices, tenders, type Database } from '@/lib/db';
import { importNoticeXml } from '@/lib/ingest/tenders/store';
import { generateSamples } from '@/lib/ingest/samples/generator';
import { createMailer, type Mailer } from '@/lib/mail';

const today = '2031-03-20';
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const address = 'ada@example.com';
const quiet = { error: () => {}, info: () => {} };

let db: Database;
let userId: string;
let server: SMTPServer;
let mailer: Mailer;
const received: ParsedMail[] = [];

/** A header as it was written on the wire, unfolded. */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

async function run(now: Date) {
  const lookupEmails = async (ids: readonly string[]) =>
    new Map(ids.filter((id) => id === userId).map((id) => [id, address]));
  return runAlerts(db, { now, mailer, lookupEmails, log: quiet });
}

beforeAll(async () => {
  db = await getDb();
  userId = randomUUID();
  await db.insert(profiles).values({ userId });
  const parsing: Promise<void>[] = [];
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      parsing.push(
        simpleParser(stream).then((mail) => {
          received.push(mail);
          callback();
        }, callback),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Tenderscope <alerts@tenderscope.test>',
    dataDir: 'memory://',
  });
});

afterAll(async () => {
  mailer.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('an alert digest', () => {
  // A construction tender whose second lot is architectural design: an alert on design services finds it by the lot.
  const [base, second] = [...generateSamples({ count: 2, seed: 2903, today })];
  const tender = {
    ...base!.tender,
    title: 'Neubau einer Kindertagesstätte',
    titles: { de: 'Neubau einer Kindertagesstätte' },
    languageCode: 'de',
    countryCode: 'AT',
    contractingAuthorityName: 'Stadt Graz',
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
    deadlineDate: new Date('2031-04-03T10:00:00Z'),
    deadlineLocal: '2031-04-03T12:00:00+02:00',
    estimateNativeValue: 1_200_000,
    estimateNativeValueCurrency: 'EUR',
    estimateEuroValue: 1_200_000,
    lotsDetails: [
      { ...base!.tender.lotsDetails![0]!, id: 'LOT-0001', title: 'Baumeisterarbeiten', cpv_code: '45214100' },
      {
        ...base!.tender.lotsDetails![0]!,
        id: 'LOT-0002',
        title: 'Planungsleistungen Architektur',
        cpv_code: '71221000',
      },
    ],
  };
  let alertId: string;
  let digest: ParsedMail;

  beforeAll(async () => {
    const compiled = await compileAlert(db, new URLSearchParams('cpv=71200000&type=all&open=false'));
    if (!compiled.ok) throw new Error(compiled.message);
    const created = await insertAlert(
      db,
      userId,
      { name: 'Architects in Austria', frequency: 'instant', matchLots: true },
      compiled.alert,
      { limit: 10, now: noon('2031-03-01') },
    );
    if (!created.ok) throw new Error('over the limit');
    alertId = created.id;
    await db.insert(tenders).values(tender);
    await queueTenders(db, [tender.id!]);
    const outcome = await run(noon(today));
    expect(outcome.mail).toMatchObject({ sent: 1, failed: [] });
    expect(received).toHaveLength(1);
    digest = received[0]!;
  });

  it('has a text and an HTML part with the tender’s title, buyer, country, deadline, value, lot and link', () => {
    expect(digest.to).toMatchObject({ value: [{ address }] });
    expect(digest.subject).toContain('Architects in Austria');
    for (const part of [digest.text ?? '', digest.html || '']) {
      expect(part).toContain('Neubau einer Kindertagesstätte');
      expect(part).toContain('Stadt Graz');
      expect(part).toContain('Austria');
      expect(part).toContain('3 April 2031');
      expect(part).toContain('13 days left');
      expect(part).toContain('€1,200,000');
      expect(part).toContain('LOT-0002');
      expect(part).toContain(`/tenders/${tender.id}`);
    }
  });

  it('a second run sends nothing again', async () => {
    await queueTenders(db, [tender.id!]);
    const outcome = await run(noon(today));
    expect(outcome.mail).toMatchObject({ sent: 0, failed: [] });
    expect(received).toHaveLength(1);
  });

  it('carries RFC 8058 headers whose one-click POST unsubscribes without a session', async () => {
    expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(header(digest, 'list-unsubscribe') ?? '')![1]!);
    expect(url.pathname).toBe('/api/unsubscribe');
    // The text part's signed link goes to the page that asks first, with the same token.
    expect(digest.text).toContain(`/unsubscribe?token=${url.searchParams.get('token')}`);

    const response = await oneClick(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Architects in Austria');
    const [row] = await db.select({ on: alerts.emailsEnabled }).from(alerts).where(eq(alerts.id, alertId));
    expect(row?.on).toBe(false);

    // The alert still finds tenders, shown in the app, but mails nothing more.
    const other = {
      ...tender,
      id: second!.tender.id!,
      procedureKey: second!.tender.procedureKey,
      title: 'Zubau Volksschule',
    };
    await db.insert(tenders).values(other);
    await queueTenders(db, [other.id]);
    const outcome = await run(noon(today));
    expect(outcome.mail).toMatchObject({ sent: 0 });
    expect(received).toHaveLength(1);
    const matched = await db.select().from(alertMatches).where(eq(alertMatches.alertId, alertId));
    expect(matched.map((m) => m.tenderId).sort()).toEqual([tender.id, other.id].sort());
  });

  it('a forged token is refused with 400 and changes nothing', async () => {
    const response = await oneClick(
      new Request(`http://localhost/api/unsubscribe?token=a${alertId}.${'A'.repeat(43)}`, { method: 'POST' }),
    );
    expect(response.status).toBe(400);
  });
});

describe('a saved tender’s change notice', () => {
  const sdkDir = 'lib/ingest/samples/eforms-sdk-examples';
  const call = readFileSync(join(sdkDir, 'cn_24_open.xml'), 'utf8');
  const change = readFileSync(join(sdkDir, 'change-cn_24_open_dates.xml'), 'utf8');

  it('sends one mail saying what changed, and nothing on the next run', async () => {
    expect((await importNoticeXml(db, call, 'test', { drafts: true })).status).toBe('imported');
    const [notice] = await db.select({ tenderId: tenderNotices.tenderId }).from(tenderNotices);
    const tenderId = notice!.tenderId;
    await db.insert(savedTenders).values({ userId, tenderId, createdAt: new Date(Date.now() - 60_000) });
    const before = received.length;
    await run(new Date());
    expect(received.length).toBe(before);

    expect((await importNoticeXml(db, change, 'test', { drafts: true })).status).toMatch(/imported|updated/);
    const outcome = await run(new Date());
    expect(outcome.match.changes).toBe(1);
    expect(outcome.mail).toMatchObject({ sent: 1, failed: [] });
    expect(received).toHaveLength(before + 1);
    const mail = received.at(-1)!;
    expect(mail.subject).toMatch(/^Changed: /);
    expect(mail.text).toContain(`/tenders/${tenderId}`);
    expect(mail.text).toMatch(/Deadline: from 3 April 2020 12:00 UTC\+01:00 to 12 June 2020 12:00 UTC\+01:00/);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'list-unsubscribe')).toMatch(/^<http:\/\/.+\/api\/unsubscribe\?token=w/);

    await run(new Date());
    expect(received).toHaveLength(before + 1);
  });

  it('marks the saved tender changed in the app until the user has seen its changes', async () => {
    const [notice] = await db.select({ tenderId: tenderNotices.tenderId }).from(tenderNotices);
    const tenderId = notice!.tenderId;
    expect([...(await changedTenderIds(db, userId))]).toEqual([tenderId]);
    expect([...(await changedTenderIds(db, randomUUID()))]).toEqual([]);
    await markChangesSeen(db, userId, tenderId);
    expect([...(await changedTenderIds(db, userId))]).toEqual([]);
  });
});
