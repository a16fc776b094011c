// The language of a document (ISO 639-1), among the EU's languages and Norwegian, from trigrams (franc), good
// enough to choose a text-search configuration; a caller's hint settles close calls and too-short texts.
import { francAll } from 'franc-all';

/** ISO 639-3 (as franc names them) to ISO 639-1. */
const iso1ByFranc: Record<string, string> = {
  bul: 'bg',
  ces: 'cs',
  dan: 'da',
  deu: 'de',
  ell: 'el',
  eng: 'en',
  ekk: 'et',
  fin: 'fi',
  fra: 'fr',
  gle: 'ga',
  hrv: 'hr',
  hun: 'hu',
  ita: 'it',
  lvs: 'lv',
  lit: 'lt',
  mlt: 'mt',
  nld: 'nl',
  nob: 'no',
  pol: 'pl',
  por: 'pt',
  ron: 'ro',
  slk: 'sk',
  slv: 'sl',
  spa: 'es',
  swe: 'sv',
};
const candidates = Object.keys(iso1ByFranc);

/** The languages `detectLanguage` can answer, as ISO 639-1 codes. */
export const detectableLanguages: readonly string[] = Object.values(iso1ByFranc);

/** Letters needed before trigrams say anything useful. */
const minLetters = 40;
/** Below this many letters a hint, when there is one, is trusted over the trigrams. */
const confidentLetters = 200;
/** A hinted language this close to the best score (franc's scores run from 1 down) is taken instead. */
const hintMargin = 0.05;
/** Enough text to decide on; the sample is taken from across the document. */
const sampleChars = 12_000;

/** Up to `sampleChars` of text drawn evenly from the pages, so a long English annex doesn't outvote the rest. */
export function sampleText(texts: readonly string[]): string {
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  if (total <= sampleChars) return texts.join('\n');
  const share = sampleChars / total;
  return texts.map((text) => text.slice(0, Math.ceil(text.length * share))).join('\n');
}

/**
 * The language of `text` as an ISO 639-1 code, or the hint (or null) when the text is too short to tell.
 * Digits, URLs and e-mail addresses are left out first: forms and tables are full of them.
 */
export function detectLanguage(text: string, hint?: string | null): string | null {
  const normalizedHint = hint ? hint.toLowerCase().slice(0, 2) : null;
  const words = text
    .replace(/\S+@\S+|\bhttps?:\/\/\S+|www\.\S+/g, ' ')
    .replace(/[\d_]+/g, ' ')
    .replace(/\s+/g, ' ');
  const letters = words.replace(/[^\p{L}]/gu, '').length;
  if (letters < minLetters || (normalizedHint && letters < confidentLetters)) return normalizedHint;
  const scores = francAll(words, { only: candidates, minLength: minLetters });
  const [best] = scores;
  if (!best || best[0] === 'und') return normalizedHint;
  if (normalizedHint && normalizedHint !== iso1ByFranc[best[0]]) {
    const hinted = scores.find(([code]) => iso1ByFranc[code] === normalizedHint);
    if (hinted && best[1] - hinted[1] <= hintMargin) return normalizedHint;
  }
  return iso1ByFranc[best[0]] ?? normalizedHint;
}
