// The analysis tables: unlocks, reports with their claims and citations, the user's marks of requirements, and
// chat messages. Functions take the database; the front door (index.ts) finds it and the user.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Claim } from '@/lib/ai';
import {
  analysisChatMessages,
  analysisCitations,
  analysisClaims,
  analysisComplianceMarks,
  analysisReports,
  analysisUnlocks,
  tenderDocuments,
  tenders,
  type AnalysisMode,
  type AnalysisReportKind,
  type ComplianceStatus,
  type Database,
} from '@/lib/db';

export type UnlockRow = typeof analysisUnlocks.$inferSelect;
export type ReportRow = typeof analysisReports.$inferSelect;
export type ChatMessageRow = typeof analysisChatMessages.$inferSelect;

export const reportKinds = {
  summary: 'tenderscope_summary_report',
  compliance: 'tenderscope_compliance_report',
} as const satisfies Record<string, AnalysisReportKind>;

export async function getUnlock(db: Database, userId: string, tenderId: string): Promise<UnlockRow | null> {
  const [row] = await db
    .select()
    .from(analysisUnlocks)
    .where(and(eq(analysisUnlocks.userId, userId), eq(analysisUnlocks.tenderId, tenderId)));
  return row ?? null;
}

/**
 * Records attempt `attempt` of an unlock as active: a first unlock, or one after a refund. A concurrent request
 * of the same attempt changes nothing; an older attempt never replaces a newer one.
 */
export async function recordUnlock(
  db: Database,
  input: { userId: string; tenderId: string; attempt: number; reference: string },
): Promise<void> {
  await db
    .insert(analysisUnlocks)
    .values({ ...input, status: 'active' })
    .onConflictDoUpdate({
      target: [analysisUnlocks.userId, analysisUnlocks.tenderId],
      set: {
        attempt: input.attempt,
        reference: input.reference,
        status: 'active',
        refundReason: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${analysisUnlocks.status} = 'refunded' and ${analysisUnlocks.attempt} < ${input.attempt}`,
    });
}

/** Marks an unlock refunded (locked again) if it is still the attempt that failed; true when this call did it. */
export async function markRefunded(
  db: Database,
  input: { userId: string; tenderId: string; reference: string; reason: string },
): Promise<boolean> {
  const rows = await db
    .update(analysisUnlocks)
    .set({ status: 'refunded', refundReason: input.reason.slice(0, 500), updatedAt: sql`now()` })
    .where(
      and(
        eq(analysisUnlocks.userId, input.userId),
        eq(analysisUnlocks.tenderId, input.tenderId),
        eq(analysisUnlocks.reference, input.reference),
        eq(analysisUnlocks.status, 'active'),
      ),
    )
    .returning({ userId: analysisUnlocks.userId });
  return rows.length > 0;
}

export async function listReports(db: Database, userId: string, tenderId: string): Promise<ReportRow[]> {
  return db
    .select()
    .from(analysisReports)
    .where(and(eq(analysisReports.userId, userId), eq(analysisReports.tenderId, tenderId)));
}

/**
 * Both reports' rows exist and are pending (a new unlock, or a regeneration): generated content stays until replaced.
 */
export async function markReportsPending(
  db: Database,
  userId: string,
  tenderId: string,
  kinds: readonly AnalysisReportKind[],
): Promise<void> {
  for (const kind of kinds) {
    await db
      .insert(analysisReports)
      .values({ userId, tenderId, kind, status: 'pending' })
      .onConflictDoUpdate({
        target: [analysisReports.userId, analysisReports.tenderId, analysisReports.kind],
        set: { status: 'pending', error: null, updatedAt: sql`now()` },
      });
  }
}

export async function failReport(
  db: Database,
  userId: string,
  tenderId: string,
  kind: AnalysisReportKind,
  error: string,
): Promise<ReportRow | null> {
  const [row] = await db
    .update(analysisReports)
    .set({ status: 'failed', error: error.slice(0, 2000), updatedAt: sql`now()` })
    .where(
      and(eq(analysisReports.userId, userId), eq(analysisReports.tenderId, tenderId), eq(analysisReports.kind, kind)),
    )
    .returning();
  return row ?? null;
}

export type StoredClaim = Claim & { section: string };

async function insertClaims(
  tx: Pick<Database, 'insert'>,
  owner: { reportId: string } | { messageId: string },
  claims: readonly StoredClaim[],
): Promise<void> {
  for (let offset = 0; offset < claims.length; offset += 200) {
    const batch = claims.slice(offset, offset + 200);
    const inserted = await tx
      .insert(analysisClaims)
      .values(
        batch.map((claim, index) => ({
          ...owner,
          section: claim.section,
          position: offset + index,
          text: claim.text,
          status: claim.status,
          data: claim.data ?? {},
        })),
      )
      .returning({ id: analysisClaims.id, position: analysisClaims.position });
    const idOf = new Map(inserted.map((row) => [row.position, row.id]));
    const citations = batch.flatMap((claim, index) =>
      claim.citations.map((citation, position) => ({
        claimId: idOf.get(offset + index)!,
        position,
        documentId: citation.documentId,
        page: citation.page,
        quote: citation.quote,
      })),
    );
    if (citations.length > 0) await tx.insert(analysisCitations).values(citations);
  }
}

/** Replaces a report's claims with new ones and marks it generated, in one transaction. */
export async function saveReport(
  db: Database,
  input: {
    userId: string;
    tenderId: string;
    kind: AnalysisReportKind;
    claims: readonly StoredClaim[];
    mode: AnalysisMode;
    modelName: string | null;
    fingerprint: string;
    stats: Record<string, number>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .insert(analysisReports)
      .values({ userId: input.userId, tenderId: input.tenderId, kind: input.kind })
      .onConflictDoUpdate({
        target: [analysisReports.userId, analysisReports.tenderId, analysisReports.kind],
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: analysisReports.id });
    await tx.delete(analysisClaims).where(eq(analysisClaims.reportId, report!.id));
    await insertClaims(tx, { reportId: report!.id }, input.claims);
    await tx
      .update(analysisReports)
      .set({
        status: 'generated',
        error: null,
        mode: input.mode,
        modelName: input.modelName,
        fingerprint: input.fingerprint,
        stats: input.stats,
        generatedAt: sql`now()`,
        generation: sql`${analysisReports.generation} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(analysisReports.id, report!.id));
  });
}

