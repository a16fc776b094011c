// The blog's list, feed, sitemap entries and structured data, computed from the posts.
import { describe, expect, it } from 'vitest';
import {
  blogListHref,
  listPosts,
  paginate,
  parseBlogQuery,
  relatedPosts,
  tagCounts,
  type BlogPost,
} from '@/lib/content/blog';
import { atomFeed } from '@/lib/content/feed';
import { readingMinutes, wordCount } from '@/lib/content/reading-time';
import { canonicalPath } from '@/lib/seo/canonical';
import { blogPostingJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { blogPostSitemapEntry } from '@/lib/seo/sitemap';

function fakePost(slug: string, date: string, tags: string[]): BlogPost {
  const day = new Date(`${date}T00:00:00Z`);
  return {
    slug,
    title: `Post ${slug}`,
    description: `About ${slug}`,
    date: day,
    updated: day,
    author: 'Team',
    tags,
    cover: null,
    body: 'Text',
    words: 1,
    readingMinutes: 1,
  };
}

describe('blog list', () => {
  const posts = Array.from({ length: 12 }, (_, i) =>
    fakePost(`p${i}`, `2026-10-${String(20 - i).padStart(2, '0')}`, ['a']),
  );

  it('pages posts five at a time and refuses pages past the end', () => {
    expect(paginate(posts, 1)?.posts.map((p) => p.slug)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(paginate(posts, 3)).toMatchObject({ page: 3, pageCount: 3, total: 12 });
    expect(paginate(posts, 3)?.posts).toHaveLength(2);
    expect(paginate(posts, 4)).toBeNull();
    expect(paginate([], 1)).toMatchObject({ posts: [], pageCount: 1 });
  });

  it('reads page and tag from the query, and rejects values no page answers', () => {
    expect(parseBlogQuery({})).toEqual({ page: 1, tag: null });
    expect(parseBlogQuery({ page: '2', tag: 'eforms', utm_source: 'x' })).toEqual({ page: 2, tag: 'eforms' });
    expect(parseBlogQuery({ page: '0' })).toBeNull();
    expect(parseBlogQuery({ page: 'two' })).toBeNull();
    expect(parseBlogQuery({ page: ['1', '2'] })).toBeNull();
    expect(parseBlogQuery({ tag: '<script>' })).toBeNull();
  });

  it('links pages without default parameters, in canonical order', () => {
    expect(blogListHref({ page: 1, tag: null })).toBe('/blog');
    const href = blogListHref({ page: 2, tag: 'cpv' });
    expect(href).toBe('/blog?page=2&tag=cpv');
    expect(canonicalPath('/blog', Object.fromEntries(new URL(href, 'https://x').searchParams))).toBe(href);
  });

  it('counts tags, most used first', () => {
    const tagged = [fakePost('x', '2026-10-01', ['cpv', 'ted']), fakePost('y', '2026-10-02', ['ted'])];
    expect(tagCounts(tagged)).toEqual([
      { tag: 'ted', count: 2 },
      { tag: 'cpv', count: 1 },
    ]);
  });

  it('suggests related posts by shared tags, then by date', () => {
    const base = fakePost('base', '2026-10-01', ['cpv', 'ted']);
    const others = [
      fakePost('new-unrelated', '2026-10-09', ['austria']),
      fakePost('one-tag', '2026-10-05', ['ted']),
      fakePost('two-tags', '2026-10-02', ['cpv', 'ted']),
    ];
    expect(relatedPosts(base, [base, ...others], 2).map((p) => p.slug)).toEqual(['two-tags', 'one-tag']);
  });
});

describe('reading time', () => {
  it('counts prose words, not code or link targets', () => {
    expect(wordCount('Read [the notice](https://ted.europa.eu/en/notice) now.\n\n```\nconst a = 1;\n```')).toBe(4);
  });

  it('rounds to whole minutes and never says zero', () => {
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes(Array.from({ length: 1100 }, () => 'word').join(' '))).toBe(5);
  });
});

describe('feed, sitemap and structured data', () => {
  it('lists every post in an Atom feed with escaped text', async () => {
    const posts = await listPosts();
    const tricky = { ...fakePost('guides/x', '2026-10-01', ['a']), title: 'Tenders & "bids" <2026>' };
    const xml = atomFeed([...posts, tricky], {
      siteUrl: 'https://tenderscope.eu',
      title: 'Blog',
      subtitle: 'Guides',
      author: 'Team',
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    for (const post of posts) expect(xml).toContain(`<id>https://tenderscope.eu/blog/${post.slug}</id>`);
    expect(xml).toContain('<title>Tenders &amp; &quot;bids&quot; &lt;2026&gt;</title>');
    expect(xml.match(/<entry>/g)).toHaveLength(posts.length + 1);
  });

  it('gives each post a sitemap entry with its last change', () => {
    const post = { ...fakePost('guides/cpv', '2026-10-01', ['a']), updated: new Date('2026-11-01T00:00:00Z') };
    expect(blogPostSitemapEntry(post, 'https://tenderscope.eu')).toMatchObject({
      url: 'https://tenderscope.eu/blog/guides/cpv',
      lastModified: post.updated,
    });
  });

  it('describes a post as a schema.org BlogPosting that cannot close its script tag', () => {
    const post = {
      ...fakePost('guides/cpv', '2026-10-01', ['cpv']),
      title: 'A </script><script>alert(1)</script> title',
    };
    const data = blogPostingJsonLd(post);
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://tenderscope.eu/blog/guides/cpv',
      datePublished: '2026-10-01T00:00:00.000Z',
      author: { '@type': 'Organization', name: 'Team' },
    });
    const json = serializeJsonLd(data);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(data);
  });
});
