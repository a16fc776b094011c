// Passages for search: each page cut into overlapping pieces of about a paragraph that never cross a page, each an
// exact piece of its page's text; and the Postgres text-search configuration for a document's language.
import { cutPoint } from './text-cuts';

export interface Passage {
  page: number;
  /** Position in the document, from 1, across pages. */
  seq: number;
  /** Exactly as on the page (trimmed), so a quote from a passage is found in its page's text. */
  text: string;
}

export interface PassageOptions {
  /** Longest passage, in characters (a word longer than this is the only thing ever cut). */
  targetChars: number;
  /** About how much of the end of one passage starts the next, in characters. */
  overlapChars: number;
}

export const defaultPassageOptions: PassageOptions = { targetChars: 1_200, overlapChars: 200 };

/** A passage shorter than this share of the target at a page's end is merged into the one before. */
const tailShare = 0.25;

function isSpace(char: string | undefined): boolean {
  return char === undefined || /\s/.test(char);
}

function startsWord(text: string, at: number): boolean {
  return !isSpace(text[at]) && isSpace(text[at - 1]);
}

function startsSentence(text: string, at: number): boolean {
  return startsWord(text, at) && /[.!?…;:][»"'”’)\]]*\s+$/.test(text.slice(Math.max(0, at - 8), at));
}

/**
 * Where the next passage starts: a sentence in the first half of the overlap, else the first word in it, else
 * (one word longer than the overlap) where this passage ends.
 */
function overlapStart(text: string, from: number, end: number): number {
  const sentenceLimit = from + Math.ceil((end - from) / 2);
  for (let at = from; at < sentenceLimit; at++) if (startsSentence(text, at)) return at;
  for (let at = from; at < end; at++) if (startsWord(text, at)) return at;
  return end;
}

function pagePieces(text: string, { targetChars, overlapChars }: PassageOptions): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    const remaining = text.length - start;
    const end =
      remaining <= targetChars * (1 + tailShare)
        ? text.length
        : cutPoint(text, start + Math.floor(targetChars / 2), start + targetChars);
    const piece = text.slice(start, end).trim();
    if (piece) pieces.push(piece);
    if (end >= text.length) break;
    const next = overlapStart(text, Math.max(start + 1, end - overlapChars), end);
    // Nothing is skipped: the next passage starts no later than this one ends.
    start = Math.max(start + 1, Math.min(next, end));
  }
  return pieces;
}

/**
 * Cuts pages into passages of at most about `targetChars`, at paragraph, line, sentence or word boundaries, each
 * starting about `overlapChars` before the previous one ends, so every word of a page is in at least one passage
 * and a phrase that runs across a cut is whole in one of them. Blank pages give none.
 */
export function splitPassages(
  pages: readonly { number: number; text: string }[],
  options: PassageOptions = defaultPassageOptions,
): Passage[] {
  if (options.targetChars < 1 || options.overlapChars < 0 || options.overlapChars >= options.targetChars) {
    throw new RangeError('targetChars must be positive and overlapChars between 0 and targetChars');
  }
  const passages: Passage[] = [];
  for (const page of pages) {
    for (const text of pagePieces(page.text, options)) {
      passages.push({ page: page.number, seq: passages.length + 1, text });
    }
  }
  return passages;
}

/**
 * ISO 639-1 to a Postgres text-search configuration present in both Postgres 15 and PGlite (Postgres 18), the same
 * mapping as `app.search_configs` less Estonian, which Postgres 15 lacks.
 */
const searchConfigs: Readonly<Record<string, string>> = {
  ca: 'catalan',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  eu: 'basque',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hu: 'hungarian',
  it: 'italian',
  lt: 'lithuanian',
  nb: 'norwegian',
  nl: 'dutch',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  sv: 'swedish',
  tr: 'turkish',
};

/** The text-search configuration (regconfig name) for a language, `simple` where Postgres has no stemmer. */
export function textSearchConfig(language: string | null | undefined): string {
  return (language && searchConfigs[language.toLowerCase().slice(0, 2)]) || 'simple';
}
