// The tenders domain without a request (a side door): what workers, CLIs and other domains' background code use —
// reads by a named user, visibility, result cards, the search's parts that alerts reuse, the importer's shared
// pieces (ids, deadlines, notice changes) and upkeep — without the front door's router and session helpers (a
// worker process or `tsx` cannot load them).
import 'server-only';
import type { Database } from '@/lib/db';
import { findTender, type TenderRow } from './queries';

export { formatMoney } from './format';
export { procedureTypeLabel } from './labels';
export { anonymousViewer, visibleTenders, type TenderRow, type Viewer, type VisibilityOptions } from './queries';
export { resultCard, type ResultCardData } from './result-card';
export { visibleChanges } from './history';
export { tenderIdFor } from './ids';
export { deadlineInstant } from './deadline';
export {
  changesInPublicationOrder,
  compareNewestFirst,
  compareNoticeFacts,
  noticeChangeSchema,
  readNoticeFacts,
  type LotFacts,
  type Money,
  type NoticeChange,
  type NoticeChanges,
  type NoticeFacts,
  type NoticeOrderKey,
  type NoticeRef,
  type NoticeStatus,
} from './notice-changes';
export { closeExpiredEveryMs, closeExpiredTenders } from './maintenance';
export { prepareSearchTerms } from './search/across';
export {
  cardColumns,
  findTenders,
  parseSearchParams,
  queryReadings,
  searchParamsSchema,
  tenderFacets,
  type CardRow,
  type QueryReading,
  type TenderSearch,
} from './search';
export { withEditionScope } from './search/scope';
// The search's single statements, for bench:search's plans and timings.
export { searchCondition } from './search/conditions';
export { estimateMatches, readMatches } from './search/estimate';
export { facetLimit, facetQuery, facetsWalk } from './search/facets';
export { countQuery, exactCountLimit, pageQuery } from './search/results';
export { pageSize } from './search/params';

/** A tender as `userId` may see it; null when gone or not theirs. */
export function findTenderForUser(db: Database, userId: string | null, id: string): Promise<TenderRow | null> {
  return findTender(db, { userId }, id);
}
