// The bid pipeline (issue 40): stage moves with their validation (a refused input changes nothing), the event each
// move writes, notes and due dates, the table's filters and order, the CSV's quoting, and the changes of a pursued
// tender (a change notice moving the deadline) written as events the card shows until acknowledged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, pipelineEvents, profiles, savedTenders, tenders, webhookDeliveries, type Database } from '@/lib/db';
import { generateSamples } from '@/lib/ingest/samples/generator';
import { csvField, pipelineCsv } from '@/lib/pipeline/csv';
import { moveStageSchema, updateCardSchema } from '@/lib/pipeline/schema';
import {
  acknowledgeChanges,
  listPipeline,
  listPipelineEvents,
  moveStage,
  notInPipelineMessage,
  updateCard,
} from '@/lib/pipeline/store';
import { defaultPipelineQuery, parsePipelineQuery, type PipelineQuery } from '@/lib/pipeline/views';
import { saveTender } from '@/lib/tenders/saved';
import { tenderIdFor } from '@/lib/tenders/ids';

const day = 86_400_000;
const now = new Date();
const ada = '00000000-0000-4000-8000-00000000a0a0';
const bob = '00000000-0000-4000-8000-00000000b0b0';
const samples = [...generateSamples({ count: 4, seed: 4040, today: now.toISOString().slice(0, 10) })];
const ids = samples.map((sample) => sample.tender.id!);
let db: Database;

const titles = [
  'Road salt for the winter service',
  '=HYPERLINK("http://evil.example")',
  'Bridge, "north" span',
  'Schools',
];
const buyers = ['City of Graz', 'Land Tirol', 'City of Linz', null];

beforeAll(async () => {
  db = await getDb();
  await db.insert(profiles).values([{ userId: ada }, { userId: bob }]);
  await db.insert(tenders).values(
    samples.map((sample, index) => ({
      ...sample.tender,
      title: titles[index]!,
      titles: { en: titles[index]! },
      contractingAuthorityName: buyers[index] ?? null,
      status: 'open' as const,
      visibility: 'public' as const,
      deadlineDate: new Date(now.getTime() + (index + 1) * 10 * day),
    })),
  );
  for (const id of ids) expect(await saveTender(db, ada, id)).toBe(true);
}, 60_000);

async function savedRow(tenderId: string, userId = ada) {
  const [row] = await db
    .select()
    .from(savedTenders)
    .where(and(eq(savedTenders.userId, userId), eq(savedTenders.tenderId, tenderId)));
  return row!;
}

