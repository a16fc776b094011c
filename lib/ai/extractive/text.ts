// A page's text cut into headings and sentences, each an exact span of the page (so a sentence is a quote that
// verifies), across the line breaks a PDF puts inside sentences and the short lines of lists and tables.
import { monthPattern } from './lexicon';

export interface Span {
  start: number;
  end: number;
  text: string;
}

export interface Heading extends Span {
  /** 1 for "3 Exclusion", 2 for "3.1 …"; 1 for headings without a number. */
  level: number;
}

export interface PageSegments {
  headings: Heading[];
  sentences: (Span & { heading: Heading | null })[];
}

/** Where a sentence may not end although a full stop and a capital follow (abbreviations, in the EU's languages). */
const abbreviations = new Set(
  [
    'e.g',
    'i.e',
    'etc',
    'no',
    'nr',
    'art',
    'abs',
    'lit',
    'ca',
    'approx',
    'incl',
    'excl',
    'max',
    'min',
    'mio',
    'mrd',
    'tsd',
    'bzw',
    'inkl',
    'exkl',
    'gem',
    'vgl',
    'usw',
    'u.a',
    'd.h',
    'z.b',
    'tel',
    'fax',
    'str',
    'ziff',
    'pkt',
    'st',
    'dr',
    'mr',
    'mrs',
    'ms',
    'prof',
    'ing',
    'mag',
    'dipl',
    'sec',
    'para',
    'fig',
    'vol',
    'p',
    'pp',
    'cf',
    'resp',
    'ref',
    'réf',
    'env',
    'cf',
    'n°',
    'bgbl',
    'abl',
    'lgbl',
    'vo',
    'rl',
    'idgf',
    'ivm',
    'i.v.m',
    'sog',
    'evtl',
    'mind',
    'zzgl',
    'rd',
    'ff',
    'par',
    'al',
    'ord',
    'num',
    'pag',
    'cod',
    'dlgs',
    'd.lgs',
    'dpr',
    'd.p.r',
    'reg',
    'dir',
    's.i',
    'ch',
    'cap',
    'co',
    'lett',
    'ibid',
    'approx',
    'appx',
  ].map((word) => word.toLowerCase()),
);

const enumerator =
  /^\s*(?:[-–•·▪*►■●○]\s|\(?[a-z]\)\s|\(?\d{1,2}\)\s|\d{1,2}\.\s|\d{1,2}(?:\.\d{1,2})+\.?\s|[ivx]{1,4}\)\s|§\s*\d)/iu;
const numberedHeading =
  /^(?:(\d{1,2}(?:\.\d{1,2}){0,4})\.?|[IVX]{1,5}\.|[A-Z]\.|§\s*\d{1,3}[a-z]?|(?:Article|Artikel|Article|Art\.|Section|Abschnitt|Teil|Part|Kapitel|Chapter|Titre|Capítulo|Capitolo)\s+\d{1,3}[a-z]?)\s+\S/u;
const startsWithDate = new RegExp(`^\\d{1,2}\\.?\\s+(?:${monthPattern})(?![\\p{L}])`, 'iu');
const modalHint =
  /(?<![\p{L}])(?:must|shall|should|muss|müssen|hat|haben|ist|sind|doit|doivent|debe|deben|deve|devono|moet|moeten|musi)(?![\p{L}])/iu;

function letterStats(line: string): { letters: number; upper: number } {
  let letters = 0;
  let upper = 0;
  for (const char of line) {
    if (/\p{L}/u.test(char)) {
      letters++;
      if (/\p{Lu}/u.test(char)) upper++;
    }
  }
  return { letters, upper };
}

/** A line that heads what follows: numbered and short, all capitals, a bracketed trail, or a short label with a colon. */
export function headingLevel(line: string): number | null {
  const text = line.trim();
  if (text.length < 3 || text.length > 110) return null;
  if (/^\[.+\]$/u.test(text)) return 1;
  const words = text.split(/\s+/u).length;
  const { letters, upper } = letterStats(text);
  if (letters < 3) return null;
  if (/[.;,]$/u.test(text) && !/^\d+(\.\d+)*\.$/u.test(text.split(/\s+/u)[0] ?? '')) return null;
  if (startsWithDate.test(text)) return null;
  const numbered = numberedHeading.exec(text);
  if (numbered && words <= 12 && !modalHint.test(text) && !/[.!?]\s/u.test(text)) {
    const afterNumber = text.slice(numbered[0].length - 1);
    if (/^\p{Lu}/u.test(afterNumber)) return numbered[1] ? numbered[1].split('.').length : 1;
  }
  if (upper / letters > 0.8 && letters >= 6 && words <= 12) return 1;
  if (text.endsWith(':') && words <= 6 && !modalHint.test(text)) return 2;
  return null;
}

function isSpace(char: string | undefined): boolean {
  return char !== undefined && /\s/u.test(char);
}

