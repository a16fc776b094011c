// The parts an entity's public page (a buyer, a company) is made of: a fact with its term, and a titled section.
import type { ReactNode } from 'react';
import { cpvLabel } from '@/lib/reference';

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

/** A ranked list of keys with how often each occurs ("3 tenders", "1 win"); `empty` says what shows without any. */
export function TallyList<K extends string, T extends { key: K }>({
  items,
  label,
  name,
  amount,
  empty,
}: {
  items: readonly T[];
  label: string;
  name: (key: K) => ReactNode;
  amount: (item: T) => ReactNode;
  empty?: ReactNode;
}) {
  if (items.length === 0 && empty !== undefined) return <p className="text-sm text-muted-fg">{empty}</p>;
  return (
    <ol aria-label={label} className="divide-y divide-border rounded-lg border border-border">
      {items.map((item) => (
        <li key={item.key} className="flex items-baseline justify-between gap-4 p-3 text-sm">
          <span className="min-w-0 wrap-break-word">{name(item.key)}</span>
          <span className="shrink-0 text-muted-fg tabular-nums">{amount(item)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A CPV division (two digits) with its label. */
export function CpvDivision({ division }: { division: string }) {
  return (
    <>
      <span className="font-mono text-xs">{division}</span> {cpvLabel(`${division}000000`) ?? ''}
    </>
  );
}
