// CPV 2008 (Common Procurement Vocabulary) codes: lookup, hierarchy and label search over the bundled list.
import cpvJson from './data/cpv.json' with { type: 'json' };
import {
  foldLabel,
  foldQuery,
  rankLabel,
  searchLimit,
  withCodePrefix,
  type FoldedLabel,
  type FoldedQuery,
} from './text-search.ts';

export type CpvLang = 'en' | 'de';

export interface CpvCode {
  /** The 8-digit code without check digit, e.g. '45233140'. */
  readonly code: string;
  /** The code as published, with its check digit, e.g. '45233140-2'. */
  readonly codeWithCheckDigit: string;
  readonly en: string;
  readonly de: string;
}

export interface CpvSearchOptions {
  /** Most results to return; 20 unless given. */
  limit?: number;
  /** Which labels to match; both unless given. */
  lang?: CpvLang;
}

/** The shape of data/cpv.json: one entry per code, sorted by code. */
interface RawCpvEntry {
  code: string;
  en: string;
  de: string;
}

// Cast through unknown so our code is checked against this small interface rather than the JSON's
// inferred literal type (tsc still reads the JSON: about 1 s for cpv.json).
const rawCpv = cpvJson as unknown as readonly RawCpvEntry[];

/** Number of codes in the bundled list (9,454). */
export const cpvCodeCount = rawCpv.length;

const cpvCodePattern = /^(\d{8})(?:-\d)?$/;

interface CpvIndex {
  /** Sorted by code, so a code prefix is one contiguous run. */
  list: readonly CpvCode[];
  byCode: ReadonlyMap<string, CpvCode>;
}

interface CpvSearchEntry {
  entry: CpvCode;
  labels: Record<CpvLang, FoldedLabel>;
}

// Built on first use, not at import: pages that only show a count or a division pay nothing.
let index: CpvIndex | undefined;
let searchEntries: readonly CpvSearchEntry[] | undefined;

function toCpvCode(raw: RawCpvEntry): CpvCode {
  return Object.freeze({ code: raw.code.slice(0, 8), codeWithCheckDigit: raw.code, en: raw.en, de: raw.de });
}

function cpvIndex(): CpvIndex {
  if (!index) {
    const list = rawCpv.map(toCpvCode).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    index = { list, byCode: new Map(list.map((entry) => [entry.code, entry])) };
  }
  return index;
}

function cpvSearchEntries(): readonly CpvSearchEntry[] {
  searchEntries ??= cpvIndex().list.map((entry) => ({
    entry,
    labels: { en: foldLabel(entry.en), de: foldLabel(entry.de) },
  }));
  return searchEntries;
}

/**
 * The 8-digit code for '45233140' or '45233140-2' (surrounding spaces allowed), or null when malformed.
 * The check digit is ignored rather than verified: the 8 digits alone identify the code.
 */
export function normalizeCpvCode(input: string): string | null {
  return cpvCodePattern.exec(input.trim())?.[1] ?? null;
}

/** The code without its trailing zeros, but never shorter than the 2-digit division: '45200000' → '452'. */
function cpvStem(code8: string): string {
  const trimmed = code8.replace(/0+$/, '');
  return trimmed.length >= 2 ? trimmed : code8.slice(0, 2);
}

/** Every listed code, in code order. */
export function listCpvCodes(): readonly CpvCode[] {
  return cpvIndex().list;
}

export function getCpv(code: string): CpvCode | null {
  const code8 = normalizeCpvCode(code);
  return code8 === null ? null : (cpvIndex().byCode.get(code8) ?? null);
}

export function cpvLabel(code: string, lang: CpvLang = 'en'): string | null {
  return getCpv(code)?.[lang] ?? null;
}

/** The division a code belongs to, e.g. '45233140' → '45000000'; null when malformed. */
export function cpvDivision(code: string): string | null {
  const code8 = normalizeCpvCode(code);
  return code8 === null ? null : `${code8.slice(0, 2)}000000`;
}

/**
 * The listed codes above `code`, from its division down to its nearest ancestor (nearest last, as in a
 * breadcrumb). Found by zeroing digits from the right, so codes missing from the list still get theirs.
 */
export function cpvAncestors(code: string): CpvCode[] {
  const code8 = normalizeCpvCode(code);
  if (code8 === null) return [];
  const { byCode } = cpvIndex();
  const stem = cpvStem(code8);
  const found: CpvCode[] = [];
  for (let length = 2; length < stem.length; length++) {
    const ancestor = byCode.get(code8.slice(0, length).padEnd(8, '0'));
    // A zero inside the stem (e.g. 4520 3000) yields the same ancestor twice.
    if (ancestor && found.at(-1) !== ancestor) found.push(ancestor);
  }
  return found;
}

/** The nearest listed code above `code` (usually one level up; a few codes skip a level), or null. */
export function cpvParent(code: string): CpvCode | null {
  return cpvAncestors(code).at(-1) ?? null;
}

/**
 * The code's depth by its digits: 1 division (45000000), 2 group (45200000), 3 class (45230000),
 * 4 category (45233000), 5–7 finer (45233140 is 6). Throws on a malformed code.
 */
export function cpvLevel(code: string): number {
  const code8 = normalizeCpvCode(code);
  if (code8 === null) throw new RangeError(`Not a CPV code: ${JSON.stringify(code)}`);
  return cpvStem(code8).length - 1;
}

