// The flags of Europe's countries (country-flag-icons, 3:2) as one SVG sprite of symbols, built once per process:
// pages draw a flag with `<use>`, so twenty result cards or forty filter choices carry a few bytes each.
import 'server-only';
import { createHash } from 'node:crypto';
import * as flagIcons from 'country-flag-icons/string/3x2';
import { listCountries } from './countries';

/** Every country of Europe (countries-list's continent EU), by ISO 3166-1 alpha-2 code; tenders come from these. */
const flagSvgs: Readonly<Record<string, string>> = Object.fromEntries(
  listCountries()
    .filter((country) => country.continent === 'EU' && Object.hasOwn(flagIcons, country.code))
    .map((country) => [country.code, flagIcons[country.code as keyof typeof flagIcons]]),
);

export const flagSpritePath = '/flags.svg';

export interface FlagSprite {
  /** The sprite's URL, versioned by its content. */
  url: string;
  svg: string;
}

let cachedSprite: FlagSprite | null = null;

/** One `<symbol id="AT" viewBox="…">` per flag, the flag's own drawing inside. */
export function flagSprite(): FlagSprite {
  if (cachedSprite) return cachedSprite;
  const symbols = Object.entries(flagSvgs).map(([code, svg]) => {
    const match = /^<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg);
    if (!match) throw new Error(`country-flag-icons: unexpected SVG for ${code}`);
    return `<symbol id="${code}" viewBox="${match[1]}">${match[2]}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const version = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  cachedSprite = { url: `${flagSpritePath}?v=${version}`, svg };
  return cachedSprite;
}

/** The URL that draws a country's flag (`<use href>`), or null for a country without one in the sprite. */
export function flagHref(countryCode: string): string | null {
  const code = countryCode.toUpperCase();
  return Object.hasOwn(flagSvgs, code) ? `${flagSprite().url}#${code}` : null;
}

/** A country's flag as a standalone SVG document (for images drawn on the server), or null without one. */
export function flagSvg(countryCode: string): string | null {
  const code = countryCode.toUpperCase();
  return Object.hasOwn(flagSvgs, code) ? (flagSvgs[code] ?? null) : null;
}
