// The companies domain's front door: company pages, the companies on a tender's awards, a tender's possible
// subcontractors, the company sitemaps, and CPV suggestions for a user's company. Routes and components call
// these; the helpers that take a `db` are internal. Companies are written by the importer (lib/ingest/companies).
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { getCountry, nutsLabel } from '@/lib/reference';
import { cpvCodeLabels, type CodeLabel } from '@/lib/reference/pickers';
import type { TenderRow } from '@/lib/tenders';
import { findCompanyCodes } from './cpv-suggestions/store';
export { getCompanyCpvCodes } from './jobs';
import { findTenderCompetition, type TenderCompetition } from './competitors';
import { isCompanyId } from './names';
import { findAwardCompanies, findCompanyDetail, type CompanyDetail } from './queries';
import { companiesOfChunk, planCompanyChunks, type CompanyChunk } from './sitemap';
import {
  cpvPrefix,
  parseSubcontractorFilters,
  regionOptions,
  type ParsedFilters,
  type RegionOption,
  type TenderPlace,
} from './subcontractor-filters';
import { findListedProfiles, findSimilarCompanies, type ListedProfile, type SimilarCompanies } from './subcontractors';

export type { CompanyDetail, CompanyRow, CompanyWinView, WinTally } from './queries';
export type { Competitor, Incumbent, SimilarWinner, TenderCompetition } from './competitors';
export type { ListedProfile, SimilarCompanies, SimilarCompany } from './subcontractors';
export type { CompanyChunk } from './sitemap';
export { companyCanonicalOrigin, companyJsonLd, companyMetaDescription, companyPath } from './seo';
export { winLimit } from './queries';
export * from './cpv-codes';

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

/** The likely incumbent of a tender (its buyer's last winner in its CPV class) and who wins such lots lately. */
export async function getTenderCompetition(tender: TenderRow): Promise<TenderCompetition> {
  return findTenderCompetition(await getDb(), tender);
}

export interface SubcontractorsPage extends ParsedFilters {
  regionOptions: RegionOption[];
  /** The CPV digits matched ('452'); null when the tender has no CPV code, so nothing can be matched. */
  cpvPrefix: string | null;
  similar: SimilarCompanies;
  profiles: ListedProfile[];
}

function placeOf(tender: TenderRow): TenderPlace {
  return { countryCode: tender.countryCode, cpvCode: tender.cpvCode, nutsTree: tender.nutsTree };
}

/** A tender's possible subcontractors under the filters of its URL, for the signed-in reader `readerId`. */
export async function getSubcontractorsPage(
  tender: TenderRow,
  searchParams: Record<string, string | string[] | undefined>,
  readerId: string | null,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<SubcontractorsPage> {
  const place = placeOf(tender);
  const parsed = parseSubcontractorFilters(searchParams, place);
  const options = regionOptions(place, getCountry(tender.countryCode)?.name ?? tender.countryCode);
  const cpvCode = tender.cpvCode;
  if (cpvCode === null) {
    return { ...parsed, regionOptions: options, cpvPrefix: null, similar: { companies: [], total: 0 }, profiles: [] };
  }
  const db = await getDb();
  const matched = { ...place, cpvCode };
  const [similar, profiles] = await Promise.all([
    findSimilarCompanies(db, matched, parsed.filters, today),
    findListedProfiles(db, matched, parsed.filters, readerId),
  ]);
  return { ...parsed, regionOptions: options, cpvPrefix: cpvPrefix(cpvCode, parsed.filters.level), similar, profiles };
}

export async function listCompanySitemapChunks(): Promise<CompanyChunk[]> {
  return planCompanyChunks(await getDb());
}

export async function listCompaniesOfChunk(index: number, of: number): Promise<{ id: string; updatedAt: Date }[]> {
  return companiesOfChunk(await getDb(), index, of);
}

/** The labelled codes of the subcontracting opt-in (settings → public profile), and the company's own to copy. */
export async function getSubcontractingChoices(
  userId: string,
  saved: { subcontractorCpvCodes: readonly string[]; subcontractorRegions: readonly string[] },
): Promise<{ cpvCodes: CodeLabel[]; regions: CodeLabel[]; companyCpvCodes: CodeLabel[] }> {
  const codes = await findCompanyCodes(await getDb(), userId);
  return {
    cpvCodes: cpvCodeLabels(saved.subcontractorCpvCodes),
    regions: saved.subcontractorRegions.map((code) => ({ code, label: nutsLabel(code) ?? '' })),
    companyCpvCodes: cpvCodeLabels(codes.cpvCodes),
  };
}
