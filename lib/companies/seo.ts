// What search engines see of a company page: its description, its canonical origin and its structured data.
import type { Organization, WithContext } from 'schema-dts';
import { editionSettings } from '@/lib/config/editions';
import { productName, site, siteUrl } from '@/lib/config/public';
import { getCountry } from '@/lib/reference';
import { formatMoney } from '@/lib/tenders/views';
import type { CompanyDetail } from './queries';

const descriptionLimit = 160;

export function companyPath(id: string): string {
  return `/companies/${id}`;
}

/**
 * The origin whose URL is canonical: this edition's when it covers one of the company's wins, else the EU edition's.
 */
export function companyCanonicalOrigin(detail: Pick<CompanyDetail, 'byCountry'>): string {
  const inScope =
    site.scopeCountries.length === 0 || detail.byCountry.some(({ key }) => site.scopeCountries.includes(key));
  return inScope ? siteUrl : editionSettings('eu', productName).defaultSiteUrl;
}

function years(detail: Pick<CompanyDetail, 'company'>): string {
  const first = detail.company.firstWinDate?.slice(0, 4);
  const last = detail.company.lastWinDate?.slice(0, 4);
  if (!first || !last) return '';
  return first === last ? ` in ${first}` : ` from ${first} to ${last}`;
}

/** One or two sentences for search results: who, how many contracts, when, how much, for whom. */
export function companyMetaDescription(detail: Pick<CompanyDetail, 'company' | 'byBuyer'>): string {
  const { company } = detail;
  const country = company.countryCode ? (getCountry(company.countryCode)?.name ?? company.countryCode) : null;
  const contracts = company.winCount === 1 ? 'a public contract' : `${company.winCount} public contracts`;
  const value = company.totalEuroValue ? ` worth ${formatMoney(company.totalEuroValue, 'EUR')}` : '';
  const first = `${company.name}${country ? ` (${country})` : ''} won ${contracts}${value}${years(detail)}.`;
  const buyer = detail.byBuyer[0]?.key;
  const full = buyer ? `${first} Buyers include ${buyer}.` : first;
  if (full.length <= descriptionLimit) return full;
  if (first.length <= descriptionLimit) return first;
  return `${first.slice(0, descriptionLimit - 1).replace(/\s+\S*$/, '')}…`;
}

/** schema.org Organization: its name and other spellings, country, identifier and website. */
export function companyJsonLd(
  detail: Pick<CompanyDetail, 'company' | 'otherNames'>,
  url: string,
): WithContext<Organization> {
  const { company } = detail;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url,
    ...(detail.otherNames.length > 0 ? { alternateName: detail.otherNames } : {}),
    ...(company.countryCode ? { address: { '@type': 'PostalAddress', addressCountry: company.countryCode } } : {}),
    ...(company.identifier ? { identifier: company.identifier } : {}),
    ...(company.website ? { sameAs: [company.website] } : {}),
  };
}
