// AI analysis's front door: the analyze page's view (unlock, reports and their progress), unlocking with credits,
// the user's marks in the compliance matrix, the chat, and the reports as markdown and CSV. Every function finds
// the user itself and works on that user's rows only.
import 'server-only';
import { z } from 'zod';
import {
  analysisWording,
  extractiveLabel,
  summarySections,
  summarySectionTitles,
  type RequirementCategory,
} from '@/lib/ai';
import type { ActionResult } from '@/lib/actions';
import { getOptionalUser, requireUser, type AuthUser } from '@/lib/auth/user';
import { linkOriginFor } from '@/lib/http/link-origin';
import { creditCosts, readBalance, spendMyCredits } from '@/lib/billing';
import { getDb, type Database } from '@/lib/db';
import { readDocumentSet } from '@/lib/documents';
import { listJobs, type JobRow } from '@/lib/jobs';
import { lookupTender, type TenderRow } from '@/lib/tenders';
import { queueReports, serverEngine, type AnalysisEngine } from './generate';
import {
  getUnlock,
  listAnalysesOf,
  listMarks,
  listMessages,
  listReports,
  loadClaims,
  reportKinds,
  saveMark,
  type AnalysisListRow,
  type LoadedClaim,
  type ReportRow,
} from './store';
import { analysisMarkdown, complianceCsv, complianceMarkdown } from './markdown';
import { unlockFor, type UnlockOutcome } from './unlock';
import {
  citationHref,
  type AnalysisListItem,
  type AnalysisModeView,
  type AnalysisView,
  type ChatMessageView,
  type CitationView,
  type ClaimView,
  type ComplianceStatus,
  type ComplianceView,
  type ReportState,
  type RequirementView,
  type SummaryView,
} from './views';

export { serverEngine, type AnalysisEngine } from './generate';
export { answerChat, chatRequestSchema } from './chat';
export { unlockFor, unlockReference, type UnlockOutcome } from './unlock';
export { analysisMarkdown, complianceCsv, complianceMarkdown } from './markdown';

export function modeView(engine: AnalysisEngine = serverEngine()): AnalysisModeView {
  const wording = analysisWording(engine.model);
  return engine.model
    ? {
        kind: 'model',
        name: wording.name,
        label: `AI model (${engine.model.name}): every quote is checked against its page`,
        modelName: engine.model.name,
        withModel: null,
      }
    : { kind: 'extractive', name: wording.name, label: extractiveLabel, modelName: null, withModel: wording.withModel };
}

function citationViews(tenderId: string, claim: LoadedClaim): CitationView[] {
  return claim.citations.map((citation, index) => ({
    n: index + 1,
    ...citation,
    href: citationHref(tenderId, citation.documentId, citation.page, citation.quote),
  }));
}

/**
 * Whether a question for the buyer names what the documents leave open: a date they do not give or a criterion they
 * do not set (a question without a quote, from what the documents lack), or a figure left vague ("approximately 20",
 * "as required"). Questions read from wording alone ("which cases 'if' covers") give the reader nothing to ask, and
 * are not shown. A model's questions are its own and shown.
 */
function namesAGap(claim: Pick<LoadedClaim, 'status' | 'data'>, mode: ReportRow['mode'] | null): boolean {
  if (mode === 'model') return true;
  return claim.status === 'silent' || claim.data.reason === 'vague';
}

function claimView(tenderId: string, claim: LoadedClaim): ClaimView {
  return { text: claim.text, status: claim.status, citations: citationViews(tenderId, claim), data: claim.data };
}

function reportState(
  kind: 'summary' | 'compliance',
  row: ReportRow | undefined,
  job: JobRow | undefined,
  fingerprint: string,
): ReportState {
  return {
    kind,
    status: row?.status ?? 'pending',
    progress: job ? { percent: job.status === 'running' ? job.progress : 0, message: job.progressMessage } : null,
    error: row?.error ?? null,
    generatedAt: row?.generatedAt?.toISOString() ?? null,
    mode: row?.mode ?? null,
    modelName: row?.modelName ?? null,
    stale: !!row?.generatedAt && row.fingerprint !== fingerprint,
    stats: row?.stats ?? {},
  };
}

