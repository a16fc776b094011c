// The model mode: the reports and the chat asked of a language model through the Vercel AI SDK, with structured
// output (zod schemas), each claim citing numbered passages by the words it quotes. Every quote is checked on its
// page; claims that fail are sent back once with what failed, and whatever still fails is marked unverified
// (reports) or dropped (chat), never shown as cited.
import { generateText, Output, streamText, type LanguageModel, type ModelMessage } from 'ai';
import { z } from 'zod';
import {
  obligations,
  requirementCategoryLabels,
  summarySections,
  type Claim,
  type ClaimStatus,
  type PageTexts,
  type RequirementCategory,
  type RequirementClaim,
  type SummaryReport,
  type SummarySection,
} from './claims';
import { requirementKey, type CompanyProfile, type TenderFacts } from './extractive/analysis';
import { dateKinds } from './extractive/lexicon';
import { verifyQuote } from './quotes';
import { foldText } from './quotes';
import { citationFromSource, sourcesText, type Source } from './sources';

const citationSchema = z.object({
  source: z.string().describe('The passage quoted, by its id: "S3"'),
  quote: z.string().describe('Words copied exactly from that passage, 5 to 40 of them, in its own language'),
});
const claimSchema = z.object({
  text: z.string().describe('One statement, in English'),
  citations: z.array(citationSchema).describe('The passages that say it, each with the words that say it'),
});
export type ModelClaim = z.infer<typeof claimSchema>;

const categories = Object.keys(requirementCategoryLabels) as [RequirementCategory, ...RequirementCategory[]];

export const summarySchema = z.object({
  glance: z
    .array(claimSchema)
    .describe('Buyer, object, lots, value, procedure and deadline as the documents state them'),
  scope: z.array(claimSchema).describe('What is bought: scope and deliverables'),
  dates: z
    .array(
      claimSchema.extend({
        kind: z.enum([...dateKinds, 'other']),
        date: z.string().describe('The date as YYYY-MM-DD'),
      }),
    )
    .describe('Every date: questions, site visit, submission, opening, contract start and end, others'),
  eligibility: z.array(claimSchema).describe('Exclusion grounds and selection criteria'),
  award: z
    .array(claimSchema.extend({ criterion: z.string(), weight: z.string().describe('"60 %", "30 points", or ""') }))
    .describe('Award criteria with their weights'),
  documents: z.array(claimSchema).describe('Documents, forms and evidence to submit'),
  contract: z
    .array(
      claimSchema.extend({
        topic: z.enum(['guarantee', 'penalty', 'payment', 'liability', 'termination', 'price', 'duration']),
      }),
    )
    .describe('Contract terms: guarantees, penalties, payment and the rest'),
  risks: z.array(claimSchema).describe('Risks and unusual clauses, conditional wording above all'),
  questions: z.array(claimSchema).describe('Questions worth asking the buyer, each citing what prompts it'),
  signals: z
    .array(claimSchema.extend({ direction: z.enum(['for', 'against', 'check']) }))
    .describe("Bid/no-bid signals against the company's profile, with reasons"),
  notStated: z
    .array(z.object({ section: z.enum(summarySections), text: z.string() }))
    .describe('What a bid team needs that the documents do not say, e.g. "The documents give no site visit."'),
});
export type ModelSummary = z.infer<typeof summarySchema>;

export const requirementsSchema = z.object({
  requirements: z.array(
    claimSchema.extend({
      category: z.enum(categories),
      obligation: z.enum(obligations),
    }),
  ),
});

const retrySchema = z.object({
  claims: z.array(claimSchema.extend({ index: z.number().int().describe('The number of the claim being corrected') })),
});

const rules = [
  'You read public tender documents for a bid team. Use only the numbered passages given; never your own knowledge.',
  'Every statement cites the passages it rests on: the id ("S3") and words copied exactly, character for character, from that passage (5 to 40 words, no ellipsis, no paraphrase, in the passage’s language).',
  'Keep conditions, exceptions and thresholds that the clause states ("unless", "at least", "up to").',
  'When the documents do not say something a bid team needs, say so instead of guessing.',
].join('\n');

