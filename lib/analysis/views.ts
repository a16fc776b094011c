// What the analysis pages show, in words and numbers: safe to import in the browser.
import type { UIMessage } from 'ai';
import type { ClaimStatus, Obligation, RequirementCategory, SummarySection } from '@/lib/ai/views';

export { extractiveLabel, requirementCategoryLabels, summarySectionTitles } from '@/lib/ai/views';
export type { ClaimStatus, Obligation, RequirementCategory, SummarySection } from '@/lib/ai/views';

export interface CitationView {
  /** Its number in a chat answer ([1], [2] …); 0 in reports. */
  n: number;
  documentId: string;
  fileName: string;
  page: number;
  quote: string;
  /** Words of the quote that answer the question (chat): marked in the answer and on the page. */
  words?: string[];
  /** The document viewer on the page, the quote marked. */
  href: string;
}

export interface ClaimView {
  text: string;
  status: ClaimStatus;
  citations: CitationView[];
  data: Record<string, string | number | boolean | null>;
}

export type ReportKind = 'summary' | 'compliance';
export type ReportStatus = 'pending' | 'generated' | 'failed';

export interface ReportState {
  kind: ReportKind;
  status: ReportStatus;
  /** The job making it, while it runs: how far, and what it is doing. */
  progress: { percent: number; message: string | null } | null;
  error: string | null;
  generatedAt: string | null;
  mode: 'model' | 'extractive' | null;
  modelName: string | null;
  /** The documents changed since it was made: a new one is on its way. */
  stale: boolean;
  stats: Record<string, number>;
}

export interface SummaryView extends ReportState {
  kind: 'summary';
  sections: { section: SummarySection; title: string; claims: ClaimView[] }[];
}

export type ComplianceStatus = 'met' | 'not_met' | 'to_check';

export const complianceStatusLabels: Readonly<Record<ComplianceStatus, string>> = {
  met: 'Met',
  not_met: 'Not met',
  to_check: 'To check',
};

export const obligationLabels: Readonly<Record<Obligation, string>> = {
  mandatory: 'Mandatory',
  conditional: 'Conditional',
  optional: 'Optional',
  scored: 'Scored',
};

export interface RequirementView {
  key: string;
  text: string;
  category: RequirementCategory;
  obligation: Obligation;
  status: ClaimStatus;
  citations: CitationView[];
  mark: { status: ComplianceStatus; note: string };
}

export interface ComplianceView extends ReportState {
  kind: 'compliance';
  requirements: RequirementView[];
}

export interface AnalysisModeView {
  kind: 'model' | 'extractive';
  /** What the analysis is called: "AI analysis" with a model, "document analysis" without. */
  name: string;
  /** Said on every page, report and answer. */
  label: string;
  modelName: string | null;
  /** Without a model, what configuring one would add. */
  withModel: string | null;
}

export interface AnalysisView {
  tenderId: string;
  tenderTitle: string;
  mode: AnalysisModeView;
  /** What unlocking costs, and a chat question. */
  cost: number;
  chatCost: number;
  balance: number;
  unlock: { state: 'locked' | 'active' | 'refunded'; refundReason: string | null };
  documents: { readable: number; reading: number };
  summary: SummaryView | null;
  compliance: ComplianceView | null;
  /** Something is still being made or read: the page polls until it is not. */
  busy: boolean;
  /** Reports are missing or their documents changed since: the page asks for them again (a POST). */
  refreshDue: boolean;
}

export interface ChatMessageView {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: ReportStatus;
  citations: CitationView[];
  mode: 'model' | 'extractive' | null;
}

/** The answer when nothing in the documents supports one. */
export const notInDocuments = 'The documents do not say.';

/**
 * The viewer's address for a citation: its page, the quote marked and scrolled to; with words, those words of the
 * quote are marked instead of the whole of it.
 */
export function citationHref(
  tenderId: string,
  documentId: string,
  page: number,
  quote: string,
  words: readonly string[] = [],
): string {
  const params = new URLSearchParams({ page: String(page), quote });
  if (words.length > 0) params.set('words', words.slice(0, 12).join('|'));
  return `/tenders/${tenderId}/documents/${documentId}?${params}#quote`;
}

/** How the chat names a value it answers with. */
export function valueLabel(kind: 'date' | 'duration' | 'amount' | 'percent' | 'number'): string {
  return { date: 'Date', duration: 'Duration', amount: 'Amount', percent: 'Share', number: 'Figure' }[kind];
}

/** A chat message as useChat holds it: the answer's text with [n] marks, and its citations as a data part. */
export type ChatUIMessage = UIMessage<never, { citations: CitationView[] }>;

/** An analysis as lists show it (the dashboard): where it stands, in words. */
export interface AnalysisListItem {
  tenderId: string;
  title: string;
  languageCode: string;
  /**
   * ready: both reports made; working: one is being made; failed: one failed (retry is free); refunded: locked again.
   */
  state: 'ready' | 'working' | 'failed' | 'refunded';
  /** 'Summary and compliance reports ready', 'Writing the reports (40 %)', … */
  stateText: string;
  /** When it was unlocked, ISO. */
  unlockedAt: string;
}
