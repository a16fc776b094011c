// The extractive analysis: without a model, the documents' own sentences are selected and quoted, never
// rewritten. Requirements are found by their modal verbs and binding terms and sorted into categories by their
// words and the headings above them; dates, amounts, weights, contract terms and risky wording by patterns. The
// few sentences written here (a date's label, a question for the buyer) only name what a quote says or that the
// documents are silent.
import type { Citation, Claim, RequirementCategory, RequirementClaim, SummaryReport } from '../claims';
import { foldText } from '../quotes';
import {
  approximateAmount,
  contractTopics,
  dateKinds,
  documentCue,
  headingCues,
  lotCue,
  obligation,
  procedureCue,
  requirementCategories,
  riskCues,
  scopeCue,
  sentenceCues,
  vagueWording,
  valueCue,
  type ContractTopic,
  type DateKind,
} from './lexicon';
import { findAmounts, findPercentages } from './patterns';
import { findAwardCriteria, type AwardFindings } from './award';
import { dateLabels, findDateClaims, formatDay, type DateFindings } from './dates';
import { readUnits, type PageBlockInput, type Unit } from './reading';
import { findRequirements, requirementKey, type PageTextOf } from './requirements';
import { headingLevel, segmentPage, type Heading } from './text';

export interface SourceDocument {
  documentId: string;
  fileName: string;
  language: string | null;
  /** Each page's verbatim text, and its blocks where the reader kept them. */
  pages: readonly { page: number; text: string; blocks?: readonly PageBlockInput[] | null }[];
}

/** What the notice says about the tender (not the documents): shown as such, never as a quote. */
export interface TenderFacts {
  title: string;
  buyer: string | null;
  procedure: string | null;
  lots: string[];
  /** Formatted with its currency. */
  value: string | null;
  deadline: Date | null;
  cpvCodes: string[];
}

export interface CompanyProfile {
  companyName: string | null;
  industry: string | null;
  cpvCodes: string[];
}

export interface Sentence {
  documentId: string;
  fileName: string;
  page: number;
  start: number;
  end: number;
  text: string;
  /** The headings it stands under, outermost first. */
  headings: string[];
}

/** Every sentence of the documents, in reading order, each under the headings it belongs to. */
export function readSentences(documents: readonly SourceDocument[]): Sentence[] {
  const sentences: Sentence[] = [];
  for (const document of documents) {
    let trail: Heading[] = [];
    for (const { page, text } of document.pages) {
      const carried = trail[trail.length - 1] ?? null;
      const { sentences: found, headings } = segmentPage(text, carried);
      // Headings and sentences in page order, so each sentence gets the trail in force where it stands.
      const events = [
        ...headings.map((heading) => ({ at: heading.start, heading, sentence: null })),
        ...found.map((sentence) => ({ at: sentence.start, heading: null, sentence })),
      ].sort((a, b) => a.at - b.at);
      for (const event of events) {
        if (event.heading) {
          trail = nextTrail(trail, event.heading);
        } else if (event.sentence) {
          sentences.push({
            documentId: document.documentId,
            fileName: document.fileName,
            page,
            start: event.sentence.start,
            end: event.sentence.end,
            text: event.sentence.text,
            headings: trail.map((heading) => heading.text),
          });
        }
      }
    }
  }
  return sentences;
}

function nextTrail(trail: Heading[], heading: Heading): Heading[] {
  // A trail line of a converted document ("[Part A › 3 Award criteria]") is the whole trail at once.
  const bracketed = /^\[(.+)\]$/u.exec(heading.text);
  if (bracketed) {
    return bracketed[1]!.split(' › ').map((text, index) => ({ ...heading, text, level: index + 1 }));
  }
  const kept = trail.filter((other) => other.level < heading.level);
  return [...kept, heading];
}

function citationOf(sentence: Sentence, span?: { index: number; text: string }): Citation {
  return { documentId: sentence.documentId, page: sentence.page, quote: span ? span.text : sentence.text };
}

