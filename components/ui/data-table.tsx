// A table that scrolls sideways on its own on a narrow screen: the scrolling region is focusable and named (by its
// label or a heading), so keyboard users can scroll it too, and the header row names every column. It is the
// containing block of what is positioned inside it (screen-reader-only text), so nothing in it widens the page.
import type { ReactNode } from 'react';

interface DataTableProps {
  /** The region's name, when no heading names it. */
  label?: string;
  /** The id of the heading that names the region. */
  labelledBy?: string;
  columns: readonly ReactNode[];
  /** A Tailwind min-width class, wide enough that the columns stay readable. */
  minWidth: string;
  /** More classes on the scrolling region (margins, responsive visibility). */
  className?: string;
  /** The table's rows. */
  children: ReactNode;
}

export function DataTable({ label, labelledBy, columns, minWidth, className = '', children }: DataTableProps) {
  return (
    <div
      className={`relative overflow-x-auto rounded-lg border border-border ${className}`}
      tabIndex={0}
      role="region"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-muted-bg">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className="p-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
