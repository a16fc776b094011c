// Structured data (schema.org JSON-LD) built from typed objects, and its safe serialisation.
import { productName, publisher, publisherPostalAddress, siteUrl } from '@/lib/config/public';

interface Thing {
  '@type': string;
  [key: string]: unknown;
}

export type JsonLd = Thing & { '@context': 'https://schema.org' };

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

function publisherOrganization(): Thing {
  return {
    '@type': 'Organization',
    name: publisher.name,
    url: siteUrl,
    email: publisher.email,
    address: publisherPostalAddress,
  };
}

export function blogPostingJsonLd(post: BlogPostingInput): JsonLd {
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
    ...(post.cover ? { image: { '@type': 'ImageObject', url: `${siteUrl}${post.cover.src}`, width: post.cover.width, height: post.cover.height } } : {}),
  };
}

export function organizationJsonLd(): JsonLd {
  return { '@context': 'https://schema.org', ...publisherOrganization(), brand: { '@type': 'Brand', name: productName } };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no value can close the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
