// robots.txt of the edition: account and API routes stay out of crawls, and the sitemap index is named.
import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config/public';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // The tender pages are public; their analysis, subcontractor and edit pages need an account.
        disallow: [
          '/api/',
          '/auth/',
          '/dashboard',
          '/settings',
          '/alerts',
          '/subscription/',
          '/tenders/new',
          '/tenders/*/',
        ],
      },
    ],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