export interface VerifyStats {
  /** Claims whose every quote was on its page at the first answer. */
  verified: number;
  /** Claims sent back once and corrected. */
  corrected: number;
  /** Claims whose quotes still failed: marked unverified in reports, dropped in chat. */
  failed: number;
}

interface Problem<T extends ModelClaim> {
  index: number;
  claim: T;
  problems: string[];
}

/** The claim's citations mapped to documents and checked, with what is wrong with each that fails. */
function resolve(
  claim: ModelClaim,
  sources: ReadonlyMap<string, Source>,
  pages: PageTexts,
): { citations: Claim['citations']; problems: string[] } {
  const citations: Claim['citations'] = [];
  const problems: string[] = [];
  for (const cited of claim.citations) {
    const citation = citationFromSource(sources, cited);
    if (!citation) {
      problems.push(`"${cited.source}" is not one of the passages.`);
      continue;
    }
    const text = pages(citation.documentId, citation.page);
    const source = sources.get(
      cited.source
        .trim()
        .replace(/^\[|\]$/gu, '')
        .toUpperCase(),
    )!;
    if (typeof text !== 'string' || !verifyQuote(text, citation.quote)) {
      problems.push(`The quote "${cited.quote}" is not in ${source.id} (${source.fileName}, page ${source.page}).`);
      continue;
    }
    citations.push(citation);
  }
  return { citations, problems };
}

export interface CheckedClaim<T extends ModelClaim> {
  source: T;
  status: ClaimStatus;
  citations: Claim['citations'];
}

/**
 * Checks model claims against their pages; those that fail go back to the model once (`retry`) with what failed.
 * A claim without citations gets `uncited` (a question to ask is advice, not a quote).
 */
export async function checkModelClaims<T extends ModelClaim>(
  claims: readonly T[],
  context: {
    sources: ReadonlyMap<string, Source>;
    pages: PageTexts;
    retry: (failed: Problem<T>[]) => Promise<(ModelClaim & { index: number })[]>;
    uncited: ClaimStatus;
  },
): Promise<{ claims: CheckedClaim<T>[]; stats: VerifyStats }> {
  const stats: VerifyStats = { verified: 0, corrected: 0, failed: 0 };
  const checked: CheckedClaim<T>[] = [];
  const failed: Problem<T>[] = [];
  claims.forEach((claim, index) => {
    if (claim.citations.length === 0) {
      checked[index] = { source: claim, status: context.uncited, citations: [] };
      return;
    }
    const { citations, problems } = resolve(claim, context.sources, context.pages);
    if (problems.length === 0) {
      stats.verified++;
      checked[index] = { source: claim, status: 'cited', citations };
    } else failed.push({ index, claim, problems });
  });
  if (failed.length > 0) {
    const answers = await context.retry(failed);
    for (const problem of failed) {
      const answer = answers.find((candidate) => candidate.index === problem.index);
      const fixed = answer && answer.citations.length > 0 ? resolve(answer, context.sources, context.pages) : null;
      if (answer && fixed && fixed.problems.length === 0) {
        stats.corrected++;
        checked[problem.index] = {
          source: { ...problem.claim, text: answer.text },
          status: 'cited',
          citations: fixed.citations,
        };
      } else {
        stats.failed++;
        checked[problem.index] = { source: problem.claim, status: 'unverified', citations: [] };
      }
    }
  }
  return { claims: checked.filter(Boolean), stats };
}

function retryPrompt<T extends ModelClaim>(failed: Problem<T>[]): string {
  return [
    'Some of your quotes are not in the passages you cited. For each claim below, answer it again with quotes copied exactly from the passages, keeping its number as index, or leave it out if no passage supports it.',
    ...failed.map(
      (problem) =>
        `Claim ${problem.index}: ${problem.claim.text}\n${problem.problems.map((line) => `- ${line}`).join('\n')}`,
    ),
  ].join('\n\n');
}

export interface ModelRun {
  model: LanguageModel;
  sources: readonly Source[];
  pages: PageTexts;
  signal?: AbortSignal;
}

