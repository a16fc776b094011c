// What search engines see of a tender: which edition publishes it, its page description, whether it is indexed,
// and its structured data.
import { editionSettings } from '@/lib/config/editions';
import { productName, site, siteUrl } from '@/lib/config/public';
import type { Demand, Graph, PriceSpecification, Product, Service, Thing } from 'schema-dts';
import { cpvLabel, getCountry, nutsLabel } from '@/lib/reference';
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

/** Whether a piece of text ends as a sentence does: a full stop, ! or ? (a closing quote or bracket may follow). */
function endsSentence(piece: string): boolean {
  return /[.!?…]["'”’»)]?$/u.test(piece);
}

/** Whether a full stop ends an abbreviation ("ca.", "Nr.", "z."), not a sentence: a word of three letters or fewer. */
function endsAbbreviation(piece: string): boolean {
  return /(?:^|\s)[\p{L}]{1,3}\.$/u.test(piece);
}

/**
 * The description's sentences from its start, in order, up to the first piece that is not a sentence (a
 * heading, a list item, a path like "Plattform > Veröffentlichungen"): a snippet that starts mid-text or
 * with a fragment reads as broken.
 */
export function leadingSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    const flat = line.replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    let pending = '';
    for (const piece of flat.split(/(?<=[.!?…]["'”’»)]?)\s+(?=[\p{Lu}"'“„‚«(])/u)) {
      pending = pending ? `${pending} ${piece}` : piece;
      if (endsAbbreviation(pending)) continue;
      if (!endsSentence(pending)) return sentences;
      sentences.push(pending);
      pending = '';
    }
    if (pending) return sentences;
  }
  return sentences;
}

/**
 * The page's description, in whole sentences: the description's first sentences that fit a search result
 * snippet, or else one sentence of facts (who buys, where, what).
 */
export function tenderMetaDescription(
  tender: Pick<TenderRow, 'description' | 'contractingAuthorityName' | 'countryCode' | 'cpvCode'>,
): string {
  let summary = '';
  for (const sentence of leadingSentences(tender.description ?? '')) {
    const next = `${summary} ${sentence}`.trim();
    if (next.length > descriptionLimit) break;
    summary = next;
  }
  if (summary) return summary;
  const country = getCountry(tender.countryCode)?.name ?? tender.countryCode;
  const who = tender.contractingAuthorityName
    ? `Public tender by ${tender.contractingAuthorityName}, ${country}`
    : `Public tender in ${country}`;
  const label = tender.cpvCode ? cpvLabel(tender.cpvCode) : null;
  return label ? `${who}: ${label} (CPV ${tender.cpvCode}).` : `${who}.`;
}

/** The canonical URL of a tender's page (on the EU edition's site for tenders outside this edition's scope). */
export function tenderCanonicalUrl(tender: Pick<TenderRow, 'id' | 'countryCode'>): string {
  return canonicalUrl(`/tenders/${tender.id}`, {}, tenderCanonicalOrigin(tender.countryCode));
}

export type TenderJsonLdInput = Pick<
  TenderRow,
  | 'title'
  | 'description'
  | 'cpvCode'
  | 'countryCode'
  | 'nutsCodes'
  | 'contractNature'
  | 'publishDate'
  | 'deadlineDate'
  | 'contractingAuthorityName'
  | 'contractingAuthorityEmail'
  | 'contractingAuthorityAddress'
  | 'estimateNativeValue'
  | 'estimateNativeValueCurrency'
  | 'estimateEuroValue'
>;

/**
 * A tender as schema.org `Demand`: schema.org has no procurement type, and Demand is its word for "a public
 * announcement by an organization seeking a certain type of goods or services" — what a call for tenders is.
 * It carries the deadline (validThrough), the estimated value (priceSpecification) and the place
 * (eligibleRegion). Demand has no property for who seeks, so the buyer is a second node that `seeks` it.
 */
export function tenderJsonLd(tender: TenderJsonLdInput, url: string): Graph {
  const id = `${url}#demand`;
  const category = tender.cpvCode ? `${tender.cpvCode} ${cpvLabel(tender.cpvCode) ?? ''}`.trim() : undefined;
  const item: Product | Service =
    tender.contractNature === 'supplies'
      ? { '@type': 'Product', name: tender.title, category }
      : { '@type': 'Service', name: tender.title, category };
  const price: PriceSpecification[] = [];
  if (tender.estimateNativeValue !== null && tender.estimateNativeValueCurrency) {
    price.push({
      '@type': 'PriceSpecification',
      price: tender.estimateNativeValue,
      priceCurrency: tender.estimateNativeValueCurrency,
    });
  }
  if (tender.estimateEuroValue !== null && tender.estimateNativeValueCurrency !== 'EUR') {
    price.push({ '@type': 'PriceSpecification', price: tender.estimateEuroValue, priceCurrency: 'EUR' });
  }
  const regions = tender.nutsCodes.map((code) => nutsLabel(code)).filter((label): label is string => label !== null);
  const demand: Demand = {
    '@type': 'Demand',
    '@id': id,
    name: tender.title,
    url,
    ...(tender.description ? { description: tender.description } : {}),
    itemOffered: item,
    validFrom: tender.publishDate,
    ...(tender.deadlineDate ? { validThrough: tender.deadlineDate.toISOString() } : {}),
    ...(price.length > 0 ? { priceSpecification: price } : {}),
    eligibleRegion: [
      {
        '@type': 'Country',
        name: getCountry(tender.countryCode)?.name ?? tender.countryCode,
        identifier: tender.countryCode,
      },
      ...regions.map((name) => ({ '@type': 'AdministrativeArea', name }) as const),
    ],
  };
  const nodes: Thing[] = [demand];
  if (tender.contractingAuthorityName) {
    nodes.push({
      '@type': 'Organization',
      name: tender.contractingAuthorityName,
      ...(tender.contractingAuthorityEmail ? { email: tender.contractingAuthorityEmail } : {}),
      ...(tender.contractingAuthorityAddress ? { address: tender.contractingAuthorityAddress } : {}),
      seeks: { '@id': id },
    });
  }
  return { '@context': 'https://schema.org', '@graph': nodes };
}
