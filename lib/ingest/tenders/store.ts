// Writes eForms notices: each notice's row in tender_notices (with its facts and what it changed against the
// notice before it), and its tender rebuilt from every notice of the procedure. Notices are written in batches
// (one transaction, a handful of multi-row statements) because per-statement overhead dominates on PGlite; if a
// batch fails, each notice is retried in its own transaction, so a notice is always written whole or not at all
// and one bad notice never sinks the others.
import { isDeepStrictEqual } from 'node:util';
import { gzipSync } from 'node:zlib';
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { tenderAwards, tenderNotices, tenders, type TenderSource } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { parseEformsNotice, type ParsedNotice, type ParseFailureKind } from '@/lib/ingest/eforms';
import { tenderIdFor, changesInPublicationOrder, type NoticeChanges, type NoticeFacts } from '@/lib/tenders/jobs';
import { syncAwardLots, type TenderLots } from '@/lib/ingest/awards/sync';
import { refreshBuyers, syncBuyers } from '@/lib/ingest/buyers/sync';
import { syncCompanyWins, type TenderWinners } from '@/lib/ingest/companies/sync';
import { noticeFactsOf, parseStoredNotice, syncNoticeChanges } from './notice-changes';
import { buildTenderRecord, procedureKeyOf } from './record';

export type ImportStatus = 'imported' | 'updated' | 'unchanged' | 'skipped' | 'failed';

export type ImportOutcome =
  | {
      readonly status: 'imported' | 'updated' | 'unchanged';
      readonly tenderId: string;
      readonly publicationNumber: string | null;
    }
  /** The notice is broken or out of scope (kind says which); nothing was written. */
  | { readonly status: 'skipped'; readonly reason: string; readonly kind: ParseFailureKind }
  /** The database refused the notice; nothing of it was written. */
  | { readonly status: 'failed'; readonly reason: string };

/** A notice ready to store: parsed, with its XML gzipped (both CPU work that can happen off the main thread). */
export interface PreparedNotice {
  readonly notice: ParsedNotice;
  readonly xmlGzip: Buffer;
  /** Where the XML came from (file path or URL), kept with the notice. */
  readonly origin: string | null;
  readonly source: Extract<TenderSource, 'ted' | 'draft'>;
}

export interface PrepareOptions {
  /**
   * The notices are drafts or examples, not TED publications, whatever they claim: kept apart from published
   * procedures, without publication number or TED link, and shown as sample data.
   */
  readonly drafts?: boolean;
}

export type PreparedResult =
  | { readonly ok: true; readonly prepared: PreparedNotice }
  | { readonly ok: false; readonly reason: string; readonly kind: ParseFailureKind };

/** Parses and compresses one notice; never throws for bad input. */
export function prepareNotice(xml: string, origin: string | null, options: PrepareOptions = {}): PreparedResult {
  const parsed = parseEformsNotice(xml);
  if (!parsed.ok) return parsed;
  const notice = options.drafts ? { ...parsed.notice, publicationNumber: null, url: null } : parsed.notice;
  return { ok: true, prepared: { notice, xmlGzip: gzipSync(xml, { level: 4 }), origin, source: sourceOf(notice) } };
}

/**
 * A notice TED published carries its publication number; one without is a draft (the eForms SDK examples are
 * such drafts), kept apart from published procedures and shown as sample data.
 */
