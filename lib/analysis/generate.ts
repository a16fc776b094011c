// The report jobs (summary_report, compliance_report): read the user's documents of the tender, make the report
// with the model or extractively, check every quote on its page, and store it with the document set's
// fingerprint. A set that changed meanwhile is analysed again; a generation that fails for good refunds the unlock.
import 'server-only';
import {
  analyseExtractively,
  checkClaim,
  configuredModel,
  extractiveLabel,
  modelRequirementsInParts,
  modelSummaryInParts,
  noticeClaims,
  summarySections,
  type AnalysisModel,
  type Claim,
  type PageTexts,
  sourceParts,
  type SourceDocument,
  type VerifyStats,
  withoutInstructions,
} from '@/lib/ai';
import { refundSpend } from '@/lib/billing/jobs';
import type { AnalysisReportKind, Database } from '@/lib/db';
import { readDocumentSet, type DocumentSet } from '@/lib/documents/jobs';
import {
  enqueueJob,
  PermanentJobError,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobKind,
} from '@/lib/jobs';
import { serverEnv } from '@/lib/config/server';
import { findTenderForUser } from '@/lib/tenders/jobs';
import { companyProfile, tenderFacts } from './context';
import {
  failReport,
  getUnlock,
  markRefunded,
  markReportsPending,
  reportKinds,
  saveReport,
  type StoredClaim,
} from './store';

export interface ReportPayload {
  userId: string;
  tenderId: string;
}

const jobKindOf: Record<AnalysisReportKind, JobKind> = {
  tenderscope_summary_report: 'summary_report',
  tenderscope_compliance_report: 'compliance_report',
};

/** Attempts a report job gets (a model's endpoint may be down for a while) before it fails and is refunded. */
export const reportAttempts = 3;

/** Queues the reports' jobs (once each while one is live); `kinds` marks them pending first. */
export async function queueReports(
  db: Database,
  userId: string,
  tenderId: string,
  kinds: readonly AnalysisReportKind[] = [reportKinds.summary, reportKinds.compliance],
): Promise<void> {
  await markReportsPending(db, userId, tenderId, kinds);
  for (const kind of kinds) {
    await enqueueJob(db, {
      kind: jobKindOf[kind],
      payload: { userId, tenderId } satisfies ReportPayload,
      dedupeKey: `${userId}:${tenderId}`,
      ownerId: userId,
      tenderId,
      maxAttempts: reportAttempts,
    });
  }
}

/** The mode reports and answers are made in on this server. */
export interface AnalysisEngine {
  model: AnalysisModel | null;
  /** Characters of passages the model reads in one request (AI_CONTEXT_CHARS; the server's setting if unset). */
  contextChars?: number;
}

export function serverEngine(): AnalysisEngine {
  return { model: configuredModel(), contextChars: serverEnv.AI_CONTEXT_CHARS };
}

/** The documents as the reports read them: without sentences that address an AI assistant (lib/ai/instructions). */
function sourceDocuments(set: DocumentSet): SourceDocument[] {
  return set.documents.map((document) => ({
    documentId: document.documentId,
    fileName: document.fileName,
    language: document.language,
    pages: withoutInstructions(document.pages),
  }));
}

function pageLookup(set: DocumentSet): PageTexts {
  const pages = new Map<string, string>();
  for (const document of set.documents) {
    for (const page of document.pages) pages.set(`${document.documentId}:${page.page}`, page.text);
  }
  return (documentId, page) => pages.get(`${documentId}:${page}`);
}

/** Every claim checked once more against its page before it is stored: nothing unverified is stored as cited. */
function checked(claims: readonly (Claim & { section: string })[], pages: PageTexts): StoredClaim[] {
  return claims.map((claim) => ({ ...checkClaim(claim, pages), section: claim.section }));
}

function statsOf(stats: VerifyStats | null, claims: readonly StoredClaim[]): Record<string, number> {
  const cited = claims.filter((claim) => claim.status === 'cited').length;
  return {
    claims: claims.length,
    cited,
    unverified: claims.filter((claim) => claim.status === 'unverified').length,
    ...(stats ? { verifiedFirstTime: stats.verified, corrected: stats.corrected, failed: stats.failed } : {}),
  };
}

