// Server-rendered SVG map of Europe: featured countries link to their tender search (home page), or toggle
// a country filter (search page, which marks the selected ones). The outlines come from one cached sprite
// file (europeMapSprite) through `<use>`, so a page carries only the links.
import Link from 'next/link';
import { useId } from 'react';
import { europeMapGeometry, europeMapSprite } from '@/lib/reference/europe-geo';

export interface EuropeMapCountryLink {
  code: string;
  name: string;
}

export interface EuropeMapProps {
  /** Countries to highlight and link, in tab order. Codes missing from the map are skipped. */
  featured: readonly EuropeMapCountryLink[];
  hrefFor?: (code: string) => string;
  /** Featured countries shown as chosen, in a stronger colour. */
  selected?: readonly string[];
  /** Each link's accessible name; "Search tenders in {name}" unless given. */
  labelFor?: (country: EuropeMapCountryLink) => string;
  title?: string;
  /** False keeps the scroll position on following a link: the search page's map changes a filter, not the page. */
  scroll?: boolean;
}

function defaultHref(code: string): string {
  return `/tenders?country=${encodeURIComponent(code)}`;
}

function defaultLabel(country: EuropeMapCountryLink): string {
  return `Search tenders in ${country.name}`;
}

// Styles live on the two groups and reach the outlines by inheritance (the page's selectors cannot
// reach into the copies `<use>` makes), so they are written once instead of ~60 times in the HTML.
// Colours come from the theme's --map-* variables; the fallbacks keep the map readable where they are
// not defined. Keyboard focus fills the country with the text colour (--map-focus overrides it): a
// stroke alone would be half hidden under neighbours painted later, and the hover blue is too close to
// the featured blue to mark focus. Strokes do not scale (the sprite's paths say so), so borders and the
// focus ring are the same width at 360 px and at 1200 px. The site-wide link outline is switched off
// (hence `!`, it is unlayered CSS) because Chrome draws it on SVG links as a stray bar rather than
// around the shape.
const landClasses =
  'fill-[var(--map-land,#e2e8f0)] stroke-[var(--map-border,#fff)] [stroke-linejoin:round] [stroke-width:0.75]';
const featuredClasses =
  'fill-[var(--map-featured,#2563eb)] [&_a[data-selected]]:fill-[var(--map-selected,#f59e0b)] [&_a:hover]:fill-[var(--map-featured-hover,#1e3a8a)] [&_a:focus-visible]:fill-[var(--map-focus,var(--fg,#0f172a))] [&_a:focus-visible]:stroke-[var(--map-focus,var(--fg,#0f172a))] [&_a:focus-visible]:[stroke-width:3] [&_a:focus-visible]:outline-none!';

export function EuropeMap({
  featured,
  hrefFor = defaultHref,
  selected = [],
  labelFor = defaultLabel,
  title = 'Map of Europe: highlighted countries link to their tenders',
  scroll = true,
}: EuropeMapProps) {
  const titleId = useId();
  const { viewBox, countries } = europeMapGeometry();
  const sprite = europeMapSprite().url;
  const drawn = new Set(countries.map((country) => country.code));
  const links = featured.flatMap((country) => {
    const code = country.code.toUpperCase();
    return drawn.has(code) ? [{ ...country, code }] : [];
  });

  return (
    <svg
      role="group"
      aria-labelledby={titleId}
      viewBox={viewBox}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
      className="block h-auto w-full"
    >
      <title id={titleId}>{title}</title>
      <g className={landClasses}>
        <use href={`${sprite}#land`} aria-hidden="true" />
        {/* Drawn over the backdrop (every country) so highlighted borders and focus strokes sit on top. */}
        <g className={featuredClasses}>
          {links.map((country) => {
            const label = labelFor(country);
            return (
              // An SVG <a> from next/link (which handles its lowercase nodeName); no prefetch for thirty countries.
              <Link
                key={country.code}
                href={hrefFor(country.code)}
                prefetch={false}
                scroll={scroll}
                aria-label={label}
                data-code={country.code}
                data-selected={selected.includes(country.code) ? '' : undefined}
              >
                <title>{label}</title>
                <use href={`${sprite}#${country.code}`} />
              </Link>
            );
          })}
        </g>
      </g>
    </svg>
  );
}
