import { ArrowLeft } from 'lucide-react';
import { getImageProps } from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CallToAction } from '@/components/content/call-to-action';
import { JsonLdScript } from '@/components/content/json-ld';
import { Markdown } from '@/components/content/markdown';
import { PostMeta } from '@/components/content/post-meta';
import { TableOfContents } from '@/components/content/table-of-contents';
import { TagList } from '@/components/content/tag-list';
import { productName } from '@/lib/config/public';
import { getPost, listPosts, relatedPosts, type BlogPost } from '@/lib/content/blog';
import { tableOfContents } from '@/lib/content/toc';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

/** Shared by the page and its metadata; keyed by the joined slug so both calls hit the cache. */
const loadPost = cache(async (slug: string) => {
  const post = await getPost(slug.split('/'));
  if (!post) notFound();
  return post;
});

// Every post is known at build time: any other path is an unmatched route, whose 404 the server renders in full
// (notFound() in a route's page is drawn by the browser instead).
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listPosts()).map((post) => ({ slug: post.slug.split('/') }));
}

export async function generateMetadata({ params }: PageProps<'/blog/[...slug]'>) {
  const post = await loadPost((await params).slug.join('/'));
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    article: { publishedTime: post.date, modifiedTime: post.updated, authors: [post.author], tags: post.tags },
    image: post.cover ?? undefined,
    feeds: [{ title: `${productName} blog`, path: '/blog/feed.xml' }],
  });
}

/** The cover is the largest thing above the fold: loaded at once, with next/image's sources and no client code. */
function CoverImage({ cover }: { cover: NonNullable<BlogPost['cover']> }) {
  const { props } = getImageProps({
    src: cover.src,
    alt: cover.alt,
    width: cover.width,
    height: cover.height,
    sizes: '(max-width: 768px) 100vw, 768px',
    loading: 'eager',
    fetchPriority: 'high',
  });
  // eslint-disable-next-line @next/next/no-img-element -- props come from next/image's getImageProps
  return <img {...props} alt={cover.alt} className="mt-8 h-auto w-full rounded-lg" />;
}

export default async function BlogPostPage({ params }: PageProps<'/blog/[...slug]'>) {
  const post = await loadPost((await params).slug.join('/'));
  const toc = tableOfContents(post.body);
  const related = relatedPosts(post, await listPosts());
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <JsonLdScript data={blogPostingJsonLd(post)} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-1 text-muted-fg">
          <li>
            <Link prefetch={false} href="/blog" className="text-accent underline-offset-4 hover:underline">
              Blog
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="min-w-0 max-w-full truncate">
            {post.title}
          </li>
        </ol>
      </nav>
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight wrap-break-word sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-lg text-muted-fg">{post.description}</p>
        <div className="mt-3">
          <PostMeta post={post} />
        </div>
        <div className="mt-4">
          <TagList tags={post.tags} />
        </div>
      </header>
      {post.cover ? <CoverImage cover={post.cover} /> : null}
      {toc.length >= 3 ? <TableOfContents entries={toc} /> : null}
      <div className="mt-8">
        <Markdown>{post.body}</Markdown>
      </div>
      <div className="mt-12">
        <CallToAction
          title={`Find tenders with ${productName}`}
          secondary={{ href: '/solutions', label: 'How teams use it' }}
        >
          <p>Search every notice published on TED for free, by keyword, CPV code, country and deadline.</p>
        </CallToAction>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-xl font-semibold">
            Read next
          </h2>
          <ul className="mt-4 space-y-3">
            {related.map((other) => (
              <li key={other.slug}>
                <Link
                  prefetch={false}
                  href={`/blog/${other.slug}`}
                  className="font-medium text-accent underline-offset-4 hover:underline"
                >
                  {other.title}
                </Link>
                <span className="text-sm text-muted-fg"> · {other.readingMinutes} min read</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-12">
        <Link
          prefetch={false}
          href="/blog"
          className="inline-flex items-center gap-1.5 text-accent underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          All posts
        </Link>
      </p>
    </article>
  );
}
