// Page metadata from one helper, so every page gets its canonical link and Open Graph the same way.
import type { Metadata } from 'next';
import { site, siteUrl } from '@/lib/config/public';
import { canonicalUrl, type SearchParamsInput } from './canonical';

export const titleSeparator = ' | ';

export interface PageMetadataInput {
  /** Page title; the root layout appends the separator and site name. */
  title: string;
  description?: string;
  path: string;
  searchParams?: SearchParamsInput;
  /** Use the title as is, without the site name (the home page). */
  absoluteTitle?: boolean;
}

export function pageMetadata({ title, description, path, searchParams, absoluteTitle }: PageMetadataInput): Metadata {
  const url = canonicalUrl(path, searchParams);
  const fullTitle = absoluteTitle ? title : `${title}${titleSeparator}${site.siteName}`;
  const summary = description ?? site.description;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: summary,
    alternates: { canonical: url },
    openGraph: { title: fullTitle, description: summary, url, siteName: site.siteName, locale: 'en_US', type: 'website' },
    twitter: { card: 'summary', title: fullTitle, description: summary },
  };
}

/** Defaults for the root layout: title template, robots, locale and the edition's copy. */
export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    applicationName: site.siteName,
    title: { default: site.title, template: `%s${titleSeparator}${site.siteName}` },
    description: site.description,
    keywords: site.keywords,
    robots: { index: true, follow: true },
    openGraph: { siteName: site.siteName, locale: 'en_US', type: 'website', title: site.title, description: site.description },
    formatDetection: { telephone: false },
  };
}
