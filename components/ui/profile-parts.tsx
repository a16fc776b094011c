// The parts an entity's public page (a buyer, a company) is made of: a fact with its term, and a titled section.
import type { ReactNode } from 'react';

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card p-4">
      <dt className="text-sm font-medium text-muted-fg">{term}</dt>
      <dd className="mt-1 text-lg font-semibold wrap-break-word">{children}</dd>
    </div>
  );
}

export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-muted-fg">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
