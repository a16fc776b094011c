// NUTS regions (levels 0–3): lookup, hierarchy and label search over the bundled eForms list.
import nutsJson from './data/nuts.json' with { type: 'json' };
import {
  bestLabelRank,
  foldLabel,
  foldQuery,
  searchLimit,
  withCodePrefix,
  type FoldedLabel,
  type FoldedQuery,
} from './text-search.ts';

export type NutsLang = 'en' | 'de';

/** 0 = country, 1–3 = ever smaller regions; a code has level + 2 characters. */
export type NutsLevel = 0 | 1 | 2 | 3;

export interface NutsRegion {
  /** e.g. 'AT130'; each code's parent is its code minus the last character. */
  readonly code: string;
  readonly level: NutsLevel;
  /** The NUTS country code, which is not always ISO: Greece is 'EL'. */
  readonly country: string;
  readonly parent: string | null;
  /** Labels are the regions' own names in their own language, so en and de are the same today. */
  readonly en: string;
  readonly de: string;
}

export interface NutsSearchOptions {
  /** Most results to return; 20 unless given. */
  limit?: number;
  /** Only regions of this NUTS country code, e.g. 'AT'. */
  country?: string;
}

/** The shape of data/nuts.json, sorted by code. */
interface RawNutsEntry {
  code: string;
  level: NutsLevel;
  country2: string;
  parent: string | null;
  en: string;
  de: string;
  /** True exactly for level 3; not carried over. */
  in_lvl3_gc: boolean;
}

// Cast through unknown so our code is checked against this small interface rather than the JSON's
// inferred literal type (tsc still reads the JSON).
const rawNuts = nutsJson as unknown as readonly RawNutsEntry[];

/** Number of regions in the bundled list (2,087). */
export const nutsCodeCount = rawNuts.length;

// Two letters, then up to three letters or digits: 'AT', 'AT1', 'AT13', 'AT130', 'ATZZZ'.
const nutsCodePattern = /^[A-Z]{2}[A-Z0-9]{0,3}$/;

interface NutsIndex {
  /** Sorted by code, so a region and its subregions are one contiguous run. */
  list: readonly NutsRegion[];
  byCode: ReadonlyMap<string, NutsRegion>;
  childrenByCode: ReadonlyMap<string, readonly NutsRegion[]>;
}

interface NutsSearchEntry {
  region: NutsRegion;
  labels: readonly FoldedLabel[];
}

// Built on first use, not at import.
let index: NutsIndex | undefined;
let searchEntries: readonly NutsSearchEntry[] | undefined;

function toNutsRegion(raw: RawNutsEntry): NutsRegion {
  return Object.freeze({
    code: raw.code,
    level: raw.level,
    country: raw.country2,
    parent: raw.parent,
    en: raw.en,
    de: raw.de,
  });
}

function groupChildren(list: readonly NutsRegion[]): Map<string, NutsRegion[]> {
  const children = new Map<string, NutsRegion[]>();
  for (const region of list) {
    if (region.parent === null) continue;
    const siblings = children.get(region.parent);
    if (siblings) siblings.push(region);
    else children.set(region.parent, [region]);
  }
  return children;
}

function nutsIndex(): NutsIndex {
  if (!index) {
    const list = rawNuts.map(toNutsRegion).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    index = { list, byCode: new Map(list.map((region) => [region.code, region])), childrenByCode: groupChildren(list) };
  }
  return index;
}

function nutsSearchEntries(): readonly NutsSearchEntry[] {
  searchEntries ??= nutsIndex().list.map((region) => ({
    region,
    labels: region.en === region.de ? [foldLabel(region.en)] : [foldLabel(region.en), foldLabel(region.de)],
  }));
  return searchEntries;
}

/** The code upper-cased and trimmed, or null when it can't be a NUTS code. */
export function normalizeNutsCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return nutsCodePattern.test(code) ? code : null;
}

export function getNuts(code: string): NutsRegion | null {
  const normalized = normalizeNutsCode(code);
  return normalized === null ? null : (nutsIndex().byCode.get(normalized) ?? null);
}

export function nutsLabel(code: string, lang: NutsLang = 'en'): string | null {
  return getNuts(code)?.[lang] ?? null;
}