/** The word just before index `at` (a full stop), lower-cased, with inner dots kept: "z.b", "e.g", "mio". */
function wordBefore(text: string, at: number): string {
  let from = at;
  while (from > 0 && !isSpace(text[from - 1]) && text[from - 1] !== '(') from--;
  return text.slice(from, at).toLowerCase();
}

/** Whether a full stop (or ! ?) at `at`, followed by space and `next`, ends a sentence. */
function endsSentence(text: string, at: number): boolean {
  const mark = text[at];
  if (mark !== '.') return true;
  const word = wordBefore(text, at);
  if (abbreviations.has(word)) return false;
  // Initials and "z. B.": one letter before the dot.
  if (/^\p{L}$/u.test(word)) return false;
  // Ordinals and dates in German ("am 1. Juli"), list numbers: one or two digits before the dot.
  if (/^\d{1,2}$/u.test(word)) return false;
  return true;
}

/** Sentence ends inside a run of text: a stop followed by space and a capital, a digit or an opening mark. */
function sentenceCuts(text: string, from: number, to: number): number[] {
  const cuts: number[] = [];
  const pattern = /[.!?](?=["'”’»)\]]*\s+["'“„«(]?[\p{Lu}\d])/gu;
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match && match.index < to; match = pattern.exec(text)) {
    if (endsSentence(text, match.index)) cuts.push(match.index + 1);
  }
  return cuts;
}

const longSentence = 700;

/** Sentences longer than a paragraph are cut at semicolons, then at line breaks, so a quote stays readable. */
function splitLong(text: string, span: Span): Span[] {
  if (span.text.length <= longSentence) return [span];
  const pieces: Span[] = [];
  let start = span.start;
  const breaks = [...span.text.matchAll(/;\s+|\n/gu)].map((m) => span.start + m.index + m[0].length);
  let last = start;
  for (const cut of [...breaks, span.end]) {
    if (cut - start > longSentence && last > start) {
      pieces.push(trimmed(text, start, last));
      start = last;
    }
    last = cut;
  }
  pieces.push(trimmed(text, start, span.end));
  return pieces.filter((piece) => piece.text.length > 0);
}

function trimmed(text: string, start: number, end: number): Span {
  while (start < end && isSpace(text[start])) start++;
  while (end > start && isSpace(text[end - 1])) end--;
  return { start, end, text: text.slice(start, end) };
}

interface Line {
  start: number;
  end: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const part of text.split('\n')) {
    lines.push({ start, end: start + part.length, text: part });
    start += part.length + 1;
  }
  return lines;
}

/**
 * Cuts a page into headings and sentences. A line break ends a sentence after a stop, colon or semicolon, before
 * a list item, or after a short line followed by a capital (a list or table row); otherwise lines are joined.
 */
export function segmentPage(text: string, carried: Heading | null = null): PageSegments {
  const lines = linesOf(text);
  const longest = Math.max(40, ...lines.map((line) => line.text.trim().length));
  const headings: Heading[] = [];
  const sentences: PageSegments['sentences'] = [];
  let heading = carried;
  let unitStart = -1;
  let unitEnd = -1;

  const flush = () => {
    if (unitStart < 0) return;
    let start = unitStart;
    for (const cut of [...sentenceCuts(text, unitStart, unitEnd), unitEnd]) {
      const span = trimmed(text, start, cut);
      if (span.text) for (const piece of splitLong(text, span)) sentences.push({ ...piece, heading });
      start = cut;
    }
    unitStart = -1;
    unitEnd = -1;
  };

  lines.forEach((line, index) => {
    const content = line.text.trim();
    if (content === '') {
      flush();
      return;
    }
    const level = headingLevel(content);
    const previous = index > 0 ? lines[index - 1]!.text.trim() : '';
    if (level !== null && (unitStart < 0 || /[.:;!?]$/u.test(previous) || previous.length < longest * 0.75)) {
      flush();
      heading = { ...trimmed(text, line.start, line.end), level };
      headings.push(heading);
      return;
    }
    const startsNew =
      unitStart < 0 ||
      /[.:;!?]["'”’)]*$/u.test(previous) ||
      enumerator.test(content) ||
      (previous.length < longest * 0.6 && /^["'“„(]?[\p{Lu}\d]/u.test(content));
    if (startsNew) flush();
    if (unitStart < 0) unitStart = line.start;
    unitEnd = line.end;
  });
  flush();
  return { headings, sentences };
}

/** The sentences of one block of a page (a paragraph or a list item), each an exact span of the page's text. */
export function sentencesIn(text: string, start: number, end: number): Span[] {
  const spans: Span[] = [];
  let from = start;
  for (const cut of [...sentenceCuts(text, start, end), end]) {
    const span = trimmed(text, from, cut);
    if (span.text) spans.push(...splitLong(text, span));
    from = cut;
  }
  return spans;
}