async function makeReport(ctx: JobContext, engine: AnalysisEngine, kind: AnalysisReportKind): Promise<void> {
  const { db } = ctx;
  const { userId, tenderId } = ctx.job.payload as ReportPayload;
  const unlock = await getUnlock(db, userId, tenderId);
  if (unlock?.status !== 'active') return;
  const tender = await findTenderForUser(db, userId, tenderId);
  if (!tender) throw new PermanentJobError('The tender is no longer there, or no longer yours to see.');
  const facts = tenderFacts(tender);
  const company = await companyProfile(userId);
  // A document read meanwhile changes the set: the report is made again from the new one, up to three times.
  for (let round = 0; round < 3; round++) {
    await ctx.progress(5, 'Reading the documents');
    const set = await readDocumentSet(db, tenderId, userId);
    if (set.documents.length === 0) {
      throw new PermanentJobError('None of the tender’s documents has readable text yet.');
    }
    const pages = pageLookup(set);
    const documents = sourceDocuments(set);
    const now = new Date();
    let claims: (Claim & { section: string })[];
    let stats: VerifyStats | null = null;
    if (engine.model) {
      // Every page reaches the model: a pack longer than its share of the context is read in parts and merged.
      const parts = sourceParts(documents, engine.contextChars ?? serverEnv.AI_CONTEXT_CHARS);
      const run = { model: engine.model.model, parts, pages, signal: ctx.signal };
      await ctx.progress(20, `Asking ${engine.model.name}${parts.length > 1 ? ` (${parts.length} parts)` : ''}`);
      if (kind === reportKinds.summary) {
        const result = await modelSummaryInParts(run, facts, company, now, noticeClaims(facts));
        claims = summarySections.flatMap((section) => result.report[section].map((claim) => ({ ...claim, section })));
        stats = result.stats;
      } else {
        // The extractive reading's findings go in as candidates to confirm, correct or complete.
        const candidates = analyseExtractively(documents, facts, company, now).requirements;
        const result = await modelRequirementsInParts(run, facts, candidates);
        claims = result.requirements.map((claim) => ({ ...claim, section: 'requirements' }));
        stats = result.stats;
      }
    } else {
      await ctx.progress(30, 'Selecting and quoting passages (extractive)');
      const analysis = analyseExtractively(documents, facts, company, now);
      claims =
        kind === reportKinds.summary
          ? summarySections.flatMap((section) => analysis.summary[section].map((claim) => ({ ...claim, section })))
          : analysis.requirements.map((claim) => ({ ...claim, section: 'requirements' }));
    }
    await ctx.progress(85, 'Checking every quote against its page');
    const stored = checked(claims, pages);
    if (ctx.signal.aborted) return;
    await saveReport(db, {
      userId,
      tenderId,
      kind,
      claims: stored,
      mode: engine.model ? 'model' : 'extractive',
      modelName: engine.model ? engine.model.name : null,
      fingerprint: set.fingerprint,
      stats: statsOf(stats, stored),
    });
    const after = await readDocumentSet(db, tenderId, userId, { withPages: false });
    if (after.fingerprint === set.fingerprint) return;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof PermanentJobError) return error.message;
  return 'The report could not be made (the model or the database did not answer). Try again later.';
}

/**
 * A failure on the job's last attempt: the report is marked failed, and if it was never made for this unlock the
 * credits go back and the analysis is locked again (the next unlock is charged anew).
 */
async function failGeneration(db: Database, payload: ReportPayload, kind: AnalysisReportKind, reason: string) {
  const report = await failReport(db, payload.userId, payload.tenderId, kind, reason);
  const unlock = await getUnlock(db, payload.userId, payload.tenderId);
  if (!unlock || unlock.status !== 'active' || !report) return;
  const madeSinceUnlock = report.generatedAt !== null && report.generatedAt >= unlock.updatedAt;
  if (madeSinceUnlock) return;
  // Locked again and refunded together, or neither: never credits back for an analysis that stays open.
  await db.transaction(async (tx) => {
    if (await markRefunded(tx, { ...payload, reference: unlock.reference, reason })) {
      await refundSpend(tx, payload.userId, 'analysis_unlock', unlock.reference);
    }
  });
}

function reportHandler(kind: AnalysisReportKind, engine: () => AnalysisEngine): JobHandler {
  return async (ctx) => {
    try {
      await makeReport(ctx, engine(), kind);
    } catch (error) {
      const last = error instanceof PermanentJobError || ctx.job.attempts >= ctx.job.maxAttempts;
      if (last && !ctx.signal.aborted) {
        await failGeneration(ctx.db, ctx.job.payload as ReportPayload, kind, messageOf(error));
      }
      throw error;
    }
  };
}

/** The report jobs, made with this server's model (or extractively); tests and the bench pass an engine of their own. */
export function analysisJobHandlers(engine: () => AnalysisEngine = serverEngine): JobHandlers {
  return {
    summary_report: reportHandler(reportKinds.summary, engine),
    compliance_report: reportHandler(reportKinds.compliance, engine),
  };
}

export const modeLabelFor = (engine: AnalysisEngine) =>
  engine.model ? `AI model ${engine.model.name}: every quote is checked against its page` : extractiveLabel;