/**
 * The listed regions containing `code`, from the country down to the nearest (nearest last, as in a
 * breadcrumb). Found by dropping characters from the right, so codes of other NUTS versions still get theirs.
 */
export function nutsAncestors(code: string): NutsRegion[] {
  const normalized = normalizeNutsCode(code);
  if (normalized === null) return [];
  const { byCode } = nutsIndex();
  const found: NutsRegion[] = [];
  for (let length = 2; length < normalized.length; length++) {
    const ancestor = byCode.get(normalized.slice(0, length));
    if (ancestor) found.push(ancestor);
  }
  return found;
}

/** The regions one level below `code`, in code order. */
export function nutsChildren(code: string): NutsRegion[] {
  const normalized = normalizeNutsCode(code);
  return normalized === null ? [] : [...(nutsIndex().childrenByCode.get(normalized) ?? [])];
}

/** Every listed region inside `code`, at any depth, in code order, excluding `code` itself. */
export function nutsDescendants(code: string): NutsRegion[] {
  const normalized = normalizeNutsCode(code);
  if (normalized === null) return [];
  return withCodePrefix(nutsIndex().list, normalized).filter((region) => region.code !== normalized);
}

/** Whether `code` is `region` or one of its subregions (AT130 is within AT13, AT1 and AT); listed or not. */
export function isNutsWithin(code: string, region: string): boolean {
  const normalizedCode = normalizeNutsCode(code);
  const normalizedRegion = normalizeNutsCode(region);
  return normalizedCode !== null && normalizedRegion !== null && normalizedCode.startsWith(normalizedRegion);
}

interface NutsHit {
  region: NutsRegion;
  rank: number;
}

// Code matches outrank any label match.
const codeRank = { exact: 0, prefix: 1 } as const;
const labelRankOffset = 2;

function codeHits(query: string): NutsHit[] {
  const code = normalizeNutsCode(query);
  if (code === null) return [];
  return withCodePrefix(nutsIndex().list, code).map((region) => ({
    region,
    rank: region.code === code ? codeRank.exact : codeRank.prefix,
  }));
}

function labelHits(query: FoldedQuery): NutsHit[] {
  const hits: NutsHit[] = [];
  for (const { region, labels } of nutsSearchEntries()) {
    const rank = bestLabelRank(labels, query);
    if (rank !== null) hits.push({ region, rank: labelRankOffset + rank });
  }
  return hits;
}

// Within a rank: bigger regions first, then shorter labels, then code.
function compareHits(a: NutsHit, b: NutsHit): number {
  return (
    a.rank - b.rank ||
    a.region.level - b.region.level ||
    a.region.en.length - b.region.en.length ||
    (a.region.code < b.region.code ? -1 : 1)
  );
}

/** Keeps the best hit per region: a short query like 'wien' can match both a code and a label. */
function bestPerRegion(hits: readonly NutsHit[]): NutsHit[] {
  const best = new Map<string, NutsHit>();
  for (const hit of hits) {
    const current = best.get(hit.region.code);
    if (!current || hit.rank < current.rank) best.set(hit.region.code, hit);
  }
  return [...best.values()];
}

/**
 * Regions matching `query`, best first: exact code, code prefix, then labels matched accent- and
 * case-insensitively (whole label, label start, phrase at a word start, word prefixes, substrings).
 */
export function searchNuts(query: string, options: NutsSearchOptions = {}): NutsRegion[] {
  const limit = searchLimit(options.limit, 20);
  const folded = foldQuery(query);
  if (folded === null) return [];
  const country = options.country === undefined ? null : options.country.trim().toUpperCase();
  return bestPerRegion([...codeHits(query), ...labelHits(folded)])
    .filter((hit) => country === null || hit.region.country === country)
    .sort(compareHits)
    .slice(0, limit)
    .map((hit) => hit.region);
}

/** A NUTS code and its ancestors: AT130 → AT, AT1, AT13, AT130. */
export function nutsLineage(code: string): string[] {
  const lineage: string[] = [];
  for (let length = 2; length <= code.length; length++) lineage.push(code.slice(0, length));
  return lineage;
}