/**
 * The report kinds of an active unlock to make (again): missing ones, and generated ones whose documents changed
 * since (free: the unlock is paid once).
 */
function reportsToRefresh(reports: readonly ReportRow[], set: { fingerprint: string; documents: unknown[] }) {
  if (reports.length < 2) return [reportKinds.summary, reportKinds.compliance];
  return reports
    .filter((row) => row.status === 'generated' && row.fingerprint !== set.fingerprint && set.documents.length > 0)
    .map((row) => row.kind);
}

/**
 * The analysis as `user` sees it. It only reads: reports whose documents changed are marked `refreshDue`, and
 * the page asks for them again (refreshReports, a POST).
 */
async function buildView(
  db: Database,
  user: AuthUser,
  tender: TenderRow,
  engine: AnalysisEngine,
): Promise<AnalysisView> {
  const [unlock, set, balance] = await Promise.all([
    getUnlock(db, user.id, tender.id),
    readDocumentSet(db, tender.id, user.id, { withPages: false }),
    readBalance(db, user.id),
  ]);
  const base = {
    tenderId: tender.id,
    tenderTitle: tender.title,
    mode: modeView(engine),
    cost: creditCosts.analysisUnlock,
    chatCost: creditCosts.chatQuestion,
    balance,
    documents: { readable: set.documents.length, reading: set.reading },
  };
  if (unlock?.status !== 'active') {
    return {
      ...base,
      unlock: { state: unlock ? 'refunded' : 'locked', refundReason: unlock?.refundReason ?? null },
      summary: null,
      compliance: null,
      busy: set.reading > 0,
      refreshDue: false,
    };
  }
  const [reports, jobs] = await Promise.all([
    listReports(db, user.id, tender.id),
    listJobs(db, {
      ownerId: user.id,
      tenderId: tender.id,
      kinds: ['summary_report', 'compliance_report'],
      statuses: ['pending', 'running'],
    }),
  ]);
  const refreshDue = reportsToRefresh(reports, set).length > 0;
  const rowOf = (kind: string) => reports.find((row) => row.kind === kind);
  const jobOf = (kind: string) => jobs.find((job) => job.kind === kind);
  const summaryRow = rowOf(reportKinds.summary);
  const complianceRow = rowOf(reportKinds.compliance);
  const claims = await loadClaims(db, { reportIds: reports.map((row) => row.id) });
  const marks = await listMarks(db, user.id, tender.id);

  const summaryClaims = claims.filter((claim) => claim.reportId === summaryRow?.id);
  const summary: SummaryView = {
    ...reportState('summary', summaryRow, jobOf('summary_report'), set.fingerprint),
    kind: 'summary',
    sections: summaryRow?.generatedAt
      ? summarySections
          .map((section) => ({
            section,
            title: summarySectionTitles[section],
            claims: summaryClaims
              .filter((claim) => claim.section === section)
              .filter((claim) => section !== 'questions' || namesAGap(claim, summaryRow.mode))
              .map((claim) => claimView(tender.id, claim)),
          }))
          // Without a question worth asking, the section is left out rather than shown empty.
          .filter((section) => section.section !== 'questions' || section.claims.length > 0)
      : [],
  };
  const requirements: RequirementView[] = claims
    .filter((claim) => claim.reportId === complianceRow?.id)
    .map((claim) => {
      const key = String(claim.data.key ?? claim.id);
      return {
        key,
        text: claim.text,
        category: String(claim.data.category) as RequirementCategory,
        obligation: claim.data.obligation === 'scored' ? 'scored' : 'mandatory',
        status: claim.status,
        citations: citationViews(tender.id, claim),
        mark: marks.get(key) ?? { status: 'to_check', note: '' },
      };
    });
  const compliance: ComplianceView = {
    ...reportState('compliance', complianceRow, jobOf('compliance_report'), set.fingerprint),
    kind: 'compliance',
    requirements,
  };
  const busy =
    refreshDue || summary.status === 'pending' || compliance.status === 'pending' || jobs.length > 0 || set.reading > 0;
  return { ...base, unlock: { state: 'active', refundReason: null }, summary, compliance, busy, refreshDue };
}

/** How many analyses the dashboard lists. */
export const analysisListLimit = 20;

