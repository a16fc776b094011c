// The public pages search engines should index, shared by the sitemap and its tests.
export const staticSitemapPaths = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/tenders', priority: 0.9, changeFrequency: 'hourly' },
  { path: '/solutions', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/pricing', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/blog', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/about-us', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/contact', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/privacy-policy', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/terms-of-service', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/terms-of-service-ai', priority: 0.2, changeFrequency: 'yearly' },
] as const;

/** A blog post's sitemap entry: its URL and when it last changed. */
export function blogPostSitemapEntry(post: { slug: string; updated: Date }, siteUrl: string) {
  return { url: `${siteUrl}/blog/${post.slug}`, lastModified: post.updated, changeFrequency: 'monthly', priority: 0.6 } as const;
}
