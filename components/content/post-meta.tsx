// The line under a post's title: date, reading time and author.
import type { BlogPost } from '@/lib/content/blog';
import { LongDate } from './long-date';

export function PostMeta({ post, showAuthor = true }: { post: BlogPost; showAuthor?: boolean }) {
  const updated = post.updated.getTime() !== post.date.getTime();
  return (
    <p className="text-sm text-muted-fg">
      <LongDate date={post.date} />
      {updated ? (
        <>
          {' '}
          (updated <LongDate date={post.updated} />)
        </>
      ) : null}
      {' · '}
      {post.readingMinutes} min read
      {showAuthor ? ` · ${post.author}` : null}
    </p>
  );
}
