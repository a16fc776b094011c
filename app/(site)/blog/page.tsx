import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { listPosts } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';

const description = 'Guides to public procurement: reading tenders, CPV codes, deadlines and winning bids.';

export async function generateMetadata({ searchParams }: PageProps<'/blog'>) {
  return pageMetadata({ title: 'Blog', description, path: '/blog', searchParams: await searchParams });
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export default async function BlogPage() {
  const posts = await listPosts();
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageHeader title="Blog" lead={description} />
      {posts.length === 0 ? (
        <p className="text-muted-fg">No posts yet.</p>
      ) : (
        <ul className="space-y-6">
          {posts.map((post) => (
            <li key={post.slug} className="rounded-lg border border-border bg-card p-5">
              <h2 className="text-xl font-semibold">
                <Link href={`/blog/${post.slug}`} className="hover:text-accent-hover hover:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-muted-fg">
                <time dateTime={post.date.toISOString()}>{dateFormat.format(post.date)}</time> · {post.author}
              </p>
              <p className="mt-3 text-muted-fg">{post.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