function listState(row: AnalysisListRow, running: JobRow[]): Pick<AnalysisListItem, 'state' | 'stateText'> {
  if (row.unlockStatus === 'refunded') {
    return { state: 'refunded', stateText: 'Could not be made; your credits came back. You can unlock it again.' };
  }
  const statuses = row.reports.map((report) => report.status);
  if (statuses.includes('failed')) return { state: 'failed', stateText: 'A report failed. Retrying it is free.' };
  if (statuses.length >= 2 && statuses.every((status) => status === 'generated')) {
    return { state: 'ready', stateText: 'Summary and compliance reports ready' };
  }
  const percents = running.filter((job) => job.status === 'running').map((job) => job.progress);
  const percent = percents.length > 0 ? Math.round(percents.reduce((a, b) => a + b, 0) / running.length) : null;
  return {
    state: 'working',
    stateText: percent === null ? 'Reports queued' : `Writing the reports (${percent} %)`,
  };
}

/** The signed-in user's analyses, most recently changed first, each with where its reports stand. */
export async function listMyAnalyses(limit = analysisListLimit): Promise<AnalysisListItem[]> {
  const user = await requireUser();
  const db = await getDb();
  const [rows, running] = await Promise.all([
    listAnalysesOf(db, user.id, limit),
    listJobs(db, {
      ownerId: user.id,
      kinds: ['summary_report', 'compliance_report'],
      statuses: ['pending', 'running'],
    }),
  ]);
  return rows.map((row) => ({
    tenderId: row.tenderId,
    title: row.title,
    languageCode: row.languageCode,
    unlockedAt: row.unlockedAt.toISOString(),
    ...listState(
      row,
      running.filter((job) => job.tenderId === row.tenderId),
    ),
  }));
}

/** The analyze page's view of a tender the page found for the signed-in user; null when signed out. */
export async function getAnalysisView(tender: TenderRow, engine?: AnalysisEngine): Promise<AnalysisView | null> {
  const user = await getOptionalUser();
  if (!user) return null;
  return buildView(await getDb(), user, tender, engine ?? serverEngine());
}

/** The view of a tender named by a route segment (the page polls it); null when signed out or not found. */
export async function getAnalysisViewOf(segment: string): Promise<AnalysisView | null> {
  const found = await lookupTender(segment);
  if (found.kind !== 'found') return null;
  return getAnalysisView(found.tender);
}

export const unlockSchema = z.object({ tenderId: z.string().min(1).max(40) });

/**
 * Unlocks the tender's analysis for `user` (a live session: spending credits asks the auth server), charging
 * the unlock's cost once; a tender they may not see is "not found".
 */
export async function unlockAnalysis(tenderId: string): Promise<ActionResult<{ charged: boolean }>> {
  const found = await lookupTender(tenderId);
  const user = await getOptionalUser();
  if (!user) return { ok: false, error: 'Your session has ended. Sign in again to continue.' };
  if (found.kind !== 'found') return { ok: false, error: 'No such tender.', code: 'tender_not_found' };
  const outcome: UnlockOutcome = await unlockFor(await getDb(), user.id, found.tender, (input) =>
    spendMyCredits(input),
  );
  if (!outcome.ok) return { ok: false, error: outcome.message, code: outcome.code };
  return { ok: true, data: { charged: outcome.charged } };
}

/** Makes failed reports again, free while the analysis is unlocked. */
export async function retryReports(tenderId: string): Promise<ActionResult<{ queued: boolean }>> {
  const [found, user] = await Promise.all([lookupTender(tenderId), getOptionalUser()]);
  if (!user) return { ok: false, error: 'Your session has ended. Sign in again to continue.' };
  if (found.kind !== 'found') return { ok: false, error: 'No such tender.' };
  const db = await getDb();
  if ((await getUnlock(db, user.id, found.tender.id))?.status !== 'active') {
    return { ok: false, error: 'Unlock the analysis first.' };
  }
  const failed = (await listReports(db, user.id, found.tender.id)).filter((row) => row.status === 'failed');
  if (failed.length > 0)
    await queueReports(
      db,
      user.id,
      found.tender.id,
      failed.map((row) => row.kind),
    );
  return { ok: true, data: { queued: failed.length > 0 } };
}

