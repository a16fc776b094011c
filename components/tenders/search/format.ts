// Words of the search page beyond the tender facts of lib/tenders/format: counts and country flags.

export function formatCount(count: number): string {
  return new Intl.NumberFormat('en').format(count);
}

/** The emoji flag of an ISO 3166 alpha-2 code: two regional indicator letters. */
export function flagEmoji(countryCode: string): string {
  return [...countryCode.toUpperCase()].map((letter) => String.fromCodePoint(0x1f1a5 + letter.charCodeAt(0))).join('');
}
