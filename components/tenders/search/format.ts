// Words of the search page beyond the tender facts of lib/tenders/format: counts and country flags.

// One formatter for the module: constructing an Intl formatter costs far more than formatting with it, and a
// results page formats a hundred facet counts (it was the search page's costliest render function).
const countFormat = new Intl.NumberFormat('en');

export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** The emoji flag of an ISO 3166 alpha-2 code: two regional indicator letters. */
export function flagEmoji(countryCode: string): string {
  return [...countryCode.toUpperCase()].map((letter) => String.fromCodePoint(0x1f1a5 + letter.charCodeAt(0))).join('');
}