function move(input: Record<string, string>) {
  const parsed = moveStageSchema.safeParse(input);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

describe('stage moves', () => {
  it('puts a newly saved tender in watching', async () => {
    const row = await savedRow(ids[0]!);
    expect(row.stage).toBe('watching');
    expect(await listPipelineEvents(db, ada, ids[0]!)).toEqual([]);
  });

  it('moves a tender to qualifying and writes the move down as an event', async () => {
    const result = await moveStage(db, ada, move({ tenderId: ids[0]!, stage: 'qualifying' }), now);
    expect(result).toEqual({ ok: true, data: { stage: 'qualifying', moved: true } });
    expect((await savedRow(ids[0]!)).stage).toBe('qualifying');
    const events = await listPipelineEvents(db, ada, ids[0]!);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'stage', fromStage: 'watching', toStage: 'qualifying', seen: true });
  });

  it('refuses no bid without a reason, with a message on the field, and changes nothing', async () => {
    const parsed = moveStageSchema.safeParse({ tenderId: ids[1]!, stage: 'no_bid', reason: '  ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toContainEqual(
      expect.objectContaining({ path: ['reason'], message: 'Say why you decided not to bid.' }),
    );
    expect((await savedRow(ids[1]!)).stage).toBe('watching');
    expect(await listPipelineEvents(db, ada, ids[1]!)).toEqual([]);
  });

  it('refuses an unknown stage, an award value that is no number, and a value without currency', () => {
    expect(moveStageSchema.safeParse({ tenderId: ids[1]!, stage: 'archived' }).success).toBe(false);
    const notANumber = moveStageSchema.safeParse({ tenderId: ids[1]!, stage: 'won', outcomeValue: 'lots' });
    expect(notANumber.error?.issues[0]?.message).toBe('Enter the award value as a number, e.g. 1250000.');
    const noCurrency = moveStageSchema.safeParse({ tenderId: ids[1]!, stage: 'won', outcomeValue: '100' });
    expect(noCurrency.error?.issues[0]?.path).toEqual(['outcomeCurrency']);
  });

  it('keeps the reason of a no bid', async () => {
    await moveStage(db, ada, move({ tenderId: ids[1]!, stage: 'no_bid', reason: 'Outside our region' }), now);
    const row = await savedRow(ids[1]!);
    expect(row).toMatchObject({ stage: 'no_bid', stageReason: 'Outside our region' });
    expect((await listPipelineEvents(db, ada, ids[1]!))[0]?.detail).toEqual({ reason: 'Outside our region' });
  });

  it('keeps the award value, currency and winner of a won or lost tender, and clears them when moved back', async () => {
    const input = move({
      tenderId: ids[2]!,
      stage: 'lost',
      outcomeValue: '1 250 000,50',
      outcomeCurrency: 'eur',
      outcomeWinner: 'Bau AG',
    });
    await moveStage(db, ada, input, now);
    expect(await savedRow(ids[2]!)).toMatchObject({
      stage: 'lost',
      outcomeValue: 1250000.5,
      outcomeCurrency: 'EUR',
      outcomeWinner: 'Bau AG',
    });
    await moveStage(db, ada, move({ tenderId: ids[2]!, stage: 'bidding' }), now);
    expect(await savedRow(ids[2]!)).toMatchObject({
      stage: 'bidding',
      outcomeValue: null,
      outcomeWinner: null,
      stageReason: null,
    });
    const stages = (await listPipelineEvents(db, ada, ids[2]!)).map((event) => event.toStage);
    expect(stages.sort()).toEqual(['bidding', 'lost']);
  });

  it('answers a tender the user did not save with a clear error, writing nothing', async () => {
    const result = await moveStage(db, bob, move({ tenderId: ids[0]!, stage: 'bidding' }), now);
    expect(result).toEqual({ ok: false, error: notInPipelineMessage });
    expect(await listPipelineEvents(db, bob, ids[0]!)).toEqual([]);
    expect((await savedRow(ids[0]!)).stage).toBe('qualifying');
  });

  it('orders cards within a column by the index they were dropped at, without an event', async () => {
    await moveStage(db, ada, move({ tenderId: ids[3]!, stage: 'qualifying' }), now);
    const before = (await listPipelineEvents(db, ada, ids[3]!)).length;
    await moveStage(db, ada, move({ tenderId: ids[3]!, stage: 'qualifying', index: '0' }), now);
    const column = await listPipeline(db, ada, { ...defaultPipelineQuery, stages: ['qualifying'], sort: 'stage' });
    expect(column.map((item) => item.tenderId)).toEqual([ids[3], ids[0]]);
    expect(await listPipelineEvents(db, ada, ids[3]!)).toHaveLength(before);
  });
});

describe('notes and due dates', () => {
  it('saves a note and a due date, and refuses a date that is no date', async () => {
    const input = updateCardSchema.parse({ tenderId: ids[0]!, note: 'Call the buyer', nextDueOn: '2030-01-15' });
    expect(await updateCard(db, ada, input)).toEqual({
      ok: true,
      data: { note: 'Call the buyer', nextDueOn: '2030-01-15' },
    });
    const bad = updateCardSchema.safeParse({ tenderId: ids[0]!, nextDueOn: '15.01.2030' });
    expect(bad.error?.issues[0]?.message).toBe('Enter the due date as a date, e.g. 2026-12-31.');
    expect((await savedRow(ids[0]!)).nextDueOn).toBe('2030-01-15');
    expect(await updateCard(db, bob, input)).toEqual({ ok: false, error: notInPipelineMessage });
  });
});

describe('the table', () => {
  const query = (params: Record<string, string>): PipelineQuery => parsePipelineQuery(new URLSearchParams(params));

  it('filters by stage, by words of the title or buyer, and by buyer', async () => {
    const bidding = await listPipeline(db, ada, query({ stage: 'bidding' }));
    expect(bidding.map((item) => item.tenderId)).toEqual([ids[2]]);
    const graz = await listPipeline(db, ada, query({ buyer: 'graz' }));
    expect(graz.map((item) => item.title)).toEqual(['Road salt for the winter service']);
    const words = await listPipeline(db, ada, query({ q: 'bridge' }));
    expect(words.map((item) => item.tenderId)).toEqual([ids[2]]);
    // A LIKE wildcard typed by the user is a plain character.
    expect(await listPipeline(db, ada, query({ q: '%' }))).toEqual([]);
  });

  it('sorts by deadline either way and by due date with the undated last', async () => {
    const asc = await listPipeline(db, ada, query({ sort: 'deadline' }));
    expect(asc.map((item) => item.tenderId)).toEqual(ids);
    const desc = await listPipeline(db, ada, query({ sort: 'deadline', dir: 'desc' }));
    expect(desc.map((item) => item.tenderId)).toEqual([...ids].reverse());
    const due = await listPipeline(db, ada, query({ sort: 'due' }));
    expect(due[0]?.tenderId).toBe(ids[0]);
    expect(await listPipeline(db, ada, query({ due: 'none' }))).toHaveLength(3);
  });

  it('falls back to defaults for parameters it does not know', () => {
    expect(parsePipelineQuery(new URLSearchParams('view=grid&sort=price&stage=archived&dir=up'))).toEqual(
      defaultPipelineQuery,
    );
  });
});

