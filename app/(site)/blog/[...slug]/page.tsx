import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Markdown } from '@/components/content/markdown';
import { blogSlugSchema, getPost, listPosts } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** Shared by the page and its metadata; keyed by the joined slug so both calls hit the cache. */
const loadPost = cache(async (slug: string) => {
  const parsed = blogSlugSchema.safeParse(slug.split('/'));
  if (!parsed.success) notFound();
  const post = await getPost(parsed.data);
  if (!post) notFound();
  return post;
});

export async function generateStaticParams() {
  return (await listPosts()).map((post) => ({ slug: post.slug.split('/') }));
}

export async function generateMetadata({ params }: PageProps<'/blog/[...slug]'>) {
  const post = await loadPost((await params).slug.join('/'));
  return pageMetadata({ title: post.title, description: post.description, path: `/blog/${post.slug}` });
}

export default async function BlogPostPage({ params }: PageProps<'/blog/[...slug]'>) {
  const post = await loadPost((await params).slug.join('/'));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/blog" className="text-accent underline-offset-4 hover:underline">
          Blog
        </Link>
      </nav>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
      <p className="mt-2 text-sm text-muted-fg">
        <time dateTime={post.date.toISOString()}>{dateFormat.format(post.date)}</time> · {post.author}
      </p>
      <div className="mt-8">
        <Markdown>{post.body}</Markdown>
      </div>
    </article>
  );
}
