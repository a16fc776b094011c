// Scores an analysis against a pack's answer key: which key requirements a finding quotes on the right page, how many
// findings match nothing, types, categories, dates with their labels, award weights, and citations that fail.
// A finding matches a key item when it cites the item's page and its quote holds the item's anchor (on a scanned page,
// most of the anchor's words: OCR misreads some); each finding counts for one key item at most.
import type { PackKey } from '@/tests/fixtures/tender-packs/pack';
import { normaliseForAnchor } from '@/tests/fixtures/tender-packs/pack';

export interface EvalCitation {
  doc: string;
  page: number;
  quote: string;
}

export interface EvalFinding {
  text: string;
  type: string;
  category: string;
  citations: EvalCitation[];
}

export interface EvalDate {
  label: string;
  date: string;
  time: string | null;
  derived: boolean;
}

export interface EvalCriterion {
  name: string;
  weight: number | null;
  citations: EvalCitation[];
}

export interface EvalAnalysis {
  requirements: EvalFinding[];
  dates: EvalDate[];
  /** The submission deadline the summary's first lines show (documents' value), if any. */
  glanceDeadline: { date: string; time: string | null } | null;
  /** Whether the summary's first lines say the notice's deadline and the documents' differ. */
  glanceConflict: boolean;
  criteria: EvalCriterion[];
  /** Citations (of every claim, both reports) that fail verification on their page. */
  unverified: number;
  citations: number;
}

