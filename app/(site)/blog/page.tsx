import { Rss } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Pagination } from '@/components/content/pagination';
import { PostMeta } from '@/components/content/post-meta';
import { TagList, tagHref } from '@/components/content/tag-list';
import { productName } from '@/lib/config/public';
import { blogListHref, listPosts, paginate, parseBlogQuery, tagCounts, type BlogQuery } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';

const description =
  'Practical guides to public procurement in Europe: reading TED notices, CPV codes, EU thresholds, bid/no-bid decisions and tendering in Austria.';

/** Shared by the page and its metadata: the posts of the requested page, or a 404. */
const loadListing = cache(async (page: number, tag: string | null) => {
  const all = await listPosts();
  const matching = tag ? all.filter((post) => post.tags.includes(tag)) : all;
  if (tag && matching.length === 0) notFound();
  const listing = paginate(matching, page);
  if (!listing) notFound();
  return { ...listing, tags: tagCounts(all) };
});

async function queryOf(searchParams: PageProps<'/blog'>['searchParams']): Promise<BlogQuery> {
  const query = parseBlogQuery(await searchParams);
  if (!query) notFound();
  return query;
}

function titleOf({ page, tag }: BlogQuery): string {
  const base = tag ? `Blog posts tagged #${tag}` : 'Blog';
  return page > 1 ? `${base}, page ${page}` : base;
}

export async function generateMetadata({ searchParams }: PageProps<'/blog'>) {
  const query = await queryOf(searchParams);
  await loadListing(query.page, query.tag);
  return pageMetadata({
    title: titleOf(query),
    description,
    path: '/blog',
    searchParams: { page: query.page > 1 ? String(query.page) : undefined, tag: query.tag ?? undefined },
    feeds: [{ title: `${productName} blog`, path: '/blog/feed.xml' }],
  });
}

export default async function BlogPage({ searchParams }: PageProps<'/blog'>) {
  const query = await queryOf(searchParams);
  const { posts, page, pageCount, tags } = await loadListing(query.page, query.tag);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageHeader title={query.tag ? `Posts tagged #${query.tag}` : 'Blog'} lead={description}>
        <p className="mt-4 text-sm">
          <a
            href="/blog/feed.xml"
            className="inline-flex items-center gap-1.5 text-accent underline-offset-4 hover:underline"
          >
            <Rss aria-hidden className="h-4 w-4" />
            Subscribe with the Atom feed
          </a>
        </p>
      </PageHeader>

      <nav aria-label="Topics" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              prefetch={false}
              href="/blog"
              aria-current={query.tag === null ? 'page' : undefined}
              className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:border-accent hover:text-accent-hover aria-[current=page]:border-accent aria-[current=page]:font-semibold"
            >
              All posts
            </Link>
          </li>
          {tags.map(({ tag, count }) => (
            <li key={tag}>
              <Link
                prefetch={false}
                href={tagHref(tag)}
                aria-current={query.tag === tag ? 'page' : undefined}
                className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:border-accent hover:text-accent-hover aria-[current=page]:border-accent aria-[current=page]:font-semibold"
              >
                #{tag} <span className="text-muted-fg">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ol className="space-y-6" data-testid="post-list">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="rounded-lg border border-border bg-card p-5">
              <h2 className="text-xl font-semibold">
                <Link prefetch={false} href={`/blog/${post.slug}`} className="hover:text-accent-hover hover:underline">
                  {post.title}
                </Link>
              </h2>
              <div className="mt-1">
                <PostMeta post={post} showAuthor={false} />
              </div>
              <p className="mt-3 text-muted-fg">{post.description}</p>
              <div className="mt-4">
                <TagList tags={post.tags} label={`Tags of “${post.title}”`} />
              </div>
            </article>
          </li>
        ))}
      </ol>

      <Pagination page={page} pageCount={pageCount} href={(p) => blogListHref({ page: p, tag: query.tag })} />
    </section>
  );
}