/** Every listed code below `code` (its stem is their prefix), in code order, excluding `code` itself. */
export function cpvDescendants(code: string): CpvCode[] {
  const code8 = normalizeCpvCode(code);
  if (code8 === null) return [];
  return withCodePrefix(cpvIndex().list, cpvStem(code8)).filter((entry) => entry.code !== code8);
}

/** Whether `code` is `ancestor` or below it; works on the digits alone, listed or not. */
export function isCpvDescendantOrSelf(code: string, ancestor: string): boolean {
  const code8 = normalizeCpvCode(code);
  const ancestor8 = normalizeCpvCode(ancestor);
  return code8 !== null && ancestor8 !== null && code8.startsWith(cpvStem(ancestor8));
}

interface CpvHit {
  entry: CpvCode;
  rank: number;
  /** Orders hits of equal rank before `tieBreak`: 0 for the kind of code the query asks for, 1 for the rest. */
  preference: number;
  /** Orders hits of equal rank and preference: broader codes and shorter labels first. */
  tieBreak: number;
}

// Code matches outrank any label match.
const codeRank = { exact: 0, prefix: 1 } as const;
const labelRankOffset = 2;

function codeHits(digits: string): CpvHit[] {
  return withCodePrefix(cpvIndex().list, digits).map((entry) => ({
    entry,
    rank: entry.code === digits ? codeRank.exact : codeRank.prefix,
    preference: 0,
    tieBreak: cpvStem(entry.code).length,
  }));
}

/** Divisions 50–98 are services; below them are supplies, and 45 is works. */
function isServiceCode(code: string): boolean {
  return code >= '50';
}

let serviceWords: ReadonlySet<string> | undefined;

/**
 * Folded words that name a service: X where "X services" is a service code's English label, or "Xdienste" /
 * "Xsdienste" its German one ('cleaning', 'reinigung'). Built once from the list.
 */
function cpvServiceWords(): ReadonlySet<string> {
  if (!serviceWords) {
    const words = new Set<string>();
    for (const { entry, labels } of cpvSearchEntries()) {
      if (!isServiceCode(entry.code)) continue;
      const english = /^(.+) services$/.exec(labels.en.text)?.[1];
      if (english) words.add(english);
      const german = /^(\p{L}+)dienste$/u.exec(labels.de.text)?.[1];
      if (german) words.add(german).add(german.replace(/s$/, ''));
    }
    serviceWords = words;
  }
  return serviceWords;
}

/** The best match over the chosen languages; ties go to the shorter label, the more general code. */
function labelHit(
  entry: CpvCode,
  labels: Record<CpvLang, FoldedLabel>,
  query: FoldedQuery,
  langs: readonly CpvLang[],
  servicesFirst: boolean,
): CpvHit | null {
  let best: CpvHit | null = null;
  const preference = servicesFirst && !isServiceCode(entry.code) ? 1 : 0;
  for (const lang of langs) {
    const rank = rankLabel(labels[lang], query);
    if (rank === null) continue;
    const hit = { entry, rank: labelRankOffset + rank, preference, tieBreak: entry[lang].length };
    if (best === null || compareHits(hit, best) < 0) best = hit;
  }
  return best;
}

/** A query that names a service ('cleaning') lists service codes before goods of the same rank ('Cleaning cloths'). */
function labelHits(query: FoldedQuery, langs: readonly CpvLang[]): CpvHit[] {
  const servicesFirst = cpvServiceWords().has(query.phrase);
  const hits: CpvHit[] = [];
  for (const { entry, labels } of cpvSearchEntries()) {
    const hit = labelHit(entry, labels, query, langs, servicesFirst);
    if (hit) hits.push(hit);
  }
  return hits;
}

function compareHits(a: CpvHit, b: CpvHit): number {
  return (
    a.rank - b.rank || a.preference - b.preference || a.tieBreak - b.tieBreak || (a.entry.code < b.entry.code ? -1 : 1)
  );
}

/**
 * Codes matching `query`, best first. A query of digits (optionally '-' and a check digit) matches code
 * prefixes: the exact code, then broader before narrower. Any other query matches labels, accent- and
 * case-insensitively: whole label, label start, phrase at a word start, every word as a word prefix,
 * then every word as a substring; within each, services first when the query names a service, then shorter
 * labels.
 */
export function searchCpv(query: string, options: CpvSearchOptions = {}): CpvCode[] {
  const limit = searchLimit(options.limit, 20);
  const trimmed = query.trim();
  const digits = /^\d{1,8}$/.test(trimmed) ? trimmed : normalizeCpvCode(trimmed);
  let hits: CpvHit[];
  if (digits !== null) {
    hits = codeHits(digits);
  } else {
    const folded = foldQuery(trimmed);
    if (folded === null) return [];
    hits = labelHits(folded, options.lang ? [options.lang] : ['en', 'de']);
  }
  return hits
    .sort(compareHits)
    .slice(0, limit)
    .map((hit) => hit.entry);
}

/** All ancestors of a CPV code and the code itself: 45233140 → 45000000, 45200000, …, 45233140. */
export function cpvLineage(code: string): string[] {
  const significant = code.replace(/0+$/, '');
  const lineage: string[] = [];
  for (let length = 2; length <= Math.max(2, significant.length); length++) {
    lineage.push(code.slice(0, length).padEnd(8, '0'));
  }
  return lineage;
}