function quoted(sentence: Sentence, data?: Claim['data']): Claim {
  return { text: sentence.text, status: 'cited', citations: [citationOf(sentence)], data: { ...data, extract: true } };
}

const isObligation = (text: string) => obligation.some((pattern) => pattern.test(text));

function categoryOf(sentence: Sentence, scored: boolean): RequirementCategory {
  const scores = new Map<RequirementCategory, number>(requirementCategories.map((category) => [category, 0]));
  const nearest = sentence.headings[sentence.headings.length - 1] ?? '';
  const outer = sentence.headings.slice(0, -1).join(' ');
  let headed: RequirementCategory | null = null;
  for (const category of requirementCategories) {
    if (headingCues[category].test(nearest)) {
      scores.set(category, scores.get(category)! + 2);
      headed ??= category;
    } else if (headingCues[category].test(outer)) scores.set(category, scores.get(category)! + 1);
    for (const [pattern, weight] of sentenceCues[category]) {
      if (pattern.test(sentence.text)) scores.set(category, scores.get(category)! + weight);
    }
  }
  let best: RequirementCategory | null = null;
  let bestScore = 0;
  for (const [category, score] of scores) {
    if (score > bestScore || (score === bestScore && score > 0 && category === headed)) {
      best = category;
      bestScore = score;
    }
  }
  return best ?? (scored ? 'technical_specification' : 'submission_formalities');
}

/** The dates section: every date with its label, and a sentence for each kind the documents leave out. */
function datesSection(found: DateFindings): Claim[] {
  const order = [...dateKinds, 'tender_validity', 'other'];
  const known = found.claims.filter((claim) => claim.data.kind !== 'other');
  const others = found.claims.filter((claim) => claim.data.kind === 'other').slice(0, 12);
  const sorted: Claim[] = [...known, ...others].sort(
    (a, b) =>
      String(a.data?.date).localeCompare(String(b.data?.date)) ||
      order.indexOf(String(a.data?.kind)) - order.indexOf(String(b.data?.kind)),
  );
  for (const kind of dateKinds) {
    if (!known.some((claim) => claim.data.kind === kind)) {
      sorted.push({
        text: `The documents give no date for: ${dateLabels[kind].toLowerCase()}.`,
        status: 'silent',
        citations: [],
        data: { kind, date: null, time: null },
      });
    }
  }
  return sorted;
}

function firstMatching(
  sentences: readonly Sentence[],
  test: (sentence: Sentence) => boolean,
  limit: number,
): Sentence[] {
  const out: Sentence[] = [];
  for (const sentence of sentences) {
    if (out.length >= limit) break;
    if (test(sentence)) out.push(sentence);
  }
  return out;
}

