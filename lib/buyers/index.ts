// The buyers domain's front door: buyer pages and the buyer sitemaps. Routes and components call these; the
// helpers that take a `db` are internal. Buyers are written by the importer (lib/ingest/buyers).
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { isBuyerId } from './names';
import { findBuyer, findBuyerDetail, figuresOf, type BuyerDetail, type BuyerFigures } from './queries';
import {
  findAwardLots,
  findPriceCell,
  findPriceCells,
  parseAwardLotParams,
  parseStatsParams,
  type AwardLotFilters,
  type AwardLotView,
  type PriceCell,
} from './prices';
import { buyersOfChunk, planBuyerChunks, type BuyerChunk } from './sitemap';

export type {
  BuyerAwardView,
  BuyerDetail,
  BuyerFigures,
  BuyerRow,
  BuyerTally,
  BuyerTenderView,
  RepeatWinner,
} from './queries';
export type { BuyerChunk } from './sitemap';
export { awardLimit, callLimit } from './queries';
export { buyerCanonicalOrigin, buyerJsonLd, buyerMetaDescription } from './seo';
export { buyerLotsHref, buyerPath, buyerSearchHref, cellLotsHref, cpvPrefixLabel } from './views';
export { lotPageSize, minPricedLots, type AwardLotFilters, type AwardLotView, type PriceCell } from './prices';
export { isBuyerId } from './names';
export { buyerJson, priceCellJson } from './api';

/** A buyer page's data, or the 404 page. One lookup per request, shared by metadata and page. */
export const getBuyerPage = cache(async (segment: string): Promise<BuyerDetail> => {
  if (!isBuyerId(segment)) notFound();
  const detail = await findBuyerDetail(await getDb(), segment);
  if (!detail) notFound();
  return detail;
});

export async function listBuyerSitemapChunks(): Promise<BuyerChunk[]> {
  return planBuyerChunks(await getDb());
}

export async function listBuyersOfChunk(index: number, of: number): Promise<{ id: string; updatedAt: Date }[]> {
  return buyersOfChunk(await getDb(), index, of);
}

/** A buyer's name and habits (lowest-price share, bids, typical price) for the scorecard; null for an unknown id. */
export async function getBuyerHabits(id: string): Promise<{ name: string; figures: BuyerFigures } | null> {
  const db = await getDb();
  const buyer = await findBuyer(db, id);
  if (!buyer) return null;
  return { name: buyer.name, figures: await figuresOf(db, id) };
}

/** "Similar lots were awarded at …": the price cell of a tender's CPV code in its country, or null. */
export async function getPriceLine(tender: { cpvCode: string | null; countryCode: string }): Promise<PriceCell | null> {
  if (tender.cpvCode === null) return null;
  return findPriceCell(await getDb(), tender.cpvCode, tender.countryCode);
}

/** The price cells of the CPV classes and countries most frequent among `codes` (a company's wins, say). */
export async function getMarketPrices(
  codes: readonly { cpvCode: string; countryCode: string }[],
  limit = 3,
): Promise<PriceCell[]> {
  const counts = new Map<string, { cpvCode: string; countryCode: string; n: number }>();
  for (const { cpvCode, countryCode } of codes) {
    const key = `${cpvCode.slice(0, 4)}:${countryCode}`;
    const known = counts.get(key);
    counts.set(key, { cpvCode, countryCode, n: (known?.n ?? 0) + 1 });
  }
  const top = [...counts.values()].sort((a, b) => b.n - a.n).slice(0, limit);
  const db = await getDb();
  const cells = await Promise.all(top.map(({ cpvCode, countryCode }) => findPriceCell(db, cpvCode, countryCode)));
  const seen = new Set<string>();
  return cells.filter((cell): cell is PriceCell => {
    if (cell === null) return false;
    const key = `${cell.cpvPrefix}:${cell.countryCode}:${cell.year}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type AwardLotsPage =
  | { ok: true; filters: AwardLotFilters; lots: AwardLotView[]; total: number; cells: PriceCell[] }
  | { ok: false; parameter: string; message: string };

/** The lots behind a figure, from the page's query string; `ok: false` names the bad parameter. */
export async function getAwardLotsPage(params: URLSearchParams): Promise<AwardLotsPage> {
  const parsed = parseAwardLotParams(params);
  if (!parsed.ok) return parsed;
  const { filters } = parsed;
  const db = await getDb();
  const [{ lots, total }, cells] = await Promise.all([
    findAwardLots(db, filters),
    filters.cpvPrefix !== null && filters.countryCode !== null
      ? findPriceCells(db, { cpvPrefix: filters.cpvPrefix, countryCode: filters.countryCode, year: filters.year })
      : Promise.resolve([]),
  ]);
  return { ok: true, filters, lots, total, cells };
}

export type AwardStatsAnswer =
  | { ok: true; filters: { cpvPrefix: string; countryCode: string; year: number | null }; cells: PriceCell[] }
  | { ok: false; parameter: string; message: string };

/** The statistics API: the cells of one CPV prefix in one country, every year or one. */
export async function getAwardStats(params: URLSearchParams): Promise<AwardStatsAnswer> {
  const parsed = parseStatsParams(params);
  if (!parsed.ok) return parsed;
  return { ok: true, filters: parsed.filters, cells: await findPriceCells(await getDb(), parsed.filters) };
}

/** A buyer's page data for the JSON API: null for an unknown id (the caller checks the id's form first). */
export async function findBuyerForApi(id: string): Promise<BuyerDetail | null> {
  return findBuyerDetail(await getDb(), id);
}
