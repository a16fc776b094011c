// The published posts: valid, linked to each other correctly, and rendered with working anchors.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/components/content/markdown';
import { listPosts } from '@/lib/content/blog';
import { tableOfContents } from '@/lib/content/toc';

const posts = await listPosts();

describe('published blog posts', () => {
  it('has at least four posts, one of them under a multi-segment slug', () => {
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.some((post) => post.slug.includes('/'))).toBe(true);
  });

  it('gives every post a unique title and a description search engines show whole', () => {
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
    for (const post of posts) expect(post.description.length, post.slug).toBeLessThanOrEqual(200);
  });

  it('has no post dated in the future or without substance', () => {
    for (const post of posts) {
      expect(post.date.getTime(), post.slug).toBeLessThanOrEqual(Date.now());
      expect(post.words, post.slug).toBeGreaterThan(600);
    }
  });

  it('links only to posts that exist', () => {
    const slugs = new Set(posts.map((post) => post.slug));
    for (const post of posts) {
      for (const [, target] of post.body.matchAll(/\]\(\/blog\/([^)#?\s]+)/g)) {
        expect(slugs.has(target ?? ''), `${post.slug} links to /blog/${target}`).toBe(true);
      }
    }
  });

  it('links to tender search only with the parameters search understands', () => {
    for (const post of posts) {
      for (const [, query] of post.body.matchAll(/\]\(\/tenders\?([^)\s]+)\)/g)) {
        const keys = [...new URLSearchParams(query).keys()];
        expect(
          keys.every((key) => ['q', 'country', 'cpv'].includes(key)),
          `${post.slug}: ${query}`,
        ).toBe(true);
      }
    }
  });

  it('has no placeholder braces left after filling in the settings', () => {
    for (const post of posts) expect(`${post.title} ${post.author} ${post.body}`).not.toMatch(/\{\{|\}\}/);
  });

  it('builds tables of contents whose anchors exist in the rendered post', () => {
    for (const post of posts) {
      const html = renderToStaticMarkup(Markdown({ children: post.body }));
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      const toc = tableOfContents(post.body);
      expect(toc.length, post.slug).toBeGreaterThan(0);
      for (const entry of toc) expect(ids.has(entry.id), `${post.slug}#${entry.id}`).toBe(true);
    }
  });
});