function uniqueClaims(claims: Claim[], limit = Infinity): Claim[] {
  const seen = new Set<string>();
  const out: Claim[] = [];
  for (const claim of claims) {
    const key = `${foldText(claim.text)}|${claim.citations.map((c) => `${c.documentId}:${c.page}`).join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(claim);
    if (out.length >= limit) break;
  }
  return out;
}

function noticeClaim(text: string, field: string): Claim {
  return { text, status: 'notice', citations: [], data: { field } };
}

/** The notice's facts as claims of their own: shown as coming from the notice, never as a quote. */
export function noticeClaims(facts: TenderFacts): Claim[] {
  const claims: Claim[] = [];
  if (facts.buyer) claims.push(noticeClaim(`Buyer: ${facts.buyer}`, 'buyer'));
  claims.push(noticeClaim(`Object: ${facts.title}`, 'object'));
  if (facts.lots.length > 0) claims.push(noticeClaim(`Lots: ${facts.lots.join('; ')}`, 'lots'));
  claims.push(
    facts.value
      ? noticeClaim(`Estimated value: ${facts.value}`, 'value')
      : { text: 'The notice gives no estimated value.', status: 'silent', citations: [], data: { field: 'value' } },
  );
  if (facts.procedure) claims.push(noticeClaim(`Procedure: ${facts.procedure}`, 'procedure'));
  if (facts.deadline) {
    claims.push(noticeClaim(`Deadline: ${formatDay(facts.deadline.toISOString().slice(0, 10))}`, 'deadline'));
  }
  return claims;
}

function glanceClaims(sentences: readonly Sentence[], facts: TenderFacts, submission: Claim | undefined): Claim[] {
  const claims = noticeClaims(facts);
  const buyer = firstMatching(
    sentences,
    (s) =>
      /contracting authority|buyer|auftraggeber|vergabestelle|pouvoir adjudicateur|poder adjudicador/iu.test(s.text) &&
      s.text.includes(':'),
    1,
  );
  const value = firstMatching(sentences, (s) => valueCue.test(s.text) && findAmounts(s.text).length > 0, 2);
  const procedure = firstMatching(
    sentences,
    (s) =>
      procedureCue.test(s.text) &&
      /open|restricted|negotiated|competitive dialogue|innovation partnership|offene|nicht offene|verhandlungsverfahren|ouverte|restreinte|abierto|aperta|ristretta/iu.test(
        s.text,
      ),
    1,
  );
  const lots = firstMatching(sentences, (s) => lotCue.test(s.text), 2);
  for (const sentence of [...buyer, ...procedure, ...lots, ...value]) claims.push(quoted(sentence));
  if (submission) claims.push(submission);
  return uniqueClaims(claims);
}

/**
 * The notice's deadline and the documents' when they differ (by more than a time zone can explain): said first, with
 * both sources, since bidding by the wrong one loses the tender.
 */
export function deadlineConflict(facts: TenderFacts, submission: Claim | undefined): Claim | null {
  if (!facts.deadline || !submission || typeof submission.data?.date !== 'string') return null;
  const time = typeof submission.data.time === 'string' ? submission.data.time : '12:00';
  const documents = Date.parse(`${submission.data.date}T${time}:00Z`);
  const notice = facts.deadline.getTime();
  const sameDay = Math.abs(documents - notice) <= 3 * 3_600_000;
  if (sameDay) return null;
  const noticeDay = formatDay(facts.deadline.toISOString().slice(0, 10));
  const documentsDay = `${formatDay(submission.data.date)}${submission.data.time ? `, ${submission.data.time}` : ''}`;
  return {
    text: `The deadlines differ: the documents give ${documentsDay}, the notice ${noticeDay}. Check which applies (a corrigendum may have moved it).`,
    status: 'cited',
    citations: submission.citations,
    data: { field: 'deadline', conflict: true, date: submission.data.date, time: submission.data.time ?? null },
  };
}

function topicOf(text: string): ContractTopic | null {
  for (const [topic, pattern] of Object.entries(contractTopics) as [ContractTopic, RegExp][]) {
    if (pattern.test(text)) return topic;
  }
  return null;
}

const contractTopicLabels: Record<ContractTopic, string> = {
  guarantee: 'guarantees',
  penalty: 'penalties',
  payment: 'payment',
  liability: 'liability',
  termination: 'termination',
  price: 'price revision',
  duration: 'duration and extension',
};

const selectionCategories = new Set<RequirementCategory>([
  'exclusion_grounds',
  'economic_financial_standing',
  'technical_professional_ability',
]);

function contractClaims(sentences: readonly Sentence[]): Claim[] {
  const claims: Claim[] = [];
  for (const sentence of sentences) {
    const topic = topicOf(sentence.text);
    if (!topic || sentence.text.length < 20) continue;
    // Insurance, taxes paid, references: selection criteria that share words with contract terms.
    if (selectionCategories.has(categoryOf(sentence, false))) continue;
    claims.push(quoted(sentence, { topic }));
  }
  const unique = uniqueClaims(claims, 16);
  for (const topic of ['guarantee', 'penalty', 'payment'] as const) {
    if (!unique.some((claim) => claim.data?.topic === topic)) {
      unique.push({
        text: `The documents say nothing about ${contractTopicLabels[topic]}.`,
        status: 'silent',
        citations: [],
        data: { topic },
      });
    }
  }
  return unique;
}

function riskClaims(sentences: readonly Sentence[]): Claim[] {
  const claims: Claim[] = [];
  for (const sentence of sentences) {
    const risk = riskCues.find((cue) => cue.pattern.test(sentence.text));
    if (!risk || sentence.text.length < 20) continue;
    // A penalty is a risk when it is steep: a share per day, or a cap of 10 % or more.
    if (risk.reason === 'Penalty') {
      const shares = findPercentages(sentence.text).map((p) => p.value);
      const perDay = /per day|pro tag|je tag|jeden tag|par jour|por día|al giorno/iu.test(sentence.text);
      if (!perDay && !shares.some((share) => share >= 10)) continue;
    }
    claims.push({
      text: `${risk.reason}: ${sentence.text}`,
      status: 'cited',
      citations: [citationOf(sentence)],
      data: { reason: risk.reason },
    });
  }
  return uniqueClaims(claims, 12);
}

function questionClaims(
  sentences: readonly Sentence[],
  summary: Pick<SummaryReport, 'dates' | 'award' | 'glance'>,
): Claim[] {
  const claims: Claim[] = [];
  for (const sentence of sentences) {
    const vague = vagueWording.exec(sentence.text) ?? approximateAmount.exec(sentence.text);
    if (vague && sentence.text.length >= 20) {
      claims.push({
        text: `Ask the buyer to put a figure on “${vague[0].replace(/\s*\d$/u, '')}” here.`,
        status: 'cited',
        citations: [citationOf(sentence)],
        data: { reason: 'vague' },
      });
      continue;
    }
    const conditional = riskCues.find((cue) => cue.reason === 'Conditional wording')!.pattern.exec(sentence.text);
    if (conditional && isObligation(sentence.text)) {
      claims.push({
        text: `Ask the buyer which cases “${conditional[0]}” covers here.`,
        status: 'cited',
        citations: [citationOf(sentence)],
        data: { reason: 'conditional' },
      });
    }
  }
  const unique = uniqueClaims(claims, 8);
  const missing = (kind: DateKind) =>
    summary.dates.some((claim) => claim.data?.kind === kind && claim.status === 'silent');
  if (missing('site_visit')) {
    unique.push({
      text: 'Ask whether there is a site visit: the documents give no date for one.',
      status: 'silent',
      citations: [],
    });
  }
  if (missing('questions')) {
    unique.push({
      text: 'Ask until when questions are answered: the documents give no date.',
      status: 'silent',
      citations: [],
    });
  }
  if (!summary.award.some((claim) => claim.status === 'cited')) {
    unique.push({
      text: 'Ask how tenders are scored: the documents give no weighted award criteria.',
      status: 'silent',
      citations: [],
    });
  }
  return unique;
}

/** Words of the industry worth looking for: four letters or more, stems of five letters. */
function industryStems(industry: string): string[] {
  return industry
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4 && !/^(and|und|with|services?|dienst\w*|company|firma|gmbh)$/u.test(word))
    .map((word) => word.slice(0, 5));
}

function signalClaims(
  sentences: readonly Sentence[],
  requirements: readonly RequirementClaim[],
  facts: TenderFacts,
  company: CompanyProfile,
  risks: readonly Claim[],
  submission: Claim | undefined,
  now: Date,
): Claim[] {
  const claims: Claim[] = [];
  const tenderCpv = facts.cpvCodes.filter(Boolean);
  if (company.cpvCodes.length === 0) {
    claims.push({
      text: `Your company profile names no CPV codes to compare with the tender's${tenderCpv.length ? ` (${tenderCpv.join(', ')})` : ''}.`,
      status: 'derived',
      citations: [],
      data: { direction: 'check' },
    });
  } else if (tenderCpv.length > 0) {
    const match = (length: number) =>
      tenderCpv.find((code) => company.cpvCodes.some((own) => own.slice(0, length) === code.slice(0, length)));
    const exact = match(8);
    const group = match(3);
    const division = match(2);
    claims.push(
      exact
        ? {
            text: `The tender's CPV code ${exact} is one of your company's.`,
            status: 'derived',
            citations: [],
            data: { direction: 'for' },
          }
        : group
          ? {
              text: `The tender's CPV code ${group} is in the same group as one of your company's codes.`,
              status: 'derived',
              citations: [],
              data: { direction: 'for' },
            }
          : division
            ? {
                text: `The tender's CPV code ${division} is in the same division as one of your company's codes, but not the same group.`,
                status: 'derived',
                citations: [],
                data: { direction: 'check' },
              }
            : {
                text: `None of the tender's CPV codes (${tenderCpv.join(', ')}) is near your company's (${company.cpvCodes.join(', ')}).`,
                status: 'derived',
                citations: [],
                data: { direction: 'against' },
              },
    );
  }
  if (company.industry) {
    const wanted = industryStems(company.industry);
    const hit = wanted.length
      ? sentences.find((sentence) =>
          sentence.text
            .toLowerCase()
            .split(/[^\p{L}]+/u)
            .some((word) => wanted.some((stem) => word.startsWith(stem))),
        )
      : undefined;
    claims.push(
      hit
        ? {
            text: `The documents mention your industry (${company.industry}).`,
            status: 'cited',
            citations: [citationOf(hit)],
            data: { direction: 'for' },
          }
        : {
            text: `The documents do not mention your industry (${company.industry}).`,
            status: 'silent',
            citations: [],
            data: { direction: 'against' },
          },
    );
  }
  const deadlineIso = (submission?.data?.date as string | undefined) ?? facts.deadline?.toISOString().slice(0, 10);
  if (deadlineIso) {
    const days = Math.ceil((Date.parse(`${deadlineIso}T23:59:59Z`) - now.getTime()) / 86_400_000);
    claims.push({
      text:
        days < 0
          ? `The submission deadline (${formatDay(deadlineIso)}) has passed.`
          : `${days} day${days === 1 ? '' : 's'} until the submission deadline (${formatDay(deadlineIso)}).`,
      status: submission ? 'cited' : 'notice',
      citations: submission ? submission.citations : [],
      data: { direction: days < 0 ? 'against' : days < 10 ? 'against' : 'for' },
    });
  }
  const thresholds = requirements.filter(
    (claim) =>
      claim.data.obligation === 'mandatory' &&
      (claim.data.category === 'economic_financial_standing' ||
        claim.data.category === 'technical_professional_ability') &&
      (findAmounts(claim.text).length > 0 || /\b(?:iso|at least|mindestens|au moins|minimum)\b/iu.test(claim.text)),
  );
  for (const claim of thresholds.slice(0, 5)) {
    claims.push({
      text: `Check you meet: ${claim.text}`,
      status: 'cited',
      citations: claim.citations,
      data: { direction: 'check' },
    });
  }
  if (risks.length >= 2) {
    claims.push({
      text: `${risks.length} clauses put risk on the contractor (see Risks and unusual clauses).`,
      status: 'derived',
      citations: [],
      data: { direction: 'against' },
    });
  }
  return claims;
}