export interface LoadedCitation {
  documentId: string;
  fileName: string;
  page: number;
  quote: string;
}

export interface LoadedClaim {
  id: number;
  reportId: string | null;
  messageId: string | null;
  section: string;
  text: string;
  status: Claim['status'];
  data: Record<string, string | number | boolean | null>;
  citations: LoadedCitation[];
}

/** The claims of these reports or chat answers, in order, each with its citations and their documents' names. */
export async function loadClaims(
  db: Database,
  owner: { reportIds: readonly string[] } | { messageIds: readonly string[] },
): Promise<LoadedClaim[]> {
  const ids = 'reportIds' in owner ? owner.reportIds : owner.messageIds;
  if (ids.length === 0) return [];
  const column = 'reportIds' in owner ? analysisClaims.reportId : analysisClaims.messageId;
  const claims = await db
    .select()
    .from(analysisClaims)
    .where(inArray(column, [...ids]))
    .orderBy(asc(analysisClaims.section), asc(analysisClaims.position));
  if (claims.length === 0) return [];
  const citations = await db
    .select({
      claimId: analysisCitations.claimId,
      documentId: analysisCitations.documentId,
      fileName: tenderDocuments.fileName,
      page: analysisCitations.page,
      quote: analysisCitations.quote,
    })
    .from(analysisCitations)
    .innerJoin(tenderDocuments, eq(tenderDocuments.id, analysisCitations.documentId))
    .where(
      inArray(
        analysisCitations.claimId,
        claims.map((claim) => claim.id),
      ),
    )
    .orderBy(asc(analysisCitations.claimId), asc(analysisCitations.position));
  const byClaim = new Map<number, LoadedCitation[]>();
  for (const { claimId, ...citation } of citations) {
    const list = byClaim.get(claimId) ?? [];
    list.push(citation);
    byClaim.set(claimId, list);
  }
  return claims.map((claim) => ({
    id: claim.id,
    reportId: claim.reportId,
    messageId: claim.messageId,
    section: claim.section,
    text: claim.text,
    status: claim.status,
    data: claim.data,
    citations: byClaim.get(claim.id) ?? [],
  }));
}

