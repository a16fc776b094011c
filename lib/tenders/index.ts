// The tenders domain's front door: routes and components read and change tenders through these functions,
// which find the database, the reader and the edition's scope themselves. Helpers that take a `db` are internal,
// but for the sitemaps' (lib/sitemaps and the companies' sitemap open the database for them). Side doors: views.ts
// (client-safe formatting and search links), schema.ts (the tender form), jobs.ts (no request: workers, CLIs).
import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import type { ActionResult } from '@/lib/actions';
import { requireUser } from '@/lib/auth/user';
import { site } from '@/lib/config/public';
import { getDb } from '@/lib/db';
import { loadTenderPageDetails, type TenderPageDetails } from './detail';
import { parseTenderRef } from './params';
import { findTender, findTenderDetail, findTenderIdByPublicationNumber, type TenderDetail } from './queries';
import type { TenderRow } from './queries';
import { listSavedTenders as listSavedOf, saveTender, savedListLimit, unsaveTender } from './saved';
import { findSearchResults, parseSearchParams, type PageFields, type SearchResult, type TenderSearch } from './search';
import type { ParseOptions } from './search/params';
import { filterPanelData, sortOptions, type FilterPanelData, type SortOption } from './search/filters';
import { withEditionScope } from './search/scope';
import { resultCard, type ResultCardData } from './result-card';
import {
  createUserTender,
  deleteUserTender,
  findOwnTender,
  listOwnTendersOf,
  ownListLimit,
  updateUserTender,
} from './user-tenders';
import type { TenderFormValues } from './user-tenders/schema';
import { currentViewer } from './viewer';

export type { TenderListItem } from './list-item';
export type { AwardRow, NoticeSummary, TenderDetail, TenderRow } from './queries';
export type { CardRow, SearchResult, TenderSearch } from './search';
export type { ResultCardData } from './result-card';
export type { TenderPageDetails } from './detail';
export type { LotDetails, TenderStatus } from './types';
export { ownListLimit, savedListLimit };
export { notYoursMessage } from './user-tenders';
export { maxPage, pageSize } from './search/params';
export { tenderJson, tenderSummaryJson } from './api';
export { parseTenderRef, tenderRefHelp } from './params';
export { tenderShareFacts } from './share';
export { noticeInLanguage } from './detail';
export { isIndexable, tenderCanonicalOrigin, tenderCanonicalUrl, tenderJsonLd, tenderMetaDescription } from './seo';
export { tenderFormFields } from './user-tenders/record';
export {
  bucketDigits,
  chunkStart,
  chunksOfBuckets,
  isChunkCount,
  listedCountries,
  planTenderChunks,
  tendersOfChunk,
  type TenderChunk,
} from './sitemap';

export type ParsedTenderSearch = { ok: true; search: TenderSearch } | { ok: false; parameter: string; message: string };

/**
 * A search as the URL asks for it, within the edition's scope: a URL that names no country searches the
 * edition's countries (Austria in the AT edition). The page, its metadata and the API all read it here.
 */
export function parseTenderSearch(params: URLSearchParams, options?: ParseOptions): ParsedTenderSearch {
  const parsed = parseSearchParams(params, options);
  return parsed.ok ? { ok: true, search: withEditionScope(parsed.search, params, site.scopeCountries) } : parsed;
}

export type TenderSearchOutcome<F extends PageFields> =
  | { ok: true; search: TenderSearch; result: SearchResult<F>; now: Date; signedIn: boolean }
  | { ok: false; parameter: string; message: string };

/** Runs the search of a URL for the current reader: a page of results, the total and the facets. */
export async function searchTenders<F extends PageFields = 'full'>(
  params: URLSearchParams,
  options: ParseOptions & { fields?: F } = {},
): Promise<TenderSearchOutcome<F>> {
  const parsed = parseTenderSearch(params, options);
  if (!parsed.ok) return parsed;
  const [db, viewer] = await Promise.all([getDb(), currentViewer()]);
  const now = new Date();
  const result = await findSearchResults(db, viewer, parsed.search, now, options.fields);
  return { ok: true, search: parsed.search, result, now, signedIn: viewer.userId !== null };
}

/** A page of results as the search page and the dashboard show them: finished cards instead of rows. */
export interface TenderCards extends Omit<SearchResult<'card'>, 'items'> {
  cards: ResultCardData[];
}

export type TenderCardsOutcome =
  | {
      ok: true;
      search: TenderSearch;
      result: TenderCards;
      /** The filter panel's choices with their counts, and the sort orders on offer. */
      filters: FilterPanelData;
      sorts: SortOption[];
    }
  | { ok: false; parameter: string; message: string };

/** Runs the search of a URL for the current reader and returns its page as result cards, with its filters. */
export async function searchTenderCards(
  params: URLSearchParams,
  options: ParseOptions = {},
): Promise<TenderCardsOutcome> {
  const outcome = await searchTenders(params, { ...options, fields: 'card' });
  if (!outcome.ok) return outcome;
  const { search, now } = outcome;
  const { items, ...result } = outcome.result;
  return {
    ok: true,
    search,
    result: {
      ...result,
      cards: items.map((tender) =>
        resultCard(tender, now, { matched: result.matched[tender.id], language: result.queryLanguage }),
      ),
    },
    filters: filterPanelData(search, outcome.result, params, site.scopeCountries),
    sorts: sortOptions(search),
  };
}