/** The summary report, extractively: the notice's facts, then quotes sorted into the report's sections. */
export function summarise(
  sentences: readonly Sentence[],
  requirements: readonly RequirementClaim[],
  facts: TenderFacts,
  company: CompanyProfile,
  now: Date,
  found: DateFindings,
  awardFound: AwardFindings,
): SummaryReport {
  const dates = datesSection(found);
  const submission = found.submission ?? undefined;
  const scope = uniqueClaims(
    [
      ...firstMatching(sentences, (s) => scopeCue.test(s.text) && s.text.length > 30, 4).map((s) => quoted(s)),
      ...requirements.filter(
        (claim) => claim.data.category === 'technical_specification' && claim.data.obligation === 'mandatory',
      ),
    ],
    10,
  );
  const eligibility = requirements.filter((claim) => selectionCategories.has(claim.data.category));
  const award: Claim[] = [
    ...awardFound.criteria,
    ...(awardFound.check ? [awardFound.check] : []),
    ...awardFound.formulas,
  ];
  if (awardFound.criteria.length === 0) {
    award.push({ text: 'The documents give no weighted award criteria.', status: 'silent', citations: [] });
  }
  const documents = uniqueClaims(
    firstMatching(
      sentences,
      (s) =>
        documentCue.test(s.text) &&
        (isObligation(s.text) || /following documents|folgende unterlagen|documents suivants/iu.test(s.text)),
      12,
    ).map((s) => quoted(s)),
  );
  if (documents.length === 0) {
    documents.push({ text: 'The documents list no forms or evidence to submit.', status: 'silent', citations: [] });
  }
  const contract = contractClaims(sentences);
  const risks = riskClaims(sentences);
  if (risks.length === 0) {
    risks.push({
      text: 'No clause matched the risk patterns (unlimited liability, steep penalties, conditional wording …).',
      status: 'silent',
      citations: [],
    });
  }
  const glance = glanceClaims(sentences, facts, submission);
  const conflict = deadlineConflict(facts, submission);
  if (conflict) glance.unshift(conflict);
  const partial = { dates, award, glance };
  return {
    glance,
    scope:
      scope.length > 0
        ? scope
        : [{ text: 'The documents do not describe the scope in a way found here.', status: 'silent', citations: [] }],
    dates,
    eligibility:
      eligibility.length > 0
        ? eligibility
        : [
            {
              text: 'The documents state no exclusion grounds or selection criteria.',
              status: 'silent',
              citations: [],
            },
          ],
    award,
    documents,
    contract,
    risks,
    questions: questionClaims(sentences, partial),
    signals: signalClaims(
      sentences,
      requirements,
      facts,
      company,
      risks.filter((claim) => claim.status === 'cited'),
      submission,
      now,
    ),
  };
}

