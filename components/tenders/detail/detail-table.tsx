// A titled table of the tender page (lots, awards): scrolls sideways on its own on a narrow screen, and the
// scrolling region is focusable and named by the heading, so keyboard users can scroll it too. Given a `narrow`
// layout (cards), phones get that instead, so no column hides off screen.
import type { ReactNode } from 'react';
import { DataTable } from '@/components/ui/data-table';

interface DetailTableProps {
  id: string;
  heading: ReactNode;
  columns: readonly string[];
  /** A Tailwind min-width class, wide enough that the columns stay readable. */
  minWidth: string;
  /** The table's rows. */
  children: ReactNode;
  /** The same content for screens below `sm`, where the table is not shown. */
  narrow?: ReactNode;
}

export function DetailTable({ id, heading, columns, minWidth, children, narrow }: DetailTableProps) {
  const headingId = `${id}-heading`;
  return (
    <section className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      {narrow ? (
        <div className="mt-4 sm:hidden" role="region" aria-labelledby={headingId}>
          {narrow}
        </div>
      ) : null}
      <DataTable
        labelledBy={headingId}
        columns={columns}
        minWidth={minWidth}
        className={`mt-4 ${narrow ? 'hidden sm:block' : ''}`}
      >
        {children}
      </DataTable>
    </section>
  );
}
