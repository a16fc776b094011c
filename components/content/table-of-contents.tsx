// "On this page": links to a long post's sections.
import type { TocEntry } from '@/lib/content/toc';

export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="mt-8 rounded-lg border border-border p-5">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-fg">
        On this page
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-accent underline-offset-4 hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