export interface ExtractiveAnalysis {
  summary: SummaryReport;
  requirements: RequirementClaim[];
}

/** Both reports from the documents' text alone. */
export function analyseExtractively(
  documents: readonly SourceDocument[],
  facts: TenderFacts,
  company: CompanyProfile,
  now = new Date(),
): ExtractiveAnalysis {
  const units = readUnits(documents);
  const texts = new Map(documents.flatMap((d) => d.pages.map((p) => [`${d.documentId}:${p.page}`, p.text] as const)));
  const pageText: PageTextOf = (documentId, page) => texts.get(`${documentId}:${page}`);
  const sentences = units.map(sentenceOfUnit);
  const award = findAwardCriteria(units, pageText);
  const requirements = findRequirements(units, pageText, award.rows);
  const dates = findDateClaims(units, pageText);
  return { summary: summarise(sentences, requirements, facts, company, now, dates, award), requirements };
}

/** A unit as the summary's sections read it: its first piece, a span of one page. */
function sentenceOfUnit(unit: Unit): Sentence {
  const piece = unit.pieces[0]!;
  return {
    documentId: unit.documentId,
    fileName: unit.fileName,
    page: piece.page,
    start: piece.start,
    end: piece.end,
    text: piece.text,
    headings: unit.headings,
  };
}

export { formatDay, requirementKey };

export { headingLevel };
