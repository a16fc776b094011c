// A country's flag from the flag sprite, sized with the text around it and named for assistive technology by the
// country's name; CountryName shows the flag before the name.
import { clsx } from 'clsx';
import { getCountry } from '@/lib/reference/countries';
import { flagHref } from '@/lib/reference/flags';

function countryName(code: string): string {
  return getCountry(code.toUpperCase())?.name ?? code;
}

/** The flag alone, an image whose accessible name is the country's; nothing for a country without a flag. */
export function Flag({ code, className }: { code: string; className?: string }) {
  const href = flagHref(code);
  if (!href) return null;
  return (
    <svg
      role="img"
      aria-label={countryName(code)}
      className={clsx(
        // 3:2, as tall as a capital letter, with a hairline so white fields stand out on a white page.
        'inline-block h-[0.75em] w-[1.125em] shrink-0 rounded-[0.125em] align-[-0.05em] ring-1 ring-fg/15',
        className,
      )}
    >
      <use href={href} width="100%" height="100%" />
    </svg>
  );
}

/**
 * The flag and the country's name. The flag carries the name for assistive technology, so the written name
 * beside it is not read a second time.
 */
export function CountryName({ code, className }: { code: string; className?: string }) {
  const name = countryName(code);
  if (!flagHref(code)) return <span className={className}>{name}</span>;
  return (
    <span className={clsx('inline-flex items-center gap-1.5', className)}>
      <Flag code={code} />
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
