// A titled table of the tender page (lots, awards): scrolls sideways on its own on a narrow screen, and the
// scrolling region is focusable and named by the heading, so keyboard users can scroll it too. Given a `narrow`
// layout (cards), phones get that instead, so no column hides off screen.
import type { ReactNode } from 'react';

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
      <div
        className={`mt-4 overflow-x-auto rounded-lg border border-border ${narrow ? 'hidden sm:block' : ''}`}
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
      >
        <table className={`w-full ${minWidth} text-left text-sm`}>
          <thead className="bg-muted-bg">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="p-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </section>
  );
}