export async function listMarks(
  db: Database,
  userId: string,
  tenderId: string,
): Promise<Map<string, { status: ComplianceStatus; note: string }>> {
  const rows = await db
    .select()
    .from(analysisComplianceMarks)
    .where(and(eq(analysisComplianceMarks.userId, userId), eq(analysisComplianceMarks.tenderId, tenderId)));
  return new Map(rows.map((row) => [row.requirementKey, { status: row.status, note: row.note }]));
}

export async function saveMark(
  db: Database,
  input: { userId: string; tenderId: string; requirementKey: string; status: ComplianceStatus; note: string },
): Promise<void> {
  await db
    .insert(analysisComplianceMarks)
    .values(input)
    .onConflictDoUpdate({
      target: [
        analysisComplianceMarks.userId,
        analysisComplianceMarks.tenderId,
        analysisComplianceMarks.requirementKey,
      ],
      set: { status: input.status, note: input.note, updatedAt: sql`now()` },
    });
}

export async function insertMessage(
  db: Database,
  values: typeof analysisChatMessages.$inferInsert,
): Promise<ChatMessageRow> {
  const [row] = await db.insert(analysisChatMessages).values(values).returning();
  return row!;
}

/** Finishes an answer: its text, status and claims, in one transaction. */
export async function finishAnswer(
  db: Database,
  messageId: string,
  values: { content: string; status: 'generated' | 'failed'; error?: string | null; claims: readonly StoredClaim[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(analysisClaims).where(eq(analysisClaims.messageId, messageId));
    await insertClaims(tx, { messageId }, values.claims);
    await tx
      .update(analysisChatMessages)
      .set({ content: values.content, status: values.status, error: values.error ?? null })
      .where(eq(analysisChatMessages.id, messageId));
  });
}

/** A user's chat about a tender, oldest first (the newest `limit`). */
export async function listMessages(
  db: Database,
  userId: string,
  tenderId: string,
  limit = 200,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(analysisChatMessages)
    .where(and(eq(analysisChatMessages.userId, userId), eq(analysisChatMessages.tenderId, tenderId)))
    .orderBy(sql`${analysisChatMessages.createdAt} desc, ${analysisChatMessages.role} asc`)
    .limit(limit);
  return rows.reverse();
}

export interface AnalysisListRow {
  tenderId: string;
  title: string;
  languageCode: string;
  unlockStatus: 'active' | 'refunded';
  refundReason: string | null;
  unlockedAt: Date;
  reports: { kind: AnalysisReportKind; status: ReportRow['status']; generatedAt: Date | null }[];
}

/** The user's analyses (unlocked, or refunded and locked again), most recently changed first, with their reports. */
export async function listAnalysesOf(db: Database, userId: string, limit: number): Promise<AnalysisListRow[]> {
  const unlocks = await db
    .select({
      tenderId: analysisUnlocks.tenderId,
      title: tenders.title,
      languageCode: tenders.languageCode,
      unlockStatus: analysisUnlocks.status,
      refundReason: analysisUnlocks.refundReason,
      unlockedAt: analysisUnlocks.createdAt,
    })
    .from(analysisUnlocks)
    .innerJoin(tenders, eq(tenders.id, analysisUnlocks.tenderId))
    .where(eq(analysisUnlocks.userId, userId))
    .orderBy(desc(analysisUnlocks.updatedAt), asc(analysisUnlocks.tenderId))
    .limit(limit);
  if (unlocks.length === 0) return [];
  const reports = await db
    .select({
      tenderId: analysisReports.tenderId,
      kind: analysisReports.kind,
      status: analysisReports.status,
      generatedAt: analysisReports.generatedAt,
    })
    .from(analysisReports)
    .where(
      and(
        eq(analysisReports.userId, userId),
        inArray(
          analysisReports.tenderId,
          unlocks.map((unlock) => unlock.tenderId),
        ),
      ),
    );
  return unlocks.map((unlock) => ({
    ...unlock,
    reports: reports
      .filter((report) => report.tenderId === unlock.tenderId)
      .map(({ kind, status, generatedAt }) => ({ kind, status, generatedAt })),
  }));
}
