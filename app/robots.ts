import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config/public';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/auth/', '/dashboard', '/settings', '/alerts', '/subscription/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
