// What search engines see of a tender: which edition publishes it, its page description, whether it is indexed.
import { editionSettings } from '@/lib/config/editions';
import { productName, site, siteUrl } from '@/lib/config/public';
import { getCountry } from '@/lib/reference';
import { canonicalUrl } from '@/lib/seo/canonical';
import type { TenderRow } from './queries';

const descriptionLimit = 160;

/** True when this edition covers the country (the EU edition covers all of them). */
export function isInEditionScope(countryCode: string): boolean {
  return site.scopeCountries.length === 0 || site.scopeCountries.includes(countryCode);
}

/**
 * The origin whose URL is canonical for a tender's page. The AT edition shows every tender, but one of
 * another country belongs to the EU edition: naming that URL keeps the two sites from competing for it.
 */
export function tenderCanonicalOrigin(countryCode: string): string {
  return isInEditionScope(countryCode) ? siteUrl : editionSettings('eu', productName).defaultSiteUrl;
}

/** Only public, real tenders are for search engines: sample data is labelled and kept out of indexes. */
export function isIndexable(tender: Pick<TenderRow, 'visibility' | 'isSample'>): boolean {
  return tender.visibility === 'public' && !tender.isSample;
}

/** The first sentences of the description that fit a search result snippet, else a line of facts. */
export function tenderMetaDescription(
  tender: Pick<TenderRow, 'description' | 'contractingAuthorityName' | 'countryCode'>,
): string {
  const text = tender.description?.replace(/\s+/g, ' ').trim();
  if (text) {
    const sentences = text.match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? [text];
    let summary = '';
    for (const sentence of sentences) {
      const next = `${summary} ${sentence.trim()}`.trim();
      if (next.length > descriptionLimit) break;
      summary = next;
    }
    // A first sentence longer than a snippet is cut at a word boundary.
    return summary || `${text.slice(0, descriptionLimit - 1).replace(/\s+\S*$/, '')}…`;
  }
  const country = getCountry(tender.countryCode)?.name ?? tender.countryCode;
  return tender.contractingAuthorityName
    ? `Public tender by ${tender.contractingAuthorityName}, ${country}.`
    : `Public tender in ${country}.`;
}

/** The canonical URL of a tender's page (on the EU edition's site for tenders outside this edition's scope). */
export function tenderCanonicalUrl(tender: Pick<TenderRow, 'id' | 'countryCode'>): string {
  return canonicalUrl(`/tenders/${tender.id}`, {}, tenderCanonicalOrigin(tender.countryCode));
}
