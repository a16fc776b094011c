// The companies domain's front door: company pages, the companies on a tender's awards and the company sitemaps.
// Routes and components call these; the helpers that take a `db` are internal. Companies are written by the
// importer (lib/ingest/companies).
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { isCompanyId } from './names';
import { findAwardCompanies, findCompanyDetail, type CompanyDetail } from './queries';
import { companiesOfChunk, planCompanyChunks, type CompanyChunk } from './sitemap';

export type { CompanyDetail, CompanyRow, CompanyWinView, WinTally } from './queries';
export type { CompanyChunk } from './sitemap';
export { companyCanonicalOrigin, companyJsonLd, companyMetaDescription, companyPath } from './seo';
export { winLimit } from './queries';

/** A company page's data, or the 404 page. One lookup per request, shared by metadata and page. */
export const getCompanyPage = cache(async (segment: string): Promise<CompanyDetail> => {
  if (!isCompanyId(segment)) notFound();
  const detail = await findCompanyDetail(await getDb(), segment);
  if (!detail) notFound();
  return detail;
});

export type AwardCompanies = Map<number, { companyId: string; name: string; role: 'lead' | 'member' }[]>;

/** The companies of a tender's awards by award position; empty for tenders that make no companies. */
export async function getAwardCompanies(tenderId: string): Promise<AwardCompanies> {
  return findAwardCompanies(await getDb(), tenderId);
}

export async function listCompanySitemapChunks(): Promise<CompanyChunk[]> {
  return planCompanyChunks(await getDb());
}

export async function listCompaniesOfChunk(index: number, of: number): Promise<{ id: string; updatedAt: Date }[]> {
  return companiesOfChunk(await getDb(), index, of);
}
