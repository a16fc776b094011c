// The blog's Atom feed (RFC 4287), built from the posts' front matter.
import type { BlogPost } from './blog';

export interface FeedOptions {
  /** Origin of the site, without a trailing slash. */
  siteUrl: string;
  title: string;
  subtitle: string;
  author: string;
}

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

function entry(post: BlogPost, siteUrl: string): string {
  const url = `${siteUrl}/blog/${post.slug}`;
  return [
    '  <entry>',
    `    <id>${escapeXml(url)}</id>`,
    `    <title>${escapeXml(post.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
    `    <published>${post.date.toISOString()}</published>`,
    `    <updated>${post.updated.toISOString()}</updated>`,
    `    <author><name>${escapeXml(post.author)}</name></author>`,
    ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
    `    <summary>${escapeXml(post.description)}</summary>`,
    '  </entry>',
  ].join('\n');
}

/** An Atom document listing `posts` in the order given (newest first). */
export function atomFeed(posts: readonly BlogPost[], options: FeedOptions): string {
  const feedUrl = `${options.siteUrl}/blog/feed.xml`;
  const updated = posts.reduce((latest, post) => (post.updated > latest ? post.updated : latest), new Date(0));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <title>${escapeXml(options.title)}</title>`,
    `  <subtitle>${escapeXml(options.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${options.siteUrl}/blog`)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${escapeXml(options.author)}</name></author>`,
    ...posts.map((post) => entry(post, options.siteUrl)),
    '</feed>',
    '',
  ].join('\n');
}
