// A country's flag from the flag sprite, sized with the text around it and named for assistive technology by the
// country's name; CountryName shows the flag before the name. Server components only: the sprite's URL is
// resolved on the server (client trees get it in their data and use components/ui/flag-view.tsx).
import { getCountry } from '@/lib/reference';
import { flagHref } from '@/lib/reference/flags';
import { CountryNameView, FlagView } from './flag-view';

function countryName(code: string): string {
  return getCountry(code.toUpperCase())?.name ?? code;
}

/** The flag alone, an image whose accessible name is the country's; nothing for a country without a flag. */
export function Flag({ code, className }: { code: string; className?: string }) {
  const href = flagHref(code);
  return href ? <FlagView href={href} name={countryName(code)} className={className} /> : null;
}

/** The flag and the country's name. */
export function CountryName({ code, className }: { code: string; className?: string }) {
  return <CountryNameView name={countryName(code)} flagHref={flagHref(code)} className={className} />;
}
