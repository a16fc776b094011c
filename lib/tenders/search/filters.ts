// The search page's filter panel data and sort orders: each filter's choices with their counts, built on the
// server from a search and its facets (flags as the sprite's URL, so the client panel can draw them).
import 'server-only';
import { cpvLabel, getCountry, nutsLabel } from '@/lib/reference';
import { flagHref } from '@/lib/reference/flags';
import { cpvDivisionOptions, type CodeLabel, type PickerOption } from '@/lib/reference/pickers';
import { contractNatureLabel, noticeKindLabel } from '../labels';
import type { FacetCount as Facet, FacetResult } from './facets';
import { contractNatures, noticeTypes, type SearchSort, type TenderSearch } from './params';
import { mapCountryCodes } from './scope';
import type { SearchUrlKey } from './url-state';

/** One choice of a filter with its count in the current results (none when that filter already narrows them). */
export interface FacetOption {
  value: string;
  label: string;
  /** The flag drawn before the label (the sprite's URL), named as the label is; none for other filters. */
  flagHref?: string | null;
  count?: number;
}

/** A CPV division of the filter's tree, with its count. */
export interface CpvDivisionOption extends PickerOption {
  count?: number;
}

/** Everything the filter panel shows, as the server resolved it for one search. */
export interface FilterPanelData {
  countries: readonly FacetOption[];
  /** The edition's default countries, applied when the URL names none. */
  scope: readonly string[];
  noticeTypes: readonly FacetOption[];
  natures: readonly FacetOption[];
  cpvDivisions: readonly CpvDivisionOption[];
  cpv: readonly CodeLabel[];
  nuts: readonly CodeLabel[];
  /** The one chosen country, to which the region search is narrowed; null for several or none. */
  nutsCountry: string | null;
  /** Notice type and open-only as the server resolved them (their defaults depend on each other). */
  current: { type: string; open: boolean };
  countsEstimated: boolean;
  /** How many filters the URL sets, for the folded panel's button. */
  activeCount: number;
}

/** A sort order on offer. */
export interface SortOption {
  value: string;
  label: string;
}

const sortLabels: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  deadline: 'Deadline soonest',
  value: 'Highest value',
};

/**
 * A choice's count. Facets count the current results, so when a filter already narrows the same dimension, the
 * other choices have no count (not 0: choosing one would widen the results); otherwise an absent value is 0.
 */
function countOf(facet: readonly Facet[], value: string, dimensionFiltered: boolean): number | undefined {
  return facet.find((item) => item.value === value)?.count ?? (dimensionFiltered ? undefined : 0);
}

function countryOptions(search: TenderSearch, facet: readonly Facet[]): FacetOption[] {
  const codes = new Set<string>([...mapCountryCodes, ...facet.map((item) => item.value), ...search.countries]);
  return [...codes]
    .map((code) => ({
      value: code,
      label: getCountry(code)?.name ?? code,
      flagHref: flagHref(code),
      count: countOf(facet, code, search.countries.length > 0),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

function noticeTypeOptions(search: TenderSearch, facet: readonly Facet[]): FacetOption[] {
  const filtered = search.noticeType !== 'all';
  return noticeTypes.map((type) =>
    type === 'all'
      ? { value: type, label: 'All notices' }
      : {
          value: type,
          label: `${noticeKindLabel({ noticeType: type, formType: null, noticeSubtype: null })}s`,
          count: filtered && type !== search.noticeType ? undefined : countOf(facet, type, filtered),
        },
  );
}

/** URL parameters that narrow the results (the query, sort and page do not count as filters). */
const filterKeys: readonly SearchUrlKey[] = [
  'country',
  'cpv',
  'nuts',
  'type',
  'open',
  'nature',
  'published_from',
  'published_to',
  'deadline_from',
  'deadline_to',
  'value_min',
  'value_max',
];

export function activeFilterCount(params: URLSearchParams): number {
  return filterKeys.filter((key) => params.has(key)).length;
}

export function filterPanelData(
  search: TenderSearch,
  result: FacetResult,
  params: URLSearchParams,
  scope: readonly string[],
): FilterPanelData {
  const { facets } = result;
  return {
    countries: countryOptions(search, facets.country),
    scope,
    noticeTypes: noticeTypeOptions(search, facets.notice_type),
    natures: contractNatures.map((nature) => ({
      value: nature,
      label: contractNatureLabel(nature),
      count: countOf(facets.contract_nature, nature, search.natures.length > 0),
    })),
    cpvDivisions: cpvDivisionOptions().map((division) => ({
      ...division,
      count: countOf(facets.cpv_division, division.code, search.cpv.length > 0),
    })),
    cpv: search.cpv.map((code) => ({ code, label: cpvLabel(code) ?? 'Code not in CPV 2008' })),
    nuts: search.nuts.map((code) => ({ code, label: nutsLabel(code) ?? 'Region not in the NUTS list' })),
    nutsCountry: search.countries.length === 1 ? (search.countries[0] ?? null) : null,
    current: { type: search.noticeType, open: search.openOnly },
    countsEstimated: !result.facetsAreExact,
    activeCount: activeFilterCount(params),
  };
}

/** The sort orders on offer; "best match" only ranks something when there is a query. */
export function sortOptions(search: TenderSearch): SortOption[] {
  return (Object.keys(sortLabels) as SearchSort[])
    .filter((sort) => sort !== 'relevance' || search.query !== null)
    .map((sort) => ({ value: sort, label: sortLabels[sort] }));
}