/** Sends the failed claims back once, with the passages, and returns the model's corrections. */
function retryWith(run: ModelRun, context: string) {
  return async <T extends ModelClaim>(failed: Problem<T>[]) => {
    const { output } = await generateText({
      model: run.model,
      system: rules,
      prompt: `${context}\n\nPassages:\n\n${sourcesText(run.sources)}\n\n${retryPrompt(failed)}`,
      output: Output.object({ schema: retrySchema, name: 'corrections' }),
      abortSignal: run.signal,
      maxRetries: 2,
    });
    return output.claims;
  };
}

function sourceMap(sources: readonly Source[]): Map<string, Source> {
  return new Map(sources.map((source) => [source.id, source]));
}

function factsText(facts: TenderFacts, company: CompanyProfile, now: Date): string {
  return [
    `Tender: ${facts.title}`,
    facts.buyer ? `Buyer (from the notice): ${facts.buyer}` : null,
    facts.cpvCodes.length ? `CPV codes (from the notice): ${facts.cpvCodes.join(', ')}` : null,
    `Today: ${now.toISOString().slice(0, 10)}`,
    `The bidder's company: ${company.companyName ?? 'not given'}; industry: ${company.industry ?? 'not given'}; CPV codes: ${company.cpvCodes.join(', ') || 'not given'}`,
  ]
    .filter(Boolean)
    .join('\n');
}

const uncitedBySection: Partial<Record<SummarySection, ClaimStatus>> = { questions: 'derived', signals: 'derived' };

/** The summary report from the model: each section's claims checked, and what the documents do not say. */
export async function modelSummary(
  run: ModelRun,
  facts: TenderFacts,
  company: CompanyProfile,
  now: Date,
  notice: Claim[],
): Promise<{ report: SummaryReport; stats: VerifyStats }> {
  const context = factsText(facts, company, now);
  const { output } = await generateText({
    model: run.model,
    system: rules,
    prompt: `Write the summary report of this tender.\n\n${context}\n\nPassages:\n\n${sourcesText(run.sources)}`,
    output: Output.object({ schema: summarySchema, name: 'summary_report' }),
    abortSignal: run.signal,
    maxRetries: 2,
  });
  const sources = sourceMap(run.sources);
  const stats: VerifyStats = { verified: 0, corrected: 0, failed: 0 };
  const report = Object.fromEntries(summarySections.map((section) => [section, [] as Claim[]])) as SummaryReport;
  report.glance.push(...notice);
  // One list for the check, so the failed claims of all sections go back in one request.
  const all = summarySections.flatMap((section) =>
    (output[section] as ModelClaim[]).map((claim) => ({ ...claim, section })),
  );
  const checked = await checkModelClaims(all, {
    sources,
    pages: run.pages,
    retry: retryWith(run, `These claims are from the summary report of: ${facts.title}`),
    uncited: 'unverified',
  });
  for (const claim of checked.claims) {
    const {
      section,
      text,
      citations: _citations,
      ...extra
    } = claim.source as ModelClaim & {
      section: SummarySection;
    } & Record<string, unknown>;
    const status =
      claim.status === 'unverified' && claim.source.citations.length === 0
        ? (uncitedBySection[section] ?? 'unverified')
        : claim.status;
    const data: Claim['data'] = {};
    for (const [key, value] of Object.entries(extra)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') data[key] = value;
    }
    if (section === 'dates' && typeof data.date === 'string' && !/^\d{4}-\d{2}-\d{2}$/u.test(data.date))
      data.date = null;
    report[section].push({ text, status, citations: claim.citations, data });
  }
  for (const silent of output.notStated)
    report[silent.section].push({ text: silent.text, status: 'silent', citations: [] });
  Object.assign(stats, checked.stats);
  return { report, stats };
}

