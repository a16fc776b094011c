// Blog posts: markdown files with front matter under content/blog; a post's slug is its path there.
import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import matter from 'gray-matter';
import { cache } from 'react';
import { z } from 'zod';

const blogRoot = join(process.cwd(), 'content/blog');

/** A slug is one or more lower-case path segments: `guides/cpv-codes-explained`. */
export const blogSlugSchema = z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).min(1).max(5);

const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.coerce.date(),
  author: z.string().default('Tenderscope'),
});

export interface BlogPost extends z.infer<typeof frontMatterSchema> {
  slug: string;
  body: string;
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? markdownFiles(join(dir, e.name)) : Promise.resolve(e.name.endsWith('.md') ? [join(dir, e.name)] : []))),
  );
  return nested.flat();
}

async function readPost(file: string): Promise<BlogPost> {
  const { data, content } = matter(await readFile(file, 'utf8'));
  const slug = relative(blogRoot, file).replace(/\.md$/, '').split(sep).join('/');
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Invalid front matter in content/blog/${slug}.md: ${parsed.error.issues[0]?.message}`);
  return { ...parsed.data, slug, body: content };
}

/** Every post, newest first. */
export const listPosts = cache(async (): Promise<BlogPost[]> => {
  const posts = await Promise.all((await markdownFiles(blogRoot)).map(readPost));
  return posts.sort((a, b) => b.date.getTime() - a.date.getTime());
});

/** The post at these slug segments, or null. Segments must already be validated. */
export const getPost = cache(async (segments: string[]): Promise<BlogPost | null> => {
  const slug = segments.join('/');
  return (await listPosts()).find((p) => p.slug === slug) ?? null;
});
