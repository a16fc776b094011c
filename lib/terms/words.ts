// Words as the term base compares them: folded (lower case, no accents, ß as ss), cut out of a text with their
// offsets, stemmed by the language's Snowball stemmer, and told apart from the words every question is made of.
import { stemmer as stemDa } from '@orama/stemmers/danish';
import { stemmer as stemDe } from '@orama/stemmers/german';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { stemmer as stemFi } from '@orama/stemmers/finnish';
import { stemmer as stemFr } from '@orama/stemmers/french';
import { stemmer as stemIt } from '@orama/stemmers/italian';
import { stemmer as stemNl } from '@orama/stemmers/dutch';
import { stemmer as stemPt } from '@orama/stemmers/portuguese';
import { stemmer as stemRo } from '@orama/stemmers/romanian';
import { stemmer as stemSv } from '@orama/stemmers/swedish';
import { fold } from './fold';
import { stopwords, stopwordsByLanguage } from './stopwords';

export { fold };

export interface Token {
  /** Folded: lower case, accents removed, ß → ss. */
  word: string;
  /** Offsets of the word as written in the text. */
  start: number;
  end: number;
}

const wordPattern = /[\p{L}\p{N}]+(?:[’'][\p{L}]+)?/gu;

/** The words of a text with where they stand; elisions (l’offerta, d'affaires) give the word after the apostrophe. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(wordPattern)) {
    let start = match.index;
    let raw = match[0];
    const elision = /^([\p{L}]{1,2})[’']/u.exec(raw);
    if (elision) {
      start += elision[0].length;
      raw = raw.slice(elision[0].length);
    }
    const word = fold(raw.replace(/[’']/gu, ''));
    if (word) tokens.push({ word, start, end: start + raw.length });
  }
  return tokens;
}

const stemmers: Readonly<Record<string, (word: string) => string>> = {
  da: stemDa,
  de: stemDe,
  en: stemEn,
  es: stemEs,
  fi: stemFi,
  fr: stemFr,
  it: stemIt,
  nl: stemNl,
  pt: stemPt,
  ro: stemRo,
  sv: stemSv,
  pl: stemPolish,
};

/** Polish has no Snowball stemmer: its commonest case and number endings are cut, leaving at least four letters. */
function stemPolish(word: string): string {
  const endings = [
    'ami',
    'ach',
    'owi',
    'ego',
    'emu',
    'ych',
    'ymi',
    'iej',
    'ie',
    'ow',
    'om',
    'ej',
    'y',
    'a',
    'e',
    'i',
    'u',
    'o',
  ];
  for (const ending of endings) {
    if (word.length - ending.length >= 4 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

/** Languages with a stemmer; other languages' words are compared folded. */
export const stemmedLanguages: readonly string[] = Object.keys(stemmers);

/** The base language code of "de-AT" or "DE". */
export function baseLanguage(language: string | null | undefined): string | null {
  const code = language?.trim().slice(0, 2).toLowerCase();
  return code && /^[a-z]{2}$/u.test(code) ? code : null;
}

const stemCache = new Map<string, string>();

/** A folded word's stem in a language (the word itself where the language has no stemmer, or for numbers). */
export function stem(word: string, language: string | null): string {
  const code = baseLanguage(language);
  const stemmer = code ? stemmers[code] : undefined;
  if (!stemmer || /\d/u.test(word) || word.length < 3) return word;
  const key = `${code}:${word}`;
  let stemmed = stemCache.get(key);
  if (stemmed === undefined) {
    // The Snowball stemmers expect the accented alphabet; folded words lose little by it.
    stemmed = stemmer(word);
    if (stemCache.size > 200_000) stemCache.clear();
    stemCache.set(key, stemmed);
  }
  return stemmed;
}

/** Whether a folded word is a function word or question word in any of the languages the term base knows. */
export function isStopword(word: string): boolean {
  return stopwords.has(word);
}

/**
 * The language a short text is most likely in, of those with function-word lists, by how many of its words are
 * function words of each; null when none stands out.
 */
export function guessLanguage(text: string): string | null {
  const tokens = tokenize(text).map((token) => token.word);
  let best: string | null = null;
  let bestCount = 0;
  for (const [language, list] of stopwordsByLanguage) {
    const count = tokens.filter((word) => list.has(word)).length;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}
