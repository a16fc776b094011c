// A dashboard panel: a titled card with an optional link to the page that holds all of it, and the
// placeholder shown while its data loads.
import Link from 'next/link';
import type { ReactNode } from 'react';

export function Panel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  /** The page with the whole of it ('All alerts'). */
  action?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-border bg-card p-5"
      data-testid={`panel-${id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        {action ? (
          <Link href={action.href} prefetch={false} className="text-sm text-accent underline-offset-4 hover:underline">
            {action.label}
          </Link>
        ) : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Grey lines where a panel's rows will be, announced once to screen readers. */
export function PanelSkeleton({ id, title, rows = 3 }: { id: string; title: string; rows?: number }) {
  return (
    <Panel id={id} title={title}>
      <div role="status" aria-live="polite" className="space-y-3" data-testid="panel-loading">
        <span className="sr-only">Loading {title.toLowerCase()}…</span>
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} aria-hidden className="space-y-2">
            <div className="h-4 w-3/4 animate-pulse rounded bg-muted-bg" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-muted-bg" />
          </div>
        ))}
      </div>
    </Panel>
  );
}

/** What a panel says when it has nothing yet, and where to go to change that. */
export function EmptyPanel({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="space-y-3" data-testid="panel-empty">
      <p className="text-sm text-muted-fg">{children}</p>
      {action}
    </div>
  );
}
