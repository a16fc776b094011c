// Page metadata from one helper, so every page gets its canonical link and Open Graph the same way.
import type { Metadata } from 'next';
import { site, siteUrl } from '@/lib/config/public';
import { canonicalUrl, type SearchParamsInput } from './canonical';
import { iconLinks } from './manifest';

export const titleSeparator = ' | ';

export interface PageMetadataInput {
  /** Page title; the root layout appends the separator and site name. */
  title: string;
  description?: string;
  path: string;
  searchParams?: SearchParamsInput;
  /** Use the title as is, without the site name (the home page). */
  absoluteTitle?: boolean;
  /** Open Graph `article` data for a blog post; pages are `website` otherwise. */
  article?: { publishedTime: Date; modifiedTime: Date; authors: string[]; tags: string[] };
  /** A site-relative image for link previews, with its size. */
  image?: { src: string; alt: string; width: number; height: number };
  /** Feeds to announce, e.g. the blog's Atom feed. */
  feeds?: { title: string; path: string }[];
  /** Origin of the canonical URL when another site publishes the page (a tender outside the edition's scope). */
  canonicalOrigin?: string;
  /** Keep the page out of search indexes (sample data); links on it are still followed. */
  noindex?: boolean;
}

export function pageMetadata({
  title,
  description,
  path,
  searchParams,
  absoluteTitle,
  article,
  image,
  feeds,
  canonicalOrigin,
  noindex,
}: PageMetadataInput): Metadata {
  const url = canonicalUrl(path, searchParams, canonicalOrigin);
  const fullTitle = absoluteTitle ? title : `${title}${titleSeparator}${site.siteName}`;
  const summary = description ?? site.description;
  // No `images` key without an image: Next fills og:image from an opengraph-image file only where none is set.
  const images = image
    ? { images: [{ url: image.src, alt: image.alt, width: image.width, height: image.height }] }
    : {};
  const openGraphBase = {
    title: fullTitle,
    description: summary,
    url,
    siteName: site.siteName,
    locale: 'en_US',
    ...images,
  };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: summary,
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    alternates: {
      canonical: url,
      ...(feeds
        ? { types: { 'application/atom+xml': feeds.map((feed) => ({ url: feed.path, title: feed.title })) } }
        : {}),
    },
    openGraph: article
      ? {
          ...openGraphBase,
          type: 'article',
          publishedTime: article.publishedTime.toISOString(),
          modifiedTime: article.modifiedTime.toISOString(),
          authors: article.authors,
          tags: article.tags,
        }
      : { ...openGraphBase, type: 'website' },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: fullTitle, description: summary, ...images },
  };
}

/** Defaults for the root layout: title template, robots, locale, icons and the edition's copy. */
export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    applicationName: site.siteName,
    title: { default: site.title, template: `%s${titleSeparator}${site.siteName}` },
    description: site.description,
    keywords: site.keywords,
    robots: { index: true, follow: true },
    openGraph: {
      siteName: site.siteName,
      locale: 'en_US',
      type: 'website',
      title: site.title,
      description: site.description,
    },
    formatDetection: { telephone: false },
    icons: iconLinks,
  };
}
