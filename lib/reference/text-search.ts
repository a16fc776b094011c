// Accent- and case-insensitive label matching shared by the CPV and NUTS searches.

/** A search query folded once, so each label comparison is plain string work. */
export interface FoldedQuery {
  /** The whole query, folded, with runs of whitespace collapsed. */
  phrase: string;
  /** The query's words, folded. */
  words: string[];
}

/** A label folded once and kept, so repeated searches don't fold 10,000 labels again. */
export interface FoldedLabel {
  text: string;
  words: string[];
}

// Label ranks, best first; callers add their own code ranks in front of these.
export const labelRank = {
  exact: 0,
  startsWithPhrase: 1,
  phraseAtWordStart: 2,
  wordPrefixes: 3,
  substrings: 4,
} as const;

const wordSeparator = /[^\p{L}\p{N}]+/u;

/** Lower case without diacritics; ß becomes ss so 'Straße' and 'strasse' match. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

function splitWords(folded: string): string[] {
  return folded.split(wordSeparator).filter((word) => word.length > 0);
}

export function foldLabel(label: string): FoldedLabel {
  const text = foldText(label);
  return { text, words: splitWords(text) };
}

/** Null when the query has no letters or digits to match on. */
export function foldQuery(query: string): FoldedQuery | null {
  const phrase = foldText(query).trim().replace(/\s+/g, ' ');
  const words = splitWords(phrase);
  return words.length > 0 ? { phrase, words } : null;
}

function isWordStart(text: string, index: number): boolean {
  return index === 0 || wordSeparator.test(text.charAt(index - 1));
}

function phraseAtWordStart(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    if (isWordStart(text, at)) return true;
  }
  return false;
}

/** How well a label matches (a `labelRank` value, lower is better), or null when it doesn't. */
export function rankLabel(label: FoldedLabel, query: FoldedQuery): number | null {
  const { text, words } = label;
  if (text === query.phrase) return labelRank.exact;
  if (text.startsWith(query.phrase)) return labelRank.startsWithPhrase;
  if (phraseAtWordStart(text, query.phrase)) return labelRank.phraseAtWordStart;
  if (query.words.every((q) => words.some((word) => word.startsWith(q)))) return labelRank.wordPrefixes;
  if (query.words.every((q) => text.includes(q))) return labelRank.substrings;
  return null;
}

/** The best (lowest) rank over several labels, or null when none matches. */
export function bestLabelRank(labels: readonly FoldedLabel[], query: FoldedQuery): number | null {
  let best: number | null = null;
  for (const label of labels) {
    const rank = rankLabel(label, query);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/** First index in a list sorted by `code` whose code is >= `key`: where a prefix range starts. */
export function lowerBound(list: readonly { code: string }[], key: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const entry = list[mid];
    if (entry !== undefined && entry.code < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Entries of a code-sorted list whose code starts with `prefix`, in list order. */
export function withCodePrefix<T extends { code: string }>(list: readonly T[], prefix: string): T[] {
  const found: T[] = [];
  for (let i = lowerBound(list, prefix); i < list.length; i++) {
    const entry = list[i];
    if (entry === undefined || !entry.code.startsWith(prefix)) break;
    found.push(entry);
  }
  return found;
}

/** Clamps a caller's limit to a whole number >= 0. */
export function searchLimit(limit: number | undefined, fallback: number): number {
  const whole = Math.floor(limit ?? fallback);
  return Number.isNaN(whole) ? fallback : Math.max(0, whole);
}
