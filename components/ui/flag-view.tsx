// A flag and a country's name drawn from values resolved on the server (the sprite's versioned URL), so client
// components can show them too; components/ui/flag.tsx resolves them for server components.
import { clsx } from 'clsx';

/** The flag alone, an image whose accessible name is the country's. */
export function FlagView({ href, name, className }: { href: string; name: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={name}
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
export function CountryNameView({
  name,
  flagHref,
  className,
}: {
  name: string;
  flagHref: string | null;
  className?: string;
}) {
  if (!flagHref) return <span className={className}>{name}</span>;
  return (
    <span className={clsx('inline-flex items-center gap-1.5', className)}>
      <FlagView href={flagHref} name={name} />
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
