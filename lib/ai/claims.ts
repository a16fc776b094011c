// The one shape of every AI output, report and chat alike: a claim, its text and the citations it rests on, each
// a document, a page and the words quoted from it. A claim is shown as cited only when every quote was found on
// its page (quotes.ts); what the documents do not say is a claim of its own, and says so.
import { verifyQuote } from './quotes';

export interface Citation {
  documentId: string;
  page: number;
  quote: string;
}

/**
 * cited: every quote was found on its page. notice: a fact from the tender's notice, not from its documents.
 * derived: worked out from cited claims or the user's profile (days left, a CPV match). silent: the documents do
 * not say. unverified: a model's claim whose quotes were not on the pages it named; never shown as cited.
 */
export type ClaimStatus = 'cited' | 'notice' | 'derived' | 'silent' | 'unverified';

export type ClaimData = Record<string, string | number | boolean | null>;

export interface Claim {
  text: string;
  status: ClaimStatus;
  citations: Citation[];
  /** What the section needs beside the text: a date's kind, a criterion's weight, a requirement's category. */
  data?: ClaimData;
}

export const summarySections = [
  'glance',
  'scope',
  'dates',
  'eligibility',
  'award',
  'documents',
  'contract',
  'risks',
  'questions',
  'signals',
] as const;
export type SummarySection = (typeof summarySections)[number];

export const summarySectionTitles: Readonly<Record<SummarySection, string>> = {
  glance: 'At a glance',
  scope: 'Scope and deliverables',
  dates: 'Dates',
  eligibility: 'Eligibility and selection criteria',
  award: 'Award criteria',
  documents: 'Documents and forms to submit',
  contract: 'Contract terms',
  risks: 'Risks and unusual clauses',
  questions: 'Questions worth asking the buyer',
  signals: 'Bid / no-bid signals',
};

export type SummaryReport = Record<SummarySection, Claim[]>;

export const requirementCategoryLabels = {
  exclusion_grounds: 'Exclusion grounds',
  economic_financial_standing: 'Economic and financial standing',
  technical_professional_ability: 'Technical and professional ability',
  submission_formalities: 'Submission formalities',
  technical_specification: 'Technical specification',
  contract_condition: 'Contract condition',
  award_criteria: 'Award criteria',
} as const;
export type RequirementCategory = keyof typeof requirementCategoryLabels;
/**
 * mandatory: must be met. conditional: must be met when its condition holds (the condition is in `condition`).
 * optional: recommended or welcome, not a minimum. scored: assessed in the award.
 */
export const obligations = ['mandatory', 'conditional', 'optional', 'scored'] as const;
export type Obligation = (typeof obligations)[number];

/** A row of the compliance matrix: a requirement claim with its category and what kind of requirement it is. */
export interface RequirementClaim extends Claim {
  data: {
    category: RequirementCategory;
    obligation: Obligation;
    key: string;
    /** Conditional requirements: the words that say when it applies ("if the tenderer relies on subcontractors"). */
    condition?: string;
    /** What stands around the quote and belongs to it: a list's lead-in, a table's head, the heading. */
    context?: string;
  };
}

export const extractiveLabel = 'Extractive: quoted from the documents, no AI model configured';

/** A page's text, for checking quotes: by document id and page number. */
export type PageTexts = (documentId: string, page: number) => string | null | undefined;

/** The citations of a claim that are not on their page (or cite a page that is not there). */
export function failedCitations(claim: Pick<Claim, 'citations'>, pages: PageTexts): Citation[] {
  return claim.citations.filter((citation) => {
    const text = pages(citation.documentId, citation.page);
    return typeof text !== 'string' || !verifyQuote(text, citation.quote);
  });
}

/**
 * The claim as it may be shown: cited when it has citations and all of them verify, unverified (its citations
 * dropped) when any fails. Claims without citations keep their status (notice, derived, silent).
 */
export function checkClaim<C extends Claim>(claim: C, pages: PageTexts): C {
  if (claim.citations.length === 0) {
    return claim.status === 'cited' ? { ...claim, status: 'unverified' } : claim;
  }
  if (failedCitations(claim, pages).length > 0) return { ...claim, status: 'unverified', citations: [] };
  return { ...claim, status: 'cited' };
}
