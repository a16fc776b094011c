// A post with bad front matter fails loading (and so `next build`), naming the file and the field.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPosts } from '@/lib/content/blog';

const validFrontMatter = {
  title: 'A valid post',
  description: 'A description long enough to be shown by search engines under the title.',
  date: '2026-11-01',
  author: 'Editorial team',
  tags: '[cpv, search]',
};

function post(fields: Record<string, string | undefined>, body = 'Some text.'): string {
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}

const roots: string[] = [];

afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

async function blogWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'tenderscope-blog-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

async function loadError(files: Record<string, string>): Promise<string> {
  try {
    await loadPosts(await blogWith(files));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected loading to fail');
}

describe('blog front matter', () => {
  it('loads valid posts with multi-segment slugs, newest first', async () => {
    const root = await blogWith({
      'guides/deep/first.md': post({ ...validFrontMatter, date: '2026-10-01' }),
      'second.md': post({ ...validFrontMatter, title: 'Second', date: '2026-11-02' }),
    });
    const posts = await loadPosts(root);
    expect(posts.map((p) => p.slug)).toEqual(['second', 'guides/deep/first']);
    expect(posts[1]).toMatchObject({ title: 'A valid post', tags: ['cpv', 'search'], author: 'Editorial team' });
    expect(posts[1]?.date.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(posts[1]?.updated).toEqual(posts[1]?.date);
  });

  it('names the file and the field of a missing title', async () => {
    const message = await loadError({ 'guides/no-title.md': post({ ...validFrontMatter, title: undefined }) });
    expect(message).toContain('content/blog/guides/no-title.md');
    expect(message).toContain('field "title"');
    expect(message).toContain('missing');
  });

  it('rejects an impossible date, naming the value', async () => {
    const message = await loadError({ 'bad-date.md': post({ ...validFrontMatter, date: '2026-02-30' }) });
    expect(message).toContain('content/blog/bad-date.md');
    expect(message).toContain('field "date": expected a date written as YYYY-MM-DD');
  });

  it('rejects a tag that is not a lower-case slug, naming its position', async () => {
    const message = await loadError({ 'bad-tag.md': post({ ...validFrontMatter, tags: '[cpv, Public Procurement]' }) });
    expect(message).toContain('field "tags.1"');
    expect(message).toContain('lower-case words joined by hyphens');
  });

  it('rejects unknown fields, so a typo such as "tag:" does not pass silently', async () => {
    const message = await loadError({ 'typo.md': post({ ...validFrontMatter, tag: 'cpv' }) });
    expect(message).toContain('content/blog/typo.md');
    expect(message).toMatch(/Unrecognized key.*"tag"/);
  });

  it('rejects a description too short for a search result and an update before publication', async () => {
    const message = await loadError({
      'short.md': post({ ...validFrontMatter, description: 'Too short.', updated: '2026-10-01' }),
    });
    expect(message).toContain('field "description"');
    expect(message).toContain('field "updated": must not be before "date"');
  });

  it('rejects a cover image that does not exist under public/', async () => {
    const message = await loadError({
      'cover.md': post({
        ...validFrontMatter,
        cover: '{ src: /blog/missing.webp, alt: A map, width: 1200, height: 630 }',
      }),
    });
    expect(message).toContain('field "cover.src": no file public/blog/missing.webp');
  });

  it('rejects a file name that cannot be a URL', async () => {
    const message = await loadError({ 'Guides/My Post.md': post(validFrontMatter) });
    expect(message).toContain('content/blog/Guides/My Post.md');
    expect(message).toContain('lower-case words joined by hyphens');
  });

  it('reports broken YAML with the file name', async () => {
    const message = await loadError({ 'yaml.md': '---\ntitle: [unclosed\n---\nText' });
    expect(message).toContain('content/blog/yaml.md: the front matter is not valid YAML');
  });

  it('fails on an unknown {{placeholder}} instead of showing braces to readers', async () => {
    const message = await loadError({ 'token.md': post(validFrontMatter, 'Made by {{productNmae}}.') });
    expect(message).toContain('content/blog/token.md: unknown placeholder {{productNmae}}');
  });
});
