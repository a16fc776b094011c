// The buyers domain's front door: buyer pages and the buyer sitemaps. Routes and components call these; the
// helpers that take a `db` are internal. Buyers are written by the importer (lib/ingest/buyers).
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { isBuyerId } from './names';
import { findBuyerDetail, type BuyerDetail } from './queries';
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
export { buyerPath, buyerSearchHref } from './views';
export { isBuyerId } from './names';

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