export function tokens(text: string): string[] {
  return normaliseForAnchor(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** How much of `anchor` a quote holds: 1 when it stands in it whole, else the share of its words the quote has. */
export function coverage(anchor: string, quote: string): number {
  const a = normaliseForAnchor(anchor);
  const q = normaliseForAnchor(quote);
  if (q.includes(a)) return 1;
  const words = tokens(anchor);
  if (words.length === 0) return 0;
  const have = new Map<string, number>();
  for (const word of tokens(quote)) have.set(word, (have.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of words) {
    const n = have.get(word) ?? 0;
    if (n > 0) {
      found++;
      have.set(word, n - 1);
    }
  }
  return found / words.length;
}

interface Anchored {
  doc: string;
  pages: number[];
  anchor: string;
  hard?: string[];
}

/** How well `citations` quote `item` on its pages: 0 when not at all. Page-break items need each page cited. */
export function matchStrength(item: Anchored, citations: readonly EvalCitation[]): number {
  const onPages = citations.filter((c) => c.doc === item.doc && item.pages.includes(c.page));
  if (onPages.length === 0) return 0;
  const scanned = item.hard?.includes('scan') ?? false;
  const needed = scanned ? 0.6 : 0.85;
  const best = Math.max(
    ...onPages.map((c) => coverage(item.anchor, c.quote)),
    coverage(item.anchor, onPages.map((c) => c.quote).join(' ')),
  );
  if (best < needed) return 0;
  if (item.hard?.includes('page_break')) {
    const cited = new Set(onPages.map((c) => c.page));
    if (!item.pages.every((page) => cited.has(page))) return 0;
  }
  return best;
}

export interface RequirementScore {
  keyItems: number;
  found: number;
  rows: number;
  unmatchedRows: number;
  duplicateRows: number;
  noiseRows: { kind: string; text: string }[];
  typeRight: number;
  categoryRight: number;
  byCategory: Record<string, { found: number; total: number }>;
  byHard: Record<string, { found: number; total: number }>;
  missed: { id: string; summary: string; hard: string[] }[];
  unmatched: string[];
  wrongType: { id: string; expected: string; got: string }[];
  wrongCategory: { id: string; expected: string; got: string }[];
}

export function scoreRequirements(key: PackKey, findings: readonly EvalFinding[]): RequirementScore {
  const assigned = new Map<string, EvalFinding>();
  let unmatchedRows = 0;
  let duplicateRows = 0;
  const noiseRows: { kind: string; text: string }[] = [];
  const unmatched: string[] = [];
  for (const finding of findings) {
    let best: { id: string; strength: number; length: number } | null = null;
    for (const item of key.requirements) {
      const strength = matchStrength(item, finding.citations);
      if (strength <= 0) continue;
      const length = item.anchor.length;
      // Prefer an item not yet found, then the stronger match, then the more specific (longer) anchor.
      const better =
        !best ||
        (assigned.has(best.id) && !assigned.has(item.id)) ||
        (assigned.has(best.id) === assigned.has(item.id) &&
          (strength > best.strength || (strength === best.strength && length > best.length)));
      if (better) best = { id: item.id, strength, length };
    }
    if (!best) {
      unmatchedRows++;
      unmatched.push(finding.text.slice(0, 140));
      const noise = key.not_findings.find((item) => matchStrength(item, finding.citations) > 0);
      if (noise) noiseRows.push({ kind: noise.kind, text: finding.text.slice(0, 100) });
      continue;
    }
    if (assigned.has(best.id)) duplicateRows++;
    else assigned.set(best.id, finding);
  }
  const byCategory: RequirementScore['byCategory'] = {};
  const byHard: RequirementScore['byHard'] = {};
  const bump = (table: Record<string, { found: number; total: number }>, name: string, hit: boolean) => {
    table[name] ??= { found: 0, total: 0 };
    table[name].total++;
    if (hit) table[name].found++;
  };
  let typeRight = 0;
  let categoryRight = 0;
  const missed: RequirementScore['missed'] = [];
  const wrongType: RequirementScore['wrongType'] = [];
  const wrongCategory: RequirementScore['wrongCategory'] = [];
  for (const item of key.requirements) {
    const finding = assigned.get(item.id);
    bump(byCategory, item.category, Boolean(finding));
    for (const hard of item.hard) bump(byHard, hard, Boolean(finding));
    if (!finding) {
      missed.push({ id: item.id, summary: item.summary, hard: item.hard });
      continue;
    }
    if (finding.type === item.type) typeRight++;
    else wrongType.push({ id: item.id, expected: item.type, got: finding.type });
    if (finding.category === item.category) categoryRight++;
    else wrongCategory.push({ id: item.id, expected: item.category, got: finding.category });
  }
  return {
    keyItems: key.requirements.length,
    found: assigned.size,
    rows: findings.length,
    unmatchedRows,
    duplicateRows,
    noiseRows,
    typeRight,
    categoryRight,
    byCategory,
    byHard,
    missed,
    unmatched,
    wrongType,
    wrongCategory,
  };
}

export interface DateScore {
  total: number;
  right: number;
  submissionRight: boolean;
  /** A date shown as the submission deadline that is not it. */
  wrongSubmission: string[];
  missed: string[];
}

function sameMoment(expected: string, date: string, time: string | null): boolean {
  const [day, clock] = expected.split('T');
  return day === date && (!clock || clock === time);
}

export function scoreDates(key: PackKey, analysis: EvalAnalysis): DateScore {
  let right = 0;
  const missed: string[] = [];
  for (const item of key.dates) {
    const hit = analysis.dates.some((d) => d.label === item.label && sameMoment(item.value, d.date, d.time));
    if (hit) right++;
    else missed.push(`${item.label} ${item.value}`);
  }
  const submission = key.dates.find((d) => d.label === 'submission_deadline');
  const wrongSubmission = submission
    ? analysis.dates
        .filter((d) => d.label === 'submission_deadline' && !sameMoment(submission.value, d.date, d.time))
        .map((d) => `${d.date} ${d.time ?? ''}`.trim())
    : [];
  const glance = analysis.glanceDeadline;
  const submissionRight =
    !submission ||
    (glance !== null && sameMoment(submission.value, glance.date, glance.time) && wrongSubmission.length === 0);
  return { total: key.dates.length, right, submissionRight, wrongSubmission, missed };
}

export interface AwardScore {
  total: number;
  right: number;
  missed: string[];
  /** Criteria shown that are none of the key's (marking-scale rows, formatting rules, penalties …). */
  extra: string[];
}

export function scoreAward(key: PackKey, analysis: EvalAnalysis): AwardScore {
  const used = new Set<EvalCriterion>();
  let right = 0;
  const missed: string[] = [];
  for (const item of key.award.criteria) {
    const hit = analysis.criteria.find(
      (c) =>
        !used.has(c) &&
        c.weight !== null &&
        Math.abs(c.weight - item.weight) < 0.01 &&
        (matchStrength(item, c.citations) > 0 || coverage(item.name, c.name) >= 0.6),
    );
    if (hit) {
      used.add(hit);
      right++;
    } else missed.push(`${item.name} ${item.weight}`);
  }
  const extra = analysis.criteria.filter((c) => !used.has(c)).map((c) => `${c.name} ${c.weight ?? ''}`.trim());
  return { total: key.award.criteria.length, right, missed, extra };
}