/** The extractive reading's findings on these passages' pages, for the model to confirm, correct or complete. */
function candidatesText(sources: readonly Source[], candidates: readonly RequirementClaim[]): string {
  const onPart = candidates.flatMap((candidate) => {
    const citation = candidate.citations[0];
    if (!citation) return [];
    const onPage = sources.filter((s) => s.documentId === citation.documentId && s.page === citation.page);
    const source = onPage.find((s) => foldText(s.text).includes(foldText(citation.quote).slice(0, 40))) ?? onPage[0];
    return source
      ? [`(${source.id}, ${candidate.data.category}, ${candidate.data.obligation}) ${candidate.text.slice(0, 300)}`]
      : [];
  });
  if (onPart.length === 0) return '';
  return [
    'Candidates found by reading the text (confirm each that is a requirement, with its quote; correct its category or kind; drop what is not one; add every requirement they miss):',
    ...onPart.map((line, index) => `C${index + 1} ${line}`),
  ].join('\n');
}

/** The compliance matrix from the model, each requirement checked like any claim. */
export async function modelRequirements(
  run: ModelRun,
  facts: TenderFacts,
  candidates: readonly RequirementClaim[] = [],
): Promise<{ requirements: RequirementClaim[]; stats: VerifyStats }> {
  const { output } = await generateText({
    model: run.model,
    system: rules,
    prompt: [
      `List every requirement a bidder must meet or is scored on in this tender (${facts.title}): one per requirement (its other sentences are context, not rows), with its category (${categories.join(', ')}) and its kind (mandatory, conditional — its condition kept in the text —, optional, scored).`,
      candidatesText(run.sources, candidates),
      `Passages:\n\n${sourcesText(run.sources)}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    output: Output.object({ schema: requirementsSchema, name: 'compliance_report' }),
    abortSignal: run.signal,
    maxRetries: 2,
  });
  const checked = await checkModelClaims(output.requirements, {
    sources: sourceMap(run.sources),
    pages: run.pages,
    retry: retryWith(run, `These requirements are from the compliance matrix of: ${facts.title}`),
    uncited: 'unverified',
  });
  const seen = new Set<string>();
  const requirements: RequirementClaim[] = [];
  for (const claim of checked.claims) {
    const key = requirementKey(claim.citations[0]?.quote ?? claim.source.text);
    if (seen.has(key)) continue;
    seen.add(key);
    requirements.push({
      text: claim.source.text,
      status: claim.status,
      citations: claim.citations,
      data: { category: claim.source.category, obligation: claim.source.obligation, key },
    });
  }
  return { requirements, stats: checked.stats };
}

/**
 * A chat answer streamed from the model: each claim is checked as soon as it is complete and handed to `onClaim`
 * if its quotes are on their pages; the failed ones go back once at the end; what still fails is dropped.
 */
export async function streamModelAnswer(
  run: ModelRun,
  question: string,
  history: readonly ModelMessage[],
  onClaim: (claim: Claim) => void | Promise<void>,
): Promise<{ claims: Claim[]; stats: VerifyStats }> {
  const sources = sourceMap(run.sources);
  const result = streamText({
    model: run.model,
    system: `${rules}\nAnswer the question in claims. If the passages do not answer it, give no claims at all.`,
    messages: [
      ...history,
      { role: 'user', content: `Passages:\n\n${sourcesText(run.sources)}\n\nQuestion: ${question}` },
    ],
    output: Output.array({ element: claimSchema, name: 'answer' }),
    abortSignal: run.signal,
    maxRetries: 2,
  });
  const shown: Claim[] = [];
  const failed: Problem<ModelClaim>[] = [];
  const stats: VerifyStats = { verified: 0, corrected: 0, failed: 0 };
  let index = 0;
  for await (const element of result.elementStream) {
    const { citations, problems } = element.citations.length
      ? resolve(element, sources, run.pages)
      : { citations: [], problems: ['This claim cites no passage.'] };
    if (problems.length === 0) {
      stats.verified++;
      const claim: Claim = { text: element.text, status: 'cited', citations };
      shown.push(claim);
      await onClaim(claim);
    } else failed.push({ index, claim: element, problems });
    index++;
  }
  if (failed.length > 0) {
    const answers = await retryWith(run, `These claims answer the question: ${question}`)(failed);
    for (const problem of failed) {
      const answer = answers.find((candidate) => candidate.index === problem.index);
      const fixed = answer && answer.citations.length > 0 ? resolve(answer, sources, run.pages) : null;
      if (answer && fixed && fixed.problems.length === 0) {
        stats.corrected++;
        const claim: Claim = { text: answer.text, status: 'cited', citations: fixed.citations };
        shown.push(claim);
        await onClaim(claim);
      } else stats.failed++;
    }
  }
  return { claims: shown, stats };
}

/** A long pack read by the model part by part: each part's passages fit the model's share of its context. */
export interface PartsRun {
  model: LanguageModel;
  parts: readonly (readonly Source[])[];
  pages: PageTexts;
  signal?: AbortSignal;
}

function addStats(total: VerifyStats, more: VerifyStats): void {
  total.verified += more.verified;
  total.corrected += more.corrected;
  total.failed += more.failed;
}

/** How alike two texts are, from 0 to 1 (the share of letter pairs they have in common). */
function likeness(a: string, b: string): number {
  const pairs = (text: string) => {
    const folded = foldText(text).replace(/[^\p{L}\p{N}]+/gu, ' ');
    const out = new Map<string, number>();
    for (let i = 0; i < folded.length - 1; i++)
      out.set(folded.slice(i, i + 2), (out.get(folded.slice(i, i + 2)) ?? 0) + 1);
    return out;
  };
  const left = pairs(a);
  const right = pairs(b);
  let shared = 0;
  let total = 0;
  for (const [pair, n] of left) {
    shared += Math.min(n, right.get(pair) ?? 0);
    total += n;
  }
  for (const n of right.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}

/**
 * The compliance matrix of a pack read in parts: each part with the extractive candidates on its pages, then merged
 * — the same requirement found in two parts is one row with the citations of both.
 */
export async function modelRequirementsInParts(
  run: PartsRun,
  facts: TenderFacts,
  candidates: readonly RequirementClaim[],
): Promise<{ requirements: RequirementClaim[]; stats: VerifyStats }> {
  const stats: VerifyStats = { verified: 0, corrected: 0, failed: 0 };
  const merged: RequirementClaim[] = [];
  for (const part of run.parts) {
    const result = await modelRequirements({ ...run, sources: part }, facts, candidates);
    addStats(stats, result.stats);
    for (const requirement of result.requirements) {
      const twin = merged.find(
        (other) =>
          other.data.key === requirement.data.key ||
          (other.citations[0]?.page !== requirement.citations[0]?.page &&
            likeness(other.text, requirement.text) >= 0.85),
      );
      if (twin) {
        for (const citation of requirement.citations) {
          if (
            !twin.citations.some(
              (c) => c.documentId === citation.documentId && c.page === citation.page && c.quote === citation.quote,
            )
          ) {
            twin.citations.push(citation);
          }
        }
      } else merged.push(requirement);
    }
  }
  return { requirements: merged, stats };
}

function claimKey(section: SummarySection, claim: Claim): string {
  if (section === 'dates') return `${claim.data?.kind}|${claim.data?.date}`;
  if (section === 'award') return `${foldText(String(claim.data?.criterion ?? claim.text))}|${claim.data?.weight}`;
  return foldText(claim.text);
}

/** The summary of a pack read in parts: the parts' sections joined, a claim two parts make alike kept once. */
export async function modelSummaryInParts(
  run: PartsRun,
  facts: TenderFacts,
  company: CompanyProfile,
  now: Date,
  notice: Claim[],
): Promise<{ report: SummaryReport; stats: VerifyStats }> {
  const stats: VerifyStats = { verified: 0, corrected: 0, failed: 0 };
  const report = Object.fromEntries(summarySections.map((section) => [section, [] as Claim[]])) as SummaryReport;
  const seen = new Set<string>();
  for (const [index, part] of run.parts.entries()) {
    const result = await modelSummary({ ...run, sources: part }, facts, company, now, index === 0 ? notice : []);
    addStats(stats, result.stats);
    for (const section of summarySections) {
      for (const claim of result.report[section]) {
        const key = `${section}|${claimKey(section, claim)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        report[section].push(claim);
      }
    }
  }
  return { report, stats };
}
