// An alert's filters: the search URL it was saved from, read by the one search parser, kept as the URL and as the
// columns the matcher joins against; and the same filters in words for the alerts page and the mails.
import { getCountry, cpvLabel, nutsLabel } from '@/lib/reference';
import { type TenderSearch, searchParamsSchema } from '@/lib/tenders/jobs';
import { formatDay, formatMoney, contractNatureLabel, procedureTypeLabel } from '@/lib/tenders/views';

/** The search's filters as an alert keeps them: a search without its sort and page. */
export type AlertFilters = Omit<TenderSearch, 'sort' | 'page'>;

/** The columns of app.alerts that hold the filters. */
export interface AlertFilterColumns {
  query: string | null;
  countries: string[];
  cpv: string[];
  nuts: string[];
  noticeType: string;
  openOnly: boolean;
  procedureTypes: string[];
  natures: string[];
  publishedFrom: string | null;
  publishedTo: string | null;
  deadlineFrom: string | null;
  deadlineTo: string | null;
  valueMin: number | null;
  valueMax: number | null;
  includeUnknownValue: boolean;
  buyerPattern: string | null;
  buyerId: string | null;
  includeSamples: boolean;
}

/** Parameters that choose how results are shown, not which: an alert leaves them out. */
const presentationKeys = new Set(['sort', 'page']);

/**
 * The search URL an alert keeps: the search's own parameters in their order, without sort, page, unknown names
 * (utm_source …) or NUL characters, as the search page reads them.
 */
export function alertSearchParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (presentationKeys.has(key) || !Object.hasOwn(searchParamsSchema.shape, key)) continue;
    kept.append(key, value.replaceAll('\0', ''));
  }
  return kept;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function filterColumns(search: AlertFilters): AlertFilterColumns {
  return {
    query: search.query,
    countries: search.countries,
    cpv: search.cpv,
    nuts: search.nuts,
    noticeType: search.noticeType,
    openOnly: search.openOnly,
    procedureTypes: search.procedureTypes,
    natures: search.natures,
    publishedFrom: search.publishedFrom,
    publishedTo: search.publishedTo,
    deadlineFrom: search.deadlineFrom,
    deadlineTo: search.deadlineTo,
    valueMin: search.valueMin,
    valueMax: search.valueMax,
    includeUnknownValue: search.includeUnknownValue,
    buyerPattern: search.buyer === null ? null : escapeLike(search.buyer),
    buyerId: search.buyerId,
    includeSamples: search.includeSamples,
  };
}

function listed(items: readonly string[], limit = 4): string {
  if (items.length <= limit) return items.join(', ');
  return `${items.slice(0, limit).join(', ')} and ${items.length - limit} more`;
}

const stageWords: Record<string, string> = {
  competition: 'Calls for competition',
  planning: 'Prior information notices',
  result: 'Contract award notices',
  all: 'Notices of every kind',
};

function euros(value: number): string {
  return formatMoney(value, 'EUR');
}

function valueWords(search: AlertFilters): string | null {
  const { valueMin, valueMax, includeUnknownValue } = search;
  let range: string | null = null;
  if (valueMin !== null && valueMax !== null) range = `Value ${euros(valueMin)} to ${euros(valueMax)}`;
  else if (valueMin !== null) range = `Value at least ${euros(valueMin)}`;
  else if (valueMax !== null) range = `Value at most ${euros(valueMax)}`;
  if (range === null) return includeUnknownValue ? null : 'Only tenders that give a value';
  return includeUnknownValue ? `${range}, or not given` : range;
}

function dateWords(label: string, from: string | null, to: string | null): string | null {
  if (from && to) return `${label} ${formatDay(from)} to ${formatDay(to)}`;
  if (from) return `${label} from ${formatDay(from)}`;
  if (to) return `${label} until ${formatDay(to)}`;
  return null;
}

/** The filters in words, one line each, for the alerts page and the mails ('Words: “school”', 'In Austria' …). */
export function describeFilters(search: AlertFilters): string[] {
  const stage = stageWords[search.noticeType] ?? search.noticeType;
  const lines = [
    search.query ? `Words: “${search.query}”` : null,
    search.countries.length > 0
      ? `In ${listed(search.countries.map((code) => getCountry(code)?.name ?? code))}`
      : 'In every country',
    search.cpv.length > 0 ? `CPV ${listed(search.cpv.map((code) => `${code} ${cpvLabel(code) ?? ''}`.trim()))}` : null,
    search.nuts.length > 0
      ? `Region ${listed(search.nuts.map((code) => `${code} ${nutsLabel(code) ?? ''}`.trim()))}`
      : null,
    search.openOnly ? `${stage}, open for submissions` : stage,
    search.procedureTypes.length > 0 ? `Procedure: ${listed(search.procedureTypes.map(procedureTypeLabel))}` : null,
    search.natures.length > 0 ? `Contract: ${listed(search.natures.map(contractNatureLabel))}` : null,
    valueWords(search),
    dateWords('Published', search.publishedFrom, search.publishedTo),
    dateWords('Deadline', search.deadlineFrom, search.deadlineTo),
    search.buyer ? `Buyer’s name contains “${search.buyer}”` : null,
    search.buyerId ? 'One buyer’s tenders' : null,
    search.includeSamples ? null : 'Sample data left out',
  ];
  return lines.filter((line): line is string => line !== null);
}

/** A name for a new alert from its filters: its words, else its CPV codes or countries. */
export function suggestedName(search: AlertFilters): string {
  const place =
    search.countries.length === 1
      ? (getCountry(search.countries[0]!)?.name ?? search.countries[0]!)
      : search.countries.length > 1
        ? `${search.countries.length} countries`
        : null;
  const subject =
    search.query ??
    (search.cpv.length > 0 ? (cpvLabel(search.cpv[0]!) ?? search.cpv[0]!) : null) ??
    (search.nuts.length > 0 ? (nutsLabel(search.nuts[0]!) ?? search.nuts[0]!) : null);
  const name = [subject, place ? `in ${place}` : null].filter(Boolean).join(' ');
  return (name || 'New tenders').slice(0, 80);
}
