// A post's tags, each a link to the posts that share it.
import Link from 'next/link';

export function tagHref(tag: string): string {
  return `/blog?tag=${encodeURIComponent(tag)}`;
}

export function TagList({ tags, label = 'Tags' }: { tags: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            prefetch={false}
            href={tagHref(tag)}
            className="inline-block rounded-full border border-border px-3 py-1 text-sm text-muted-fg hover:border-accent hover:text-accent-hover"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
