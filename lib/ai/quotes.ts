// Finding a quote on a page: both texts are compared after folding what PDFs and models change without changing
// the words (white space, soft hyphens, words split at a line end, case, accents, typographic quotes and dashes),
// and a match must start and end on word boundaries. Every citation is checked with this before it is stored or
// shown, and the document viewer marks the same span.

/** A quote shorter than this (folded) says too little to be checked against a page. */
export const minQuoteChars = 8;
/** A quote longer than this is a copy of the page, not a citation. */
export const maxQuoteChars = 2_000;

/** Stands for a hyphen at a line end between two letters: the word may be split there, or hyphenated. */
const splitMark = '\u0001';

const ignorable = /[\u00ad\u200b-\u200d\u2060\ufeff]/;
const lineHyphens = new Set(['-', '\u2010', '\u2011']);
const singleQuotes = /[\u2018\u2019\u201a\u201b\u2032\u2039\u203a]/g;
const doubleQuotes = /[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g;
const dashes = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g;
const marks = /\p{M}/gu;
const letter = /\p{L}/u;
const wordChar = /[\p{L}\p{N}]/u;

/** Text folded for comparison, with where each folded character came from in the original. */
interface Folded {
  text: string;
  /** Original index of the first code unit each folded character came from. */
  starts: number[];
  /** Original index just after the last code unit each folded character came from. */
  ends: number[];
}

/** One character folded: typographic quotes and dashes to ASCII, compatibility forms, accents dropped, lower case. */
function foldChar(char: string): string {
  return char
    .replace(singleQuotes, "'")
    .replace(doubleQuotes, '"')
    .replace(dashes, '-')
    .normalize('NFKD')
    .replace(marks, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
}

/** Where the line-end split of a word at `at` (a hyphen) ends, or -1 when the hyphen is not one. */
function splitEnd(text: string, at: number): number {
  let next = at + 1;
  while (next < text.length && (text[next] === ' ' || text[next] === '\t')) next++;
  if (text[next] !== '\n' && text[next] !== '\r') return -1;
  while (next < text.length && /\s/.test(text[next]!)) next++;
  return next < text.length && letter.test(String.fromCodePoint(text.codePointAt(next)!)) ? next : -1;
}

/** Folds `text` for comparison; white space runs become one space, a line-end hyphen between letters a split mark. */
function fold(text: string): Folded {
  const out: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let spaceAt = -1;
  const emit = (char: string, start: number, end: number) => {
    if (spaceAt >= 0 && out.length > 0 && out[out.length - 1] !== splitMark) {
      out.push(' ');
      starts.push(spaceAt);
      ends.push(start);
    }
    spaceAt = -1;
    out.push(char);
    starts.push(start);
    ends.push(end);
  };
  let at = 0;
  while (at < text.length) {
    const char = String.fromCodePoint(text.codePointAt(at)!);
    const end = at + char.length;
    if (ignorable.test(char)) {
      at = end;
      continue;
    }
    if (lineHyphens.has(char) && out.length > 0 && letter.test(out[out.length - 1]!)) {
      const resume = splitEnd(text, at);
      if (resume > 0) {
        emit(splitMark, at, resume);
        at = resume;
        continue;
      }
    }
    if (/\s/.test(char)) {
      if (spaceAt < 0) spaceAt = at;
      at = end;
      continue;
    }
    for (const folded of foldChar(char)) {
      if (/\s/.test(folded)) {
        if (spaceAt < 0) spaceAt = at;
      } else emit(folded, at, end);
    }
    at = end;
  }
  return { text: out.join(''), starts, ends };
}

/**
 * The folded text with each split mark read one way: the word joined (`''`), hyphenated (`'-'`), or as the page
 * shows it, a hyphen and a break (`'- '`), as a quote copied from the page's lines has it.
 */
function readSplits(folded: Folded, as: '' | '-' | '- '): Folded {
  if (!folded.text.includes(splitMark)) return folded;
  const out: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < folded.text.length; i++) {
    const char = folded.text[i]!;
    for (const piece of char === splitMark ? as : char) {
      out.push(piece);
      starts.push(folded.starts[i]!);
      ends.push(folded.ends[i]!);
    }
  }
  return { text: out.join(''), starts, ends };
}

/** A quote as a model or a person writes it: surrounding quotation marks and a closing full stop are not words. */
function trimQuote(quote: string): string {
  return quote
    .trim()
    .replace(/^["'\u2018\u2019\u201a\u201c\u201d\u201e\u00ab\u00bb\u2039\u203a\s]+/u, '')
    .replace(/["'\u2018\u2019\u201c\u201d\u00ab\u00bb\u2039\u203a\s]+$/u, '')
    .replace(/[.,;:]+$/u, '')
    .trim();
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && wordChar.test(char);
}

/** The first occurrence of `needle` in `haystack` that starts and ends on word boundaries, or -1. */
function findOnBoundaries(haystack: string, needle: string): number {
  const startsWord = isWordChar(needle[0]);
  const endsWord = isWordChar(needle[needle.length - 1]);
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return -1;
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    const cleanStart = !startsWord || !isWordChar(before);
    const cleanEnd = !endsWord || !isWordChar(after);
    if (cleanStart && cleanEnd) return at;
    from = at + 1;
  }
}

export interface QuoteSpan {
  /** Index in the page text where the quoted words start. */
  start: number;
  /** Index in the page text just after them. */
  end: number;
}

/** The quote folded as it is compared; empty when it cannot be a citation (too short or too long). */
export function foldQuote(quote: string): string {
  const folded = readSplits(fold(trimQuote(quote)), '').text;
  return folded.length < minQuoteChars || folded.length > maxQuoteChars ? '' : folded;
}

/**
 * Where `quote` stands in `pageText`, or null when it does not: the same words in the same order, on one page,
 * whatever white space, line-end hyphenation, soft hyphens, case, accents and quotation marks either uses.
 */
export function locateQuote(pageText: string, quote: string): QuoteSpan | null {
  const needle = foldQuote(quote);
  if (!needle) return null;
  const page = fold(pageText);
  for (const reading of ['', '-', '- '] as const) {
    const text = readSplits(page, reading);
    const at = findOnBoundaries(text.text, needle);
    if (at >= 0) return { start: text.starts[at]!, end: text.ends[at + needle.length - 1]! };
  }
  return null;
}

/** Whether `quote` is on the page (see locateQuote): the check every citation passes before it is kept. */
export function verifyQuote(pageText: string, quote: string): boolean {
  return locateQuote(pageText, quote) !== null;
}

/** Folds any text as quotes are compared (keys of requirements, duplicate claims). */
export function foldText(text: string): string {
  return readSplits(fold(text), '').text;
}
