import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config/public';
import { staticSitemapPaths } from '@/lib/seo/sitemap';

export default function sitemap(): MetadataRoute.Sitemap {
  return staticSitemapPaths.map(({ path, priority, changeFrequency }) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    changeFrequency,
    priority,
  }));
}
