// The filters of a tender's subcontractors page as its URL carries them: region, CPV level, period and sort.
// A value the page does not offer falls back to the default and is reported by name, never silently kept.
import { cpvLabel, getNuts, nutsLineage } from '@/lib/reference';
import { nutsCountryCode } from '@/lib/reference/pickers';

export const cpvLevels = ['division', 'group', 'class'] as const;
export type CpvLevel = (typeof cpvLevels)[number];
/** How many digits of the CPV code each level compares. */
export const cpvLevelDigits: Readonly<Record<CpvLevel, number>> = { division: 2, group: 3, class: 4 };

export const periods = ['1', '2', '5'] as const;
export type Period = (typeof periods)[number];

export const subcontractorSorts = ['relevance', 'recent', 'wins', 'value'] as const;
export type SubcontractorSort = (typeof subcontractorSorts)[number];

/** 'country': the tender's country; 'anywhere'; or a NUTS region of the tender. */
export type RegionFilter = 'country' | 'anywhere' | string;

export interface SubcontractorFilters {
  region: RegionFilter;
  level: CpvLevel;
  period: Period;
  sort: SubcontractorSort;
}

export const defaultFilters: SubcontractorFilters = {
  region: 'country',
  level: 'group',
  period: '5',
  sort: 'relevance',
};

/** What a tender offers to filter by: its country and the NUTS regions it is in, broadest first. */
export interface TenderPlace {
  countryCode: string;
  cpvCode: string | null;
  /** NUTS codes of the places of performance and the buyer, with their ancestors. */
  nutsTree: readonly string[];
}

export interface RegionOption {
  value: RegionFilter;
  label: string;
}

/** The tender's regions below the country (levels 1–3), broadest first, then by code. */
export function tenderRegions(place: TenderPlace): string[] {
  const country = nutsCountryCode(place.countryCode);
  return [...new Set(place.nutsTree)]
    .filter((code) => code.length > 2 && code.startsWith(country) && getNuts(code) !== null)
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
}

export function regionOptions(place: TenderPlace, countryName: string): RegionOption[] {
  return [
    { value: 'country', label: `In ${countryName}` },
    ...tenderRegions(place).map((code) => ({ value: code, label: `In ${getNuts(code)!.en} (${code})` })),
    { value: 'anywhere', label: 'Anywhere' },
  ];
}

export interface ParsedFilters {
  filters: SubcontractorFilters;
  /** Parameters whose value was not one the page offers, with the value given. */
  ignored: { parameter: string; value: string }[];
}

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T | null {
  if (value === undefined || value === '') return fallback;
  return (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** The filters of a subcontractors URL for this tender; unknown values fall back to the defaults. */
export function parseSubcontractorFilters(
  params: Record<string, string | string[] | undefined>,
  place: TenderPlace,
): ParsedFilters {
  const ignored: ParsedFilters['ignored'] = [];
  const first = (name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const choose = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = first(name);
    const chosen = pick(value, allowed, fallback);
    if (chosen === null) ignored.push({ parameter: name, value: value ?? '' });
    return chosen ?? fallback;
  };
  const regions: readonly string[] = ['country', 'anywhere', ...tenderRegions(place)];
  return {
    filters: {
      region: choose('region', regions, defaultFilters.region),
      level: choose('level', cpvLevels, defaultFilters.level),
      period: choose('period', periods, defaultFilters.period),
      sort: choose('sort', subcontractorSorts, defaultFilters.sort),
    },
    ignored,
  };
}

/** A CPV code's significant digits, at least the division: '45200000' → '452'. */
export function cpvStem(code: string): string {
  const trimmed = code.replace(/0+$/, '');
  return trimmed.length >= 2 ? trimmed : code.slice(0, 2);
}

/** The digits wins must share with the tender's CPV code: the level's, or fewer when the code is broader. */
export function cpvPrefix(code: string, level: CpvLevel): string {
  return code.slice(0, Math.min(cpvLevelDigits[level], cpvStem(code).length));
}

/** 'Works for complete or part construction … (452…)': what the CPV filter matches, in words. */
export function describeCpvPrefix(prefix: string): string {
  const label = cpvLabel(prefix.padEnd(8, '0'));
  return label ? `${label} (${prefix}…)` : `CPV ${prefix}…`;
}

/** The NUTS codes a place is in (its tree and its country's code), for matching listed regions. */
export function placeRegionCodes(place: TenderPlace): string[] {
  const country = nutsCountryCode(place.countryCode);
  return [...new Set([country, ...place.nutsTree.flatMap(nutsLineage)])].sort();
}

export const periodLabels: Readonly<Record<Period, string>> = {
  '1': 'Last year',
  '2': 'Last 2 years',
  '5': 'Last 5 years',
};

export const levelLabels: Readonly<Record<CpvLevel, string>> = {
  division: 'Same CPV division',
  group: 'Same CPV group',
  class: 'Same CPV class',
};

export const sortLabels: Readonly<Record<SubcontractorSort, string>> = {
  relevance: 'Relevance',
  recent: 'Most recent win',
  wins: 'Most wins',
  value: 'Highest total value',
};