/**
 * Makes the reports of an unlocked analysis again where they are missing or their documents changed (free), as
 * the view's `refreshDue` asks; whether any was queued.
 */
export async function refreshReports(tenderId: string): Promise<ActionResult<{ queued: boolean }>> {
  const [found, user] = await Promise.all([lookupTender(tenderId), getOptionalUser()]);
  if (!user) return { ok: false, error: 'Your session has ended. Sign in again to continue.' };
  if (found.kind !== 'found') return { ok: false, error: 'No such tender.' };
  const db = await getDb();
  if ((await getUnlock(db, user.id, found.tender.id))?.status !== 'active') {
    return { ok: false, error: 'Unlock the analysis first.' };
  }
  const [reports, set] = await Promise.all([
    listReports(db, user.id, found.tender.id),
    readDocumentSet(db, found.tender.id, user.id, { withPages: false }),
  ]);
  const kinds = reportsToRefresh(reports, set);
  if (kinds.length > 0) await queueReports(db, user.id, found.tender.id, kinds);
  return { ok: true, data: { queued: kinds.length > 0 } };
}

export const markSchema = z.object({
  tenderId: z.string().min(1).max(40),
  key: z.string().regex(/^[\w-]{1,64}$/u),
  status: z.enum(['met', 'not_met', 'to_check']),
  note: z
    .string()
    .max(2000, 'A note has at most 2,000 characters.')
    .transform((value) => value.replace(/\u0000/g, '')),
});

/** Saves the user's status and note of one requirement (they outlive a regenerated report). */
export async function saveComplianceMark(
  input: z.output<typeof markSchema>,
): Promise<ActionResult<{ status: ComplianceStatus; note: string }>> {
  const [found, user] = await Promise.all([lookupTender(input.tenderId), getOptionalUser()]);
  if (!user) return { ok: false, error: 'Your session has ended. Sign in again to continue.' };
  if (found.kind !== 'found') return { ok: false, error: 'No such tender.' };
  const db = await getDb();
  if ((await getUnlock(db, user.id, found.tender.id))?.status !== 'active') {
    return { ok: false, error: 'Unlock the analysis first.' };
  }
  await saveMark(db, {
    userId: user.id,
    tenderId: found.tender.id,
    requirementKey: input.key,
    status: input.status,
    note: input.note,
  });
  return { ok: true, data: { status: input.status, note: input.note } };
}

/** The signed-in user's chat about a tender, oldest first, each answer with its numbered citations. */
export async function getChatHistory(tender: TenderRow): Promise<ChatMessageView[]> {
  const user = await getOptionalUser();
  if (!user) return [];
  const db = await getDb();
  const messages = await listMessages(db, user.id, tender.id);
  const claims = await loadClaims(db, { messageIds: messages.map((message) => message.id) });
  return messages.map((message) => {
    let n = 0;
    const citations = claims
      .filter((claim) => claim.messageId === message.id)
      .flatMap((claim) =>
        claim.citations.map((citation) => ({
          ...citation,
          n: ++n,
          href: citationHref(tender.id, citation.documentId, citation.page, citation.quote),
        })),
      );
    return {
      id: message.id,
      role: message.role,
      content: message.content,
      status: message.status,
      citations,
      mode: message.mode,
    };
  });
}

/** Both reports as markdown for the print page (links relative); null when signed out or not unlocked. */
export async function getAnalysisMarkdown(tender: TenderRow): Promise<string | null> {
  const view = await getAnalysisView(tender);
  return view?.unlock.state === 'active' ? analysisMarkdown(view) : null;
}

export type AnalysisExportFormat = 'analysis.md' | 'compliance.md' | 'compliance.csv';

export type AnalysisExport =
  | { ok: true; body: string; contentType: string; fileName: string }
  | { ok: false; status: 401 | 403 | 404; code: string; message: string };

function fileSlug(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/gu, '-')
      .replace(/^-|-$/gu, '')
      .slice(0, 60) || 'tender'
  );
}

/**
 * A report as a file to download, for the signed-in user who unlocked it: its links absolute on the configured site
 * URL, or on the origin this machine's browser used when none is configured (lib/http's linkOriginFor).
 */
