// Server-rendered SVG map of Austria for the Austria edition's home page: the country's outline leads to all of
// its tenders, and a point for each of its nine regions (NUTS 2, the Länder) to that region's tenders.
import Link from 'next/link';
import { useId } from 'react';
import { austriaMapGeometry } from '@/lib/reference/austria-geo';

const labelOffset = 14;

function labelPosition(x: number, y: number, side: 'left' | 'right' | 'above' | 'below') {
  switch (side) {
    case 'left':
      return { x: x - labelOffset, y: y + 6, anchor: 'end' as const };
    case 'right':
      return { x: x + labelOffset, y: y + 6, anchor: 'start' as const };
    case 'above':
      return { x, y: y - labelOffset, anchor: 'middle' as const };
    case 'below':
      return { x, y: y + labelOffset + 14, anchor: 'middle' as const };
  }
}

export function AustriaMap() {
  const titleId = useId();
  const { viewBox, outline, regions } = austriaMapGeometry();
  return (
    <svg
      role="group"
      aria-labelledby={titleId}
      viewBox={viewBox}
      width="100%"
      className="block h-auto w-full overflow-visible"
    >
      <title id={titleId}>Map of Austria: the country and each of its regions link to their tenders</title>
      <Link
        href="/tenders?country=AT"
        prefetch={false}
        aria-label="Search tenders in all of Austria"
        className="fill-[var(--map-featured)] stroke-[var(--map-border)] [stroke-width:1.5] hover:fill-[var(--map-featured-hover)] focus-visible:fill-[var(--map-featured-hover)] focus-visible:outline-none!"
      >
        <title>Search tenders in all of Austria</title>
        <path d={outline} />
      </Link>
      {/* The names are drawn in the text colour over a halo of the page's, so they read on the map and beside it. */}
      <g className="[&_text]:fill-fg [&_text]:stroke-bg [&_text]:[paint-order:stroke] [&_text]:[stroke-linejoin:round] [&_text]:[stroke-width:4] text-[20px] font-semibold">
        {regions.map((region) => {
          const label = labelPosition(region.x, region.y, region.label);
          return (
            <Link
              key={region.code}
              href={`/tenders?nuts=${region.code}`}
              prefetch={false}
              aria-label={`Search tenders in ${region.name}`}
              data-code={region.code}
              className="group focus-visible:outline-none!"
            >
              <title>{`Search tenders in ${region.name}`}</title>
              <circle
                cx={region.x}
                cy={region.y}
                r="9"
                className="fill-amber-400 stroke-[var(--map-border)] [stroke-width:3] group-hover:fill-amber-300 group-focus-visible:[stroke-width:5] group-focus-visible:stroke-fg"
              />
              <text x={label.x} y={label.y} textAnchor={label.anchor} className="group-hover:underline">
                {region.name}
              </text>
            </Link>
          );
        })}
      </g>
    </svg>
  );
}
