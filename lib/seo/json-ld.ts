// Structured data (schema.org JSON-LD) built from typed schema-dts objects, and its safe serialisation.
import type { BlogPosting, Graph, Organization, Thing, WithContext } from 'schema-dts';
import { productName, publisher, publisherPostalAddress, siteUrl } from '@/lib/config/public';

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