export async function getAnalysisExport(
  segment: string,
  format: AnalysisExportFormat,
  request: Request,
): Promise<AnalysisExport> {
  const origin = linkOriginFor(request);
  const user = await getOptionalUser();
  if (!user) return { ok: false, status: 401, code: 'unauthorized', message: 'Sign in to continue.' };
  const found = await lookupTender(segment);
  if (found.kind !== 'found') return { ok: false, status: 404, code: 'tender_not_found', message: 'No such tender.' };
  const view = await buildView(await getDb(), user, found.tender, serverEngine());
  if (view.unlock.state !== 'active') {
    return { ok: false, status: 403, code: 'analysis_locked', message: 'Unlock the analysis of this tender first.' };
  }
  const slug = fileSlug(view.tenderTitle);
  if (format === 'compliance.csv') {
    return {
      ok: true,
      body: complianceCsv(view, origin),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${slug}-compliance.csv`,
    };
  }
  const markdown = format === 'analysis.md' ? analysisMarkdown(view, origin) : complianceMarkdown(view, origin);
  return {
    ok: true,
    body: markdown,
    contentType: 'text/markdown; charset=utf-8',
    fileName: `${slug}-${format === 'analysis.md' ? 'analysis' : 'compliance'}.md`,
  };
}

/** A mandatory requirement of the compliance matrix (a knock-out: failing it excludes the bid) and the user's mark. */
export interface KnockOutRequirement {
  key: string;
  text: string;
  status: ComplianceStatus;
  citation: CitationView | null;
}

/**
 * The knock-out requirements of `userId`'s compliance matrix of a tender: the claims of obligation "mandatory"
 * (conditional, optional and scored ones can be failed without exclusion), with the user's marks; null while there
 * is no generated compliance report (locked, refunded or still being made).
 */
export async function readKnockOuts(
  db: Database,
  userId: string,
  tenderId: string,
): Promise<KnockOutRequirement[] | null> {
  if ((await getUnlock(db, userId, tenderId))?.status !== 'active') return null;
  const report = (await listReports(db, userId, tenderId)).find(
    (row) => row.kind === reportKinds.compliance && row.generatedAt !== null,
  );
  if (!report) return null;
  const [claims, marks] = await Promise.all([
    loadClaims(db, { reportIds: [report.id] }),
    listMarks(db, userId, tenderId),
  ]);
  return claims
    .filter((claim) => claim.data.obligation === 'mandatory')
    .map((claim) => {
      const key = String(claim.data.key ?? claim.id);
      return {
        key,
        text: claim.text,
        status: marks.get(key)?.status ?? 'to_check',
        citation: citationViews(tenderId, claim)[0] ?? null,
      };
    });
}

/** A date the summary report read in the tender documents, with where it stands. */
export interface DocumentDate {
  /** questions, site_visit, submission, opening, contract_start, contract_end, tender_validity or other. */
  kind: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM when the documents give one. */
  time: string | null;
  text: string;
  citation: CitationView | null;
}

/**
 * The dates of `userId`'s summary report of a tender (none while the analysis is not unlocked or the report not
 * made), and how many times that report was generated: it only rises, also while the analysis is locked again.
 */
export async function readDocumentDates(
  db: Database,
  userId: string,
  tenderId: string,
): Promise<{ generation: number; dates: DocumentDate[] }> {
  const [unlock, reports] = await Promise.all([getUnlock(db, userId, tenderId), listReports(db, userId, tenderId)]);
  const report = reports.find((row) => row.kind === reportKinds.summary);
  const generation = report?.generation ?? 0;
  if (unlock?.status !== 'active' || !report?.generatedAt) return { generation, dates: [] };
  const claims = await loadClaims(db, { reportIds: [report.id] });
  const dates = claims
    .filter((claim) => claim.section === 'dates' && typeof claim.data.date === 'string')
    .filter((claim) => /^\d{4}-\d{2}-\d{2}$/u.test(String(claim.data.date)))
    .map((claim) => ({
      kind: String(claim.data.kind ?? 'other'),
      date: String(claim.data.date),
      time:
        typeof claim.data.time === 'string' && /^\d{2}:\d{2}/u.test(claim.data.time)
          ? claim.data.time.slice(0, 5)
          : null,
      text: claim.text,
      citation: citationViews(tenderId, claim)[0] ?? null,
    }));
  return { generation, dates };
}
