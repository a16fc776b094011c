// Structured data (schema.org JSON-LD) built from typed schema-dts objects, and its safe serialisation.
import type {
  BlogPosting,
  Demand,
  Graph,
  Organization,
  PriceSpecification,
  Product,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import { productName, publisher, publisherPostalAddress, siteUrl } from '@/lib/config/public';
import { cpvLabel, getCountry, nutsLabel } from '@/lib/reference';
import type { TenderRow } from '@/lib/tenders/queries';

/** One typed node with its context, or several in a graph. */
export type JsonLd = WithContext<Thing> | Graph;

export interface BlogPostingInput {
  slug: string;
  title: string;
  description: string;
  date: Date;
  updated: Date;
  author: string;
  tags: string[];
  words: number;
  cover: { src: string; width: number; height: number } | null;
}

function publisherOrganization() {
  return {
    '@type': 'Organization',
    name: publisher.name,
    url: siteUrl,
    email: publisher.email,
    address: publisherPostalAddress,
  } satisfies Organization;
}

/** schema.org sizes are Distance or QuantitativeValue; E37 is UN/CEFACT's code for pixels. */
function pixels(value: number) {
  return { '@type': 'QuantitativeValue', value, unitCode: 'E37' } as const;
}

export function blogPostingJsonLd(post: BlogPostingInput): WithContext<BlogPosting> {
  const url = `${siteUrl}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.date.toISOString(),
    dateModified: post.updated.toISOString(),
    // Posts are signed by a team, not a person.
    author: { '@type': 'Organization', name: post.author, url: `${siteUrl}/about-us` },
    publisher: publisherOrganization(),
    keywords: post.tags.join(', '),
    wordCount: post.words,
    inLanguage: 'en',
    isPartOf: { '@type': 'Blog', name: `${productName} blog`, url: `${siteUrl}/blog` },
    ...(post.cover
      ? {
          image: {
            '@type': 'ImageObject',
            url: `${siteUrl}${post.cover.src}`,
            width: pixels(post.cover.width),
            height: pixels(post.cover.height),
          },
        }
      : {}),
  };
}

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    ...publisherOrganization(),
    brand: { '@type': 'Brand', name: productName },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no value can close the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
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
