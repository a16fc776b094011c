// Blog posts: markdown files with front matter under content/blog; a post's slug is its path there.
import 'server-only';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { cache } from 'react';
import { z } from 'zod';
import { ContentError, contentDate, parseContentFile } from './front-matter';
import { readingMinutes, wordCount } from './reading-time';
import { fillTokens } from './tokens';

const blogRoot = join(process.cwd(), 'content/blog');
const publicRoot = join(process.cwd(), 'public');

export const POSTS_PER_PAGE = 5;

const slugSegment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug is one or more lower-case path segments: `guides/cpv-codes-explained`. */
export const blogSlugSchema = z.array(z.string().regex(slugSegment)).min(1).max(5);

export const blogTagSchema = z
  .string()
  .regex(slugSegment, 'expected lower-case words joined by hyphens, like "eforms"');

const frontMatterSchema = z
  .object({
    title: z.string().trim().min(1).max(110),
    // Search engines show about 160 characters; shorter than 50 says too little.
    description: z.string().trim().min(50).max(200),
    date: contentDate,
    updated: contentDate.optional(),
    author: z.string().trim().min(1).max(80),
    tags: z.array(blogTagSchema).min(1).max(6),
    cover: z
      .object({
        src: z
          .string()
          .regex(/^\/(?![/\\])\S+\.(?:png|jpe?g|webp|avif)$/, 'expected a path under public/, like /blog/cover.webp'),
        alt: z.string().trim().min(1),
        width: z.int().positive(),
        height: z.int().positive(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((data) => !data.updated || data.updated >= data.date, {
    path: ['updated'],
    error: 'must not be before "date"',
  });

type FrontMatter = z.output<typeof frontMatterSchema>;

export interface BlogPost extends Omit<FrontMatter, 'updated' | 'cover'> {
  slug: string;
  /** Last substantive change; the publication date when the post was never updated. */
  updated: Date;
  cover: NonNullable<FrontMatter['cover']> | null;
  body: string;
  words: number;
  readingMinutes: number;
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(path);
      return Promise.resolve(entry.name.endsWith('.md') ? [path] : []);
    }),
  );
  return nested.flat().sort();
}

/** Reads and validates one post; `root` is the folder slugs are relative to. */
export async function readPost(root: string, file: string): Promise<BlogPost> {
  const slug = relative(root, file).replace(/\.md$/, '').split(sep).join('/');
  const shown = `content/blog/${slug}.md`;
  if (!blogSlugSchema.safeParse(slug.split('/')).success) {
    throw new ContentError(`${shown}: the file path must be lower-case words joined by hyphens (it becomes the URL).`);
  }
  const { data, body } = parseContentFile(shown, await readFile(file, 'utf8'), frontMatterSchema);
  if (data.cover && !existsSync(join(publicRoot, data.cover.src))) {
    throw new ContentError(`Invalid front matter in ${shown}:\n  - field "cover.src": no file public${data.cover.src}`);
  }
  const text = fillTokens(body, shown, 'markdown');
  return {
    ...data,
    title: fillTokens(data.title, shown, 'text'),
    description: fillTokens(data.description, shown, 'text'),
    author: fillTokens(data.author, shown, 'text'),
    slug,
    updated: data.updated ?? data.date,
    cover: data.cover ?? null,
    body: text,
    words: wordCount(text),
    readingMinutes: readingMinutes(text),
  };
}

/** Every post under `root`, newest first (then by slug, so the order is stable). */
export async function loadPosts(root: string): Promise<BlogPost[]> {
  const posts = await Promise.all((await markdownFiles(root)).map((file) => readPost(root, file)));
  return posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
}

/** Every post, newest first. Invalid front matter throws, which fails `next build`. */
export const listPosts = cache((): Promise<BlogPost[]> => loadPosts(blogRoot));

/** The post at these slug segments, or null. */
export const getPost = cache(async (segments: string[]): Promise<BlogPost | null> => {
  if (!blogSlugSchema.safeParse(segments).success) return null;
  const slug = segments.join('/');
  return (await listPosts()).find((post) => post.slug === slug) ?? null;
});

/** Every tag with how many posts carry it, most used first. */
export function tagCounts(posts: readonly BlogPost[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

export interface PostPage {
  posts: BlogPost[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of posts, or null when the page is past the end (page 1 always exists). */
export function paginate(posts: readonly BlogPost[], page: number, perPage: number = POSTS_PER_PAGE): PostPage | null {
  const pageCount = Math.max(1, Math.ceil(posts.length / perPage));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { posts: posts.slice((page - 1) * perPage, page * perPage), page, pageCount, total: posts.length };
}

/** Other posts to read next: those sharing the most tags, then the newest. */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], limit = 3): BlogPost[] {
  const shared = (other: BlogPost) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: shared(other) }))
    .sort((a, b) => b.score - a.score || b.other.date.getTime() - a.other.date.getTime())
    .slice(0, limit)
    .map(({ other }) => other);
}

const blogSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  tag: blogTagSchema.optional(),
});

export interface BlogQuery {
  page: number;
  tag: string | null;
}

/** `/blog?page=2&tag=eforms`; null for values no page answers (a 404), other parameters ignored. */
export function parseBlogQuery(params: Record<string, string | string[] | undefined>): BlogQuery | null {
  const parsed = blogSearchSchema.safeParse({ page: params.page, tag: params.tag });
  return parsed.success ? { page: parsed.data.page, tag: parsed.data.tag ?? null } : null;
}

/** The URL of a page of the blog list, without parameters that hold their default. */
export function blogListHref({ page, tag }: BlogQuery): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (tag) params.set('tag', tag);
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
