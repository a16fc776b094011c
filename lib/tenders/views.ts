// The tenders domain's views (a side door): how a tender reads on a page or in a mail — money, dates, labels,
// status — and the search's links and URL state. Pure functions of values, no database and no request, so
// server components, client components, mails and workers all use them. Result cards resolve the flag sprite
// (server-only): they come finished from the search (index.ts) or, for other domains, from jobs.ts.
export {
  ageText,
  describeDeadline,
  formatCount,
  formatDay,
  formatMoney,
  timeLeftText,
  type DeadlineText,
} from './format';
export {
  awardStatusLabels,
  changeReasonLabel,
  contractNatureLabel,
  noticeKindLabel,
  procedureTypeLabel,
  statusLabels,
} from './labels';
export { effectiveStatus, statusView, type StatusTone, type StatusView } from './status';
export { searchHref, toSearchParams, type SearchChanges } from './search/href';
export { searchUrlParsers, type SearchUrlKey } from './search/url-state';
export { allCountries, chosenCountries, everyCountry, mapCountryCodes, toggleCountry } from './search/scope';
export type { SearchSort, TenderSearch } from './search/params';
export type { FacetCount, FacetResult, Facets } from './search/facets';
export type { CpvDivisionOption, FacetOption, FilterPanelData, SortOption } from './search/filters';
export type { ResultCardData } from './result-card';
export type { FieldChange, NoticeHistoryEntry } from './history';
export type { TenderListItem } from './list-item';
export type { LotDetails, TenderNoticeType, TenderSource, TenderStatus } from './types';
