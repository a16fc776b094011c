// Text folded for comparison across spellings: lower case, no accents, ß as ss.

/** Lower case without accents (é → e, ä → a, ß → ss, ł → l), so "Jänner", "janner" and "JÄNNER" compare equal. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/gu, 'ss')
    .replace(/ł/gu, 'l')
    .replace(/[æ]/gu, 'ae')
    .replace(/[œ]/gu, 'oe')
    .replace(/ø/gu, 'o');
}