export function sourceOf(notice: ParsedNotice): Extract<TenderSource, 'ted' | 'draft'> {
  return notice.publicationNumber === null ? 'draft' : 'ted';
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

/** A notice already stored for a tender this batch writes, with what is stored of its changes. */
interface KeptNotice {
  rowId: number;
  tenderId: string;
  notice: ParsedNotice;
  facts: unknown;
  changes: unknown;
  changeReasonCode: string | null;
}

function orderKeyOf(notice: ParsedNotice) {
  const { publishDate, noticeVersion, publicationNumber, noticeId } = notice;
  return { publishDate, noticeVersion: noticeVersion ?? '', publicationNumber, noticeId };
}

/** Writes the facts and changes of stored notices where they differ from what was just computed. */
async function updateKeptNotices(
  tx: Transaction,
  keptNotices: readonly KeptNotice[],
  factsOf: ReadonlyMap<PreparedNotice | KeptNotice, NoticeFacts>,
  changesOf: ReadonlyMap<PreparedNotice | KeptNotice, NoticeChanges | null>,
): Promise<void> {
  for (const k of keptNotices) {
    const facts = factsOf.get(k);
    if (facts === undefined) continue; // its tender is not written by this batch
    const changes = changesOf.get(k) ?? null;
    const changeReasonCode = k.notice.changeReasonCode;
    if (
      isDeepStrictEqual(k.facts, facts) &&
      isDeepStrictEqual(k.changes, changes) &&
      k.changeReasonCode === changeReasonCode
    )
      continue;
    await tx.update(tenderNotices).set({ facts, changes, changeReasonCode }).where(eq(tenderNotices.id, k.rowId));
  }
}

interface StoredNotice {
  rowId: number;
  tenderId: string;
  publicationNumber: string | null;
  noticeId: string;
  noticeVersion: string;
  contentHash: string;
}

function identityKey(noticeId: string, version: string): string {
  return `${noticeId}\u0000${version}`;
}

/** Stored notices that are the same notice as one of these: same publication number, or same id and version. */
async function findStored(db: Executor, notices: readonly ParsedNotice[]): Promise<StoredNotice[]> {
  const publicationNumbers = notices.map((n) => n.publicationNumber).filter((p): p is string => p !== null);
  const noticeIds = [...new Set(notices.map((n) => n.noticeId))];
  const columns = {
    rowId: tenderNotices.id,
    tenderId: tenderNotices.tenderId,
    publicationNumber: tenderNotices.publicationNumber,
    noticeId: tenderNotices.noticeId,
    noticeVersion: tenderNotices.noticeVersion,
    contentHash: tenderNotices.contentHash,
  };
  const byId = await db.select(columns).from(tenderNotices).where(inArray(tenderNotices.noticeId, noticeIds));
  const byNumber =
    publicationNumbers.length > 0
      ? await db.select(columns).from(tenderNotices).where(inArray(tenderNotices.publicationNumber, publicationNumbers))
      : [];
  const unique = new Map<number, StoredNotice>();
  for (const row of [...byId, ...byNumber]) unique.set(row.rowId, row);
  return [...unique.values()];
}

function matchStored(notice: ParsedNotice, stored: readonly StoredNotice[]): StoredNotice | undefined {
  const key = identityKey(notice.noticeId, notice.noticeVersion ?? '');
  return stored.find(
    (s) =>
      (notice.publicationNumber !== null && s.publicationNumber === notice.publicationNumber) ||
      identityKey(s.noticeId, s.noticeVersion) === key,
  );
}

function isUnchanged(p: PreparedNotice, stored: StoredNotice | undefined): boolean {
  return stored !== undefined && stored.contentHash === p.notice.contentHash && stored.tenderId === tenderIdOf(p);
}

function tenderIdOf(p: PreparedNotice): string {
  return tenderIdFor(p.source, procedureKeyOf(p.notice));
}

/** Parses and stores one notice. Bad input is a 'skipped' outcome with the reason, never an exception. */
export async function importNoticeXml(
  db: Database,
  xml: string,
  origin: string | null,
  options: PrepareOptions = {},
): Promise<ImportOutcome> {
  const prepared = prepareNotice(xml, origin, options);
  if (!prepared.ok) return { status: 'skipped', reason: prepared.reason, kind: prepared.kind };
  const [outcome] = await importPreparedNotices(db, [prepared.prepared]);
  return outcome!;
}

/** Stores a batch of prepared notices; returns one outcome per notice, in order. */
export async function importPreparedNotices(db: Database, batch: readonly PreparedNotice[]): Promise<ImportOutcome[]> {
  if (batch.length === 0) return [];
  // The common case of a re-run: every notice already stored with the same content. Answer without a transaction.
  const stored = await findStored(
    db,
    batch.map((p) => p.notice),
  );
  const pending = batch.filter((p) => !isUnchanged(p, matchStored(p.notice, stored)));
  const outcomes = new Map<PreparedNotice, ImportOutcome>();
  for (const p of batch) {
    if (!pending.includes(p)) outcomes.set(p, unchanged(p));
  }
  if (pending.length > 0) {
    try {
      for (const [p, outcome] of await db.transaction((tx) => writeBatch(tx, pending))) outcomes.set(p, outcome);
    } catch {
      // Find the culprit: each notice on its own, in its own transaction.
      for (const p of pending) {
        try {
          const [written] = await db.transaction((tx) => writeBatch(tx, [p]));
          outcomes.set(p, written![1]);
        } catch (error) {
          outcomes.set(p, { status: 'failed', reason: error instanceof Error ? error.message : String(error) });
        }
      }
    }
  }
  return batch.map((p) => outcomes.get(p)!);
}

function unchanged(p: PreparedNotice): ImportOutcome {
  return { status: 'unchanged', tenderId: tenderIdOf(p), publicationNumber: p.notice.publicationNumber };
}

/**
 * Locks these tenders until the transaction ends. Notices of one procedure may arrive from two processes at
 * once: each rebuild must see the other's notice. Locks are taken in id order, so two writers never wait on
 * each other in a cycle.
 */
export async function lockTenders(tx: Transaction, tenderIds: readonly string[]): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('tenderscope:tender:' || t)) from unnest(array[${sql.join(
      tenderIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) as t order by t`,
  );
}

/** The notices already stored for tenders that exist, by tender, minus those the batch replaces. */
async function readKeptNotices(
  tx: Transaction,
  existingTenders: ReadonlySet<string>,
  replaced: ReadonlySet<number>,
): Promise<Map<string, KeptNotice[]>> {
  const kept = new Map<string, KeptNotice[]>();
  if (existingTenders.size === 0) return kept;
  const rows = await tx
    .select({
      rowId: tenderNotices.id,
      tenderId: tenderNotices.tenderId,
      xmlGzip: tenderNotices.xmlGzip,
      facts: tenderNotices.facts,
      changes: tenderNotices.changes,
      changeReasonCode: tenderNotices.changeReasonCode,
    })
    .from(tenderNotices)
    .where(inArray(tenderNotices.tenderId, [...existingTenders]));
  for (const { xmlGzip, ...row } of rows) {
    if (replaced.has(row.rowId)) continue;
    kept.set(row.tenderId, [...(kept.get(row.tenderId) ?? []), { ...row, notice: parseStoredNotice(xmlGzip) }]);
  }
  return kept;
}

/**
 * Each tender of the batch rebuilt from its kept and incoming notices: its row, its awards and winners, and every
 * notice's facts and its changes against the one published before it (a notice older than those stored changes
 * its successor's comparison too).
 */
function buildTenders(incoming: ReadonlyMap<string, PreparedNotice[]>, kept: ReadonlyMap<string, KeptNotice[]>) {
  const tenderRows = [];
  const awardRows = [];
  const winners: TenderWinners[] = [];
  const lotResults: TenderLots[] = [];
  const changesOf = new Map<PreparedNotice | KeptNotice, NoticeChanges | null>();
  const factsOf = new Map<PreparedNotice | KeptNotice, NoticeFacts>();
  for (const [tenderId, newNotices] of incoming) {
    const keptNotices = kept.get(tenderId) ?? [];
    const built = buildTenderRecord([...keptNotices.map((k) => k.notice), ...newNotices.map((p) => p.notice)]);
    winners.push({ tenderId, winners: built.winners });
    lotResults.push({ tenderId, lots: built.lots });
    const all = [...keptNotices, ...newNotices];
    for (const n of all) factsOf.set(n, noticeFactsOf(n.notice));
    const ordered = all.map((n) => ({ ...orderKeyOf(n.notice), facts: factsOf.get(n)!, n }));
    for (const [{ n }, changes] of changesInPublicationOrder(ordered)) changesOf.set(n, changes);
    const { source, notice } = newNotices[0]!;
    tenderRows.push({
      id: tenderId,
      source,
      procedureKey: procedureKeyOf(notice),
      isSample: source === 'draft',
      ...built.tender,
    });
    awardRows.push(...built.awards.map((award) => ({ ...award, tenderId })));
  }
  return { tenderRows, awardRows, winners, lotResults, changesOf, factsOf };
}

/** A prepared notice's own columns in tender_notices (its facts and changes come from buildTenders). */
function noticeColumns(p: PreparedNotice) {
  return {
    tenderId: tenderIdOf(p),
    publicationNumber: p.notice.publicationNumber,
    noticeId: p.notice.noticeId,
    noticeVersion: p.notice.noticeVersion ?? '',
    noticeType: p.notice.noticeType,
    noticeSubtype: p.notice.noticeSubtype,
    formType: p.notice.formType,
    publishDate: p.notice.publishDate,
    changesNoticeId: p.notice.changesNoticeId,
    url: p.notice.url,
    origin: p.origin,
    xmlGzip: p.xmlGzip,
    contentHash: p.notice.contentHash,
    changeReasonCode: p.notice.changeReasonCode,
  };
}

async function writeBatch(
  tx: Transaction,
  batch: readonly PreparedNotice[],
): Promise<[PreparedNotice, ImportOutcome][]> {
  // The last copy of a notice in the batch wins, as if the copies had been imported one after the other.
  const byIdentity = new Map<string, PreparedNotice>();
  for (const p of batch)
    byIdentity.set(p.notice.publicationNumber ?? identityKey(p.notice.noticeId, p.notice.noticeVersion ?? ''), p);
  const notices = [...byIdentity.values()];
  const tenderIds = [...new Set(notices.map(tenderIdOf))].sort();

  await lockTenders(tx, tenderIds);

  // Re-read under the locks: another process may have written some of these meanwhile.
  const stored = await findStored(
    tx,
    notices.map((p) => p.notice),
  );
  const toWrite = notices.filter((p) => !isUnchanged(p, matchStored(p.notice, stored)));
  const replaced = new Set<number>();
  const previousTenders = new Set<string>();
  for (const p of toWrite) {
    const previous = matchStored(p.notice, stored);
    if (previous) {
      replaced.add(previous.rowId);
      if (previous.tenderId !== tenderIdOf(p)) previousTenders.add(previous.tenderId);
    }
  }

  const existingTenders = new Set(
    (await tx.select({ id: tenders.id }).from(tenders).where(inArray(tenders.id, tenderIds))).map((r) => r.id),
  );
  const kept = await readKeptNotices(tx, existingTenders, replaced);
  if (replaced.size > 0) await tx.delete(tenderNotices).where(inArray(tenderNotices.id, [...replaced]));

  const incoming = new Map<string, PreparedNotice[]>();
  for (const p of toWrite) {
    const id = tenderIdOf(p);
    incoming.set(id, [...(incoming.get(id) ?? []), p]);
  }

  const { tenderRows, awardRows, winners, lotResults, changesOf, factsOf } = buildTenders(incoming, kept);
  if (tenderRows.length > 0) {
    await tx
      .insert(tenders)
      .values(tenderRows)
      .onConflictDoUpdate({ target: tenders.id, set: updateFromExcluded(Object.keys(tenderRows[0]!)) });
    await tx.delete(tenderAwards).where(inArray(tenderAwards.tenderId, [...incoming.keys()]));
    if (awardRows.length > 0) await tx.insert(tenderAwards).values(awardRows);
    await syncBuyers(tx, [...incoming.keys()]);
    await syncCompanyWins(tx, winners);
    await syncAwardLots(tx, lotResults);
    await tx
      .insert(tenderNotices)
      .values(toWrite.map((p) => ({ ...noticeColumns(p), facts: factsOf.get(p), changes: changesOf.get(p) ?? null })));
    await updateKeptNotices(tx, [...kept.values()].flat(), factsOf, changesOf);
  }
  // A corrected notice that now names another procedure leaves its old tender behind: rebuild or drop it.
  for (const tenderId of previousTenders) await rebuildTender(tx, tenderId);
  await syncNoticeChanges(tx, [...previousTenders]);

  // A notice that creates its tender is 'imported'; one that adds to or changes an existing tender 'updated'.
  const written = new Set(toWrite);
  const seen = new Set(existingTenders);
  return batch.map((p) => {
    const winner = byIdentity.get(
      p.notice.publicationNumber ?? identityKey(p.notice.noticeId, p.notice.noticeVersion ?? ''),
    )!;
    if (!written.has(winner)) return [p, unchanged(p)];
    const tenderId = tenderIdOf(p);
    const status = seen.has(tenderId) ? 'updated' : 'imported';
    seen.add(tenderId);
    return [p, { status, tenderId, publicationNumber: p.notice.publicationNumber }];
  });
}

/** On conflict, every column the importer wrote takes the new value; source, visibility and created_at stay. */
function updateFromExcluded(written: readonly string[]) {
  const columns = getTableColumns(tenders);
  const keep = new Set(['id', 'source', 'procedureKey', 'isSample']);
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const key of written) {
    const column = columns[key as keyof typeof columns];
    if (column && !keep.has(key)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Recomputes a tender from the notices it still has, or deletes it when none are left. */
export async function rebuildTender(tx: Transaction, tenderId: string): Promise<void> {
  const rows = await tx
    .select({ xmlGzip: tenderNotices.xmlGzip })
    .from(tenderNotices)
    .where(sql`${tenderNotices.tenderId} = ${tenderId}`);
  if (rows.length === 0) {
    // Its companies lose these wins first (a company left without wins goes too).
    await syncCompanyWins(tx, [{ tenderId, winners: [] }]);
    await syncAwardLots(tx, [{ tenderId, lots: [] }]);
    const [gone] = await tx
      .delete(tenders)
      .where(sql`${tenders.id} = ${tenderId}`)
      .returning({ buyerId: tenders.buyerId });
    if (gone?.buyerId) await refreshBuyers(tx, [gone.buyerId]);
    return;
  }
  const { tender, awards, winners, lots } = buildTenderRecord(rows.map((r) => parseStoredNotice(r.xmlGzip)));
  await tx
    .update(tenders)
    .set({ ...tender, updatedAt: sql`now()` })
    .where(sql`${tenders.id} = ${tenderId}`);
  await syncBuyers(tx, [tenderId]);
  await tx.delete(tenderAwards).where(sql`${tenderAwards.tenderId} = ${tenderId}`);
  if (awards.length > 0) await tx.insert(tenderAwards).values(awards.map((award) => ({ ...award, tenderId })));
  await syncCompanyWins(tx, [{ tenderId, winners }]);
  await syncAwardLots(tx, [{ tenderId, lots }]);
}
