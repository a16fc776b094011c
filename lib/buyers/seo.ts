// What search engines see of a buyer page: its description, its canonical origin and its structured data.
import type { GovernmentOrganization, WithContext } from 'schema-dts';
import { editionSettings } from '@/lib/config/editions';
import { productName, site, siteUrl } from '@/lib/config/public';
import { getCountry } from '@/lib/reference';
import type { BuyerDetail } from './queries';

const descriptionLimit = 160;

/** The origin whose URL is canonical: this edition's when it covers the buyer's country, else the EU edition's. */
export function buyerCanonicalOrigin(detail: Pick<BuyerDetail, 'buyer'>): string {
  const inScope = site.scopeCountries.length === 0 || site.scopeCountries.includes(detail.buyer.countryCode);
  return inScope ? siteUrl : editionSettings('eu', productName).defaultSiteUrl;
}

/** One or two sentences for search results: who, where, how many calls and awards. */
export function buyerMetaDescription(detail: Pick<BuyerDetail, 'buyer' | 'awardCount' | 'openCalls'>): string {
  const { buyer } = detail;
  const country = getCountry(buyer.countryCode)?.name ?? buyer.countryCode;
  const place = buyer.town ? `${buyer.town}, ${country}` : country;
  const calls = buyer.tenderCount === 1 ? 'one public tender' : `${buyer.tenderCount} public tenders`;
  const open = detail.openCalls.length > 0 ? `, ${detail.openCalls.length} open now` : '';
  const awards = detail.awardCount > 0 ? ` Past awards, winners, prices and bids per lot.` : '';
  const full = `${buyer.name} (${place}): ${calls} on TED${open}.${awards}`;
  if (full.length <= descriptionLimit) return full;
  return `${full.slice(0, descriptionLimit - 1).replace(/\s+\S*$/, '')}…`;
}

/** schema.org GovernmentOrganization: its name, place, identifier and contact. */
export function buyerJsonLd(detail: Pick<BuyerDetail, 'buyer'>, url: string): WithContext<GovernmentOrganization> {
  const { buyer } = detail;
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    name: buyer.name,
    url,
    address: {
      '@type': 'PostalAddress',
      addressCountry: buyer.countryCode,
      ...(buyer.town ? { addressLocality: buyer.town } : {}),
    },
    ...(buyer.identifier ? { identifier: buyer.identifier } : {}),
    ...(buyer.email ? { email: buyer.email } : {}),
  };
}
