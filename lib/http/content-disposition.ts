// A download's Content-Disposition as RFC 6266 has it: the name once, UTF-8 and percent-encoded in `filename*`
// (RFC 8187), and a plain ASCII `filename` for the clients that read no other.

/** RFC 8187's attr-char: what `filename*` may carry unencoded. */
const attrChar = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function extValue(name: string): string {
  let encoded = '';
  for (const char of name) {
    encoded += attrChar.test(char)
      ? char
      : [...new TextEncoder().encode(char)]
          .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
          .join('');
  }
  return encoded;
}

/** Letters and marks NFKD leaves alone, as ASCII. */
const asciiLookalikes: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
};

/**
 * The name in printable ASCII for a quoted string: accents dropped, other characters, quotes and backslashes as `_`.
 */
function asciiFallback(name: string): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæÆøØœŒłŁđĐ–—‘’]/g, (char) => asciiLookalikes[char] ?? '_')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
    .trim();
  return fallback || 'download';
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a file saved as `name`. */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'download';
  return `attachment; filename="${asciiFallback(clean)}"; filename*=UTF-8''${extValue(clean)}`;
}