describe('the CSV', () => {
  it('quotes per RFC 4180 and makes formula-looking cells plain text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+43 1 234')).toBe("'+43 1 234");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-2)).toBe('-2');
    expect(csvField(null)).toBe('');
  });

  it('writes a header and one CRLF line per pursued tender, filtered as the table', async () => {
    const items = await listPipeline(db, ada, parsePipelineQuery(new URLSearchParams('sort=deadline')));
    const csv = pipelineCsv(items);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Tender ID,Title,Buyer,Country,Deadline,Stage,Stage changed,No-bid reason,Next due,Note,Award value,Award currency,Winner,Award notice,Saved',
    );
    expect(lines).toHaveLength(items.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines[2]).toContain(`${ids[1]},"'=HYPERLINK(""http://evil.example"")",Land Tirol,`);
    expect(lines[2]).toContain(',No bid,');
    expect(lines[3]).toContain('"Bridge, ""north"" span"');
  });
});

describe('changes of a pursued tender', () => {
  const sdkDir = 'lib/ingest/samples/eforms-sdk-examples';
  /** The SDK's cn_24_open and its change notice (deadline 3 April → 12 June 2020). */
  const changedId = tenderIdFor('draft', '31f258b6-5eb2-4875-8997-affa3cdce27c');

  it('shows a moved deadline and the corrigendum on the card until acknowledged, and only to who pursues it', async () => {
    const { importNoticeXml } = await import('@/lib/ingest/tenders/store');
    const { matchNewNotices } = await import('@/lib/alerts/matcher');
    const read = (name: string) => readFileSync(join(sdkDir, name), 'utf8');
    expect((await importNoticeXml(db, read('cn_24_open.xml'), 'test', { drafts: true })).status).toBe('imported');
    await matchNewNotices(db, { now: new Date() });
    await db.insert(savedTenders).values({ userId: ada, tenderId: changedId, stage: 'bidding' });
    await importNoticeXml(db, read('change-cn_24_open_dates.xml'), 'test', { drafts: true });
    const run = await matchNewNotices(db, { now: new Date() });
    expect(run.deadlineEvents).toHaveLength(1);

    const [item] = await listPipeline(db, ada, { ...defaultPipelineQuery, stages: ['bidding'], q: '' }).then((items) =>
      items.filter((entry) => entry.tenderId === changedId),
    );
    const texts = item!.changes.map((change) => change.text);
    expect(texts).toContain('Deadline moved from 3 April 2020 to 12 June 2020');
    expect(item!.changes.map((change) => change.kind).sort()).toEqual(['corrigendum', 'deadline']);
    expect(await listPipelineEvents(db, bob, changedId)).toEqual([]);

    // A later run over the same notice writes nothing twice.
    await matchNewNotices(db, { now: new Date() });
    expect((await listPipelineEvents(db, ada, changedId)).filter((event) => event.kind === 'deadline')).toHaveLength(1);

    expect(await acknowledgeChanges(db, ada, changedId)).toBe(2);
    const [after] = (await listPipeline(db, ada, defaultPipelineQuery)).filter((entry) => entry.tenderId === changedId);
    expect(after!.changes).toEqual([]);
    const events = await db.select().from(pipelineEvents).where(eq(pipelineEvents.tenderId, changedId));
    expect(events.every((event) => event.seen)).toBe(true);
    // No webhook set up: nothing to deliver.
    expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, ada))).toEqual([]);
  });

  it('links the award notice of the same procedure when it is imported, and says so on the card', async () => {
    const { importNoticeXml } = await import('@/lib/ingest/tenders/store');
    const { matchNewNotices } = await import('@/lib/alerts/matcher');
    // The SDK's minimal result notice, made a later notice of the same procedure.
    const award = readFileSync(join(sdkDir, 'can_24_minimal.xml'), 'utf8')
      .replace('022d0ef9-6338-42d9-afa4-a87709128061', '31f258b6-5eb2-4875-8997-affa3cdce27c')
      .replace('<cbc:IssueDate>2019-10-23+01:00', '<cbc:IssueDate>2020-07-01+01:00');
    // The procedure's tender is updated with its new notice.
    expect((await importNoticeXml(db, award, 'test', { drafts: true })).status).toBe('updated');
    await matchNewNotices(db, { now: new Date() });
    const [item] = (await listPipeline(db, ada, defaultPipelineQuery)).filter((entry) => entry.tenderId === changedId);
    expect(item!.awardTenderId).toBe(changedId);
    expect(item!.changes.map((change) => change.kind)).toContain('award');
    expect(item!.changes.find((change) => change.kind === 'award')!.text).toMatch(/^Award notice published/);
  });
});