export type TenderLookup =
  | { kind: 'invalid' }
  | { kind: 'not-found' }
  /** A publication number of one of the tender's notices: the tender's own id to redirect to. */
  | { kind: 'moved'; id: string }
  | { kind: 'found'; tender: TenderRow };

/** A tender named by a route segment (its id or a TED publication number), as the current reader may see it. */
export async function lookupTender(segment: string): Promise<TenderLookup> {
  const ref = parseTenderRef(segment);
  if (!ref) return { kind: 'invalid' };
  const [db, viewer] = await Promise.all([getDb(), currentViewer()]);
  if (ref.kind === 'publication-number') {
    const id = await findTenderIdByPublicationNumber(db, viewer, ref.publicationNumber);
    return id ? { kind: 'moved', id } : { kind: 'not-found' };
  }
  const tender = await findTender(db, viewer, ref.id);
  return tender ? { kind: 'found', tender } : { kind: 'not-found' };
}

/**
 * The tender of a page's `tenderId`, or the 404 page; a publication number redirects (308) to the tender's
 * own URL with `subpath` (e.g. '/analyze') kept. One lookup per request, shared by metadata and page.
 */
export const getTender = cache(async (segment: string, subpath: string = ''): Promise<TenderRow> => {
  const found = await lookupTender(segment);
  if (found.kind === 'moved') permanentRedirect(`/tenders/${found.id}${subpath}`);
  if (found.kind !== 'found') notFound();
  return found.tender;
});

export interface TenderPage extends TenderPageDetails {
  tender: TenderRow;
  /** The reader added this tender themselves (they may edit it). */
  ownTender: boolean;
}

/** Everything the tender page shows: the tender, its history, awards, related tenders and the reader's save. */
export async function getTenderPage(segment: string): Promise<TenderPage> {
  const [tender, viewer] = await Promise.all([getTender(segment), currentViewer()]);
  const details = await loadTenderPageDetails(tender, viewer);
  const ownTender = tender.source === 'user' && viewer.userId !== null && tender.ownerId === viewer.userId;
  return { tender, ...details, ownTender };
}

export type TenderDetailLookup = Exclude<TenderLookup, { kind: 'found' }> | { kind: 'found'; detail: TenderDetail };

/** A tender with its notices, lots and awards (the JSON API), as the current reader may see it. */
export async function getTenderDetail(segment: string): Promise<TenderDetailLookup> {
  const ref = parseTenderRef(segment);
  if (ref?.kind !== 'id') return lookupTender(segment) as Promise<Exclude<TenderLookup, { kind: 'found' }>>;
  const [db, viewer] = await Promise.all([getDb(), currentViewer()]);
  const detail = await findTenderDetail(db, viewer, ref.id);
  return detail ? { kind: 'found', detail } : { kind: 'not-found' };
}

/** The signed-in user's saved tenders, most recently saved first. */
export async function listSavedTenders() {
  const user = await requireUser();
  return listSavedOf(await getDb(), user.id);
}

/** Saves or unsaves a tender for the signed-in user; a tender they may not see is "not found". */
export async function setTenderSaved(tenderId: string, saved: boolean): Promise<ActionResult<{ saved: boolean }>> {
  const user = await requireUser();
  const db = await getDb();
  if (!saved) {
    await unsaveTender(db, user.id, tenderId);
    return { ok: true, data: { saved: false } };
  }
  if (!(await saveTender(db, user.id, tenderId))) return { ok: false, error: 'This tender no longer exists.' };
  return { ok: true, data: { saved: true } };
}

/** The signed-in user's own tender of a route, or the 404 page (also for another user's: it must not tell). */
export const getOwnTender = cache(async (segment: string): Promise<TenderRow> => {
  const user = await requireUser();
  const ref = parseTenderRef(segment);
  if (ref?.kind !== 'id') notFound();
  const tender = await findOwnTender(await getDb(), user.id, ref.id);
  if (!tender) notFound();
  return tender;
});

/** The tenders the signed-in user added themselves, most recently changed first. */
export async function listOwnTenders() {
  const user = await requireUser();
  return listOwnTendersOf(await getDb(), user.id);
}

/** Adds a private tender for the signed-in user. */
export async function createTender(values: TenderFormValues): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  return createUserTender(await getDb(), user.id, values);
}

/** Changes the signed-in user's own tender. */
export async function updateTender(id: string, values: TenderFormValues): Promise<ActionResult<{ id: string }>> {
  const user = await requireUser();
  return updateUserTender(await getDb(), user.id, id, values);
}

/** Deletes the signed-in user's own tender; false when they have none with that id. */
export async function deleteTender(id: string): Promise<boolean> {
  const user = await requireUser();
  return deleteUserTender(await getDb(), user.id, id);
}
