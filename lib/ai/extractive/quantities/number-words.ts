// Numbers written in words: compound words split into their pieces by longest match ("neun|hundert|tausend",
// "cent|ottanta"), pieces and words read by one small grammar that knows which piece may follow which.
import { numberLexicons, type NumberLexicon } from './number-lexicon';

type PieceKind = 'unit' | 'teen' | 'ten' | 'tenUnit' | 'hundred' | 'hundreds' | 'scale' | 'connector';

interface Piece {
  text: string;
  value: number;
  kind: PieceKind;
  /** A plural scale ("Millionen"): needs a multiplier of two or more. */
  plural?: boolean;
  /** Elided before a vowel ("vent" in "ventuno"). */
  elided?: boolean;
}

export interface CompiledLexicon {
  /** Pieces by first letter, longest first. */
  byFirst: Map<string, Piece[]>;
  ambiguous: ReadonlySet<string>;
  vigesimal: boolean;
  /** Unit before ten with a connector: German "einundzwanzig", Dutch "eenentwintig". */
  unitFirst: boolean;
  /** Word (lower case) → its pieces, or null when it is no number word. */
  memo: Map<string, Piece[] | null>;
  /** A whole ordinal word ("first", "unième"), or null. */
  ordinal: RegExp | null;
}

interface State {
  total: number;
  lastScale: number;
  hundreds: number;
  rest: number;
  count: number;
  afterConnector: boolean;
  pendingElision: boolean;
}

const emptyState: State = {
  total: 0,
  lastScale: Infinity,
  hundreds: 0,
  rest: 0,
  count: 0,
  afterConnector: false,
  pendingElision: false,
};

function addPieces(into: Map<string, Piece>, lexicon: NumberLexicon): void {
  const add = (text: string, value: number, kind: PieceKind, extra: Partial<Piece> = {}) => {
    if (!into.has(text)) into.set(text, { text, value, kind, ...extra });
  };
  for (const [text, value] of Object.entries(lexicon.units)) add(text, value, 'unit');
  for (const [text, value] of Object.entries(lexicon.teens)) add(text, value, 'teen');
  for (const [text, value] of Object.entries(lexicon.tens)) add(text, value, 'ten');
  for (const [text, value] of Object.entries(lexicon.tenUnits ?? {})) add(text, value, 'tenUnit');
  for (const text of lexicon.hundred) add(text, 100, 'hundred');
  for (const [text, value] of Object.entries(lexicon.hundreds ?? {})) add(text, value, 'hundreds');
  for (const [text, value] of Object.entries(lexicon.elided ?? {}))
    add(text, value, value === 100 ? 'hundred' : 'ten', { elided: true });
  for (const [text, value] of Object.entries(lexicon.scales)) add(text, value, 'scale');
  for (const [text, value] of Object.entries(lexicon.pluralScales ?? {})) add(text, value, 'scale', { plural: true });
  for (const text of lexicon.connectors) add(text, 0, 'connector');
}

function compile(lexicons: readonly NumberLexicon[], unitFirst: boolean): CompiledLexicon {
  const pieces = new Map<string, Piece>();
  for (const lexicon of lexicons) addPieces(pieces, lexicon);
  const byFirst = new Map<string, Piece[]>();
  for (const piece of pieces.values()) {
    const first = piece.text[0]!;
    byFirst.set(first, [...(byFirst.get(first) ?? []), piece]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.text.length - a.text.length);
  const ordinals = lexicons.flatMap((lexicon) => (lexicon.ordinals ? [lexicon.ordinals] : []));
  return {
    byFirst,
    ambiguous: new Set(lexicons.flatMap((lexicon) => lexicon.ambiguous)),
    vigesimal: lexicons.some((lexicon) => lexicon.vigesimal),
    unitFirst,
    memo: new Map(),
    ordinal: ordinals.length ? new RegExp(`^(?:${ordinals.join('|')})$`, 'u') : null,
  };
}

const compiled = new Map<string, CompiledLexicon | null>();

/** The number words of a language, or of all known languages for null; null when the language has none. */
export function numberLexiconFor(language: string | null): CompiledLexicon | null {
  const key = language ?? '*';
  let lexicon = compiled.get(key);
  if (lexicon === undefined) {
    if (language === null) lexicon = compile(Object.values(numberLexicons), true);
    else {
      const own = numberLexicons[language];
      lexicon = own ? compile([own], language === 'de' || language === 'nl') : null;
    }
    compiled.set(key, lexicon);
  }
  return lexicon;
}

const vowel = /^[aeiouàèéìòóù]/u;

/** One more piece, or null when it cannot follow what came before. */
function step(state: State, piece: Piece, lexicon: CompiledLexicon): State | null {
  if (state.pendingElision && !vowel.test(piece.text)) return null;
  if (piece.kind === 'connector') {
    if (state.count === 0 || state.afterConnector || state.pendingElision) return null;
    return { ...state, afterConnector: true };
  }
  let { total, lastScale, hundreds, rest } = state;
  const value = piece.value;
  switch (piece.kind) {
    case 'unit':
      if (rest === 0) rest = value;
      else if (rest >= 10 && rest % 10 === 0) rest += value;
      else return null;
      break;
    case 'teen':
      if (rest === 0) rest = value;
      else if (lexicon.vigesimal && (rest === 60 || rest === 80)) rest += value;
      else return null;
      break;
    case 'ten':
      if (rest === 0) rest = value;
      else if (lexicon.vigesimal && rest === 4 && value === 20 && !state.afterConnector) rest = 80;
      else if (lexicon.unitFirst && rest < 10 && state.afterConnector) rest += value;
      else return null;
      break;
    case 'tenUnit':
      if (rest !== 0) return null;
      rest = value;
      break;
    case 'hundred':
      // "e centodieci" after a scale is fine; "two and hundred" is not.
      if ((state.afterConnector && rest !== 0) || hundreds !== 0) return null;
      if (rest === 0) hundreds = 100;
      else {
        hundreds = rest * 100;
        rest = 0;
      }
      break;
    case 'hundreds':
      if (hundreds !== 0 || rest !== 0) return null;
      hundreds = value;
      break;
    case 'scale': {
      if (state.afterConnector) return null;
      const group = hundreds + rest;
      if (lastScale !== Infinity && value > lastScale) {
        // "mil millones": the scale multiplies everything before it.
        const multiplier = total + group;
        if (piece.plural && multiplier < 2) return null;
        total = multiplier * value;
      } else {
        if (value === lastScale) return null;
        if (group === 0 && (piece.plural || state.count > 0)) return null;
        if (piece.plural && group < 2) return null;
        total += (group === 0 ? 1 : group) * value;
      }
      lastScale = value;
      hundreds = 0;
      rest = 0;
      break;
    }
  }
  return {
    total,
    lastScale,
    hundreds,
    rest,
    count: state.count + 1,
    afterConnector: false,
    pendingElision: piece.elided === true,
  };
}

function complete(state: State): boolean {
  return state.count > 0 && !state.afterConnector && !state.pendingElision;
}

function valueOf(state: State): number {
  return state.total + state.hundreds + state.rest;
}

function run(state: State, pieces: readonly Piece[], lexicon: CompiledLexicon): State | null {
  let current: State | null = state;
  for (const piece of pieces) {
    current = step(current, piece, lexicon);
    if (!current) return null;
  }
  return current;
}

/**
 * The first way, longest pieces first, to cut `word` from `at` into pieces the grammar accepts after `state`
 * and that ends complete. The grammar prunes as it goes, so a long run of look-alike pieces costs little.
 */
function split(word: string, at: number, state: State, lexicon: CompiledLexicon): Piece[] | null {
  if (at === word.length) return complete(state) ? [] : null;
  for (const piece of lexicon.byFirst.get(word[at]!) ?? []) {
    if (!word.startsWith(piece.text, at)) continue;
    const next = step(state, piece, lexicon);
    if (!next) continue;
    const rest = split(word, at + piece.text.length, next, lexicon);
    if (rest) return [piece, ...rest];
  }
  return null;
}

/** A state with a number pending, for words that only follow another ("tre mila", "two hundred"). */
const afterNumber: State = { ...emptyState, rest: 2, count: 1 };
const memoLimit = 20_000;
/** No number word is longer ("neunhundertneunundneunzigtausendneunhundertneunundneunzig" has 57 letters). */
const longestWord = 80;

/** The pieces of a number word ("einhundertzwanzig"), a lone connector ("and"), or null. */
export function piecesOf(word: string, lexicon: CompiledLexicon): Piece[] | null {
  const cached = lexicon.memo.get(word);
  if (cached !== undefined) return cached;
  let found: Piece[] | null = null;
  if (word.length <= longestWord && lexicon.byFirst.has(word[0]!)) {
    const connector = lexicon.byFirst.get(word[0]!)!.find((piece) => piece.text === word && piece.kind === 'connector');
    found = connector ? [connector] : (split(word, 0, emptyState, lexicon) ?? split(word, 0, afterNumber, lexicon));
  }
  if (lexicon.memo.size >= memoLimit) lexicon.memo.clear();
  lexicon.memo.set(word, found);
  return found;
}

export interface WordNumber {
  start: number;
  end: number;
  value: number;
  /** How many words it spans. */
  words: number;
  /** How many pieces it was read from ("neunhunderttausend" has three). */
  pieces: number;
  /** One word that is also an article or another word ("ein", "un", "neuf"). */
  ambiguous: boolean;
  /** Ends in a scale word ("cinque milioni"), after which "di euro", "d'euros" may follow. */
  endsWithScale: boolean;
}

const wordPattern = /\p{L}[\p{L}\p{M}]*/gu;
/** What may stand between two words of one number: spaces, a hyphen, one line break. */
const joiner = /^(?:[ \t\u00a0\u202f\u2009]{0,3}[-‐‑]?[ \t\u00a0\u202f\u2009]{0,3}|[ \t]*\r?\n[ \t]*)$/u;

interface Open {
  start: number;
  /** After each word: its end and the state, to cut back to the last complete word. */
  steps: { end: number; state: State; lower: string }[];
}

/** The number an open phrase holds, cut back to its last complete word. */
function closePhrase(open: Open, lexicon: CompiledLexicon): WordNumber | null {
  let last = open.steps.length - 1;
  while (last >= 0 && !complete(open.steps[last]!.state)) last--;
  if (last < 0) return null;
  const { end, state } = open.steps[last]!;
  const words = last + 1;
  return {
    start: open.start,
    end,
    value: valueOf(state),
    words,
    pieces: state.count,
    ambiguous: words === 1 && lexicon.ambiguous.has(open.steps[0]!.lower),
    endsWithScale: state.lastScale !== Infinity && state.hundreds + state.rest === 0,
  };
}

function openPhrase(start: number, end: number, lower: string, pieces: Piece[], lexicon: CompiledLexicon): Open | null {
  const state = run(emptyState, pieces, lexicon);
  return state && state.count > 0 ? { start, steps: [{ end, state, lower }] } : null;
}

/** Every number written in words in `text`, longest first, in order. */
export function findWordNumbers(text: string, lexicon: CompiledLexicon): WordNumber[] {
  const found: WordNumber[] = [];
  let open: Open | null = null;
  const flush = (phrase: Open | null) => {
    const number = phrase ? closePhrase(phrase, lexicon) : null;
    if (number) found.push(number);
  };
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const lower = match[0].toLowerCase();
    const pieces = piecesOf(lower, lexicon);
    if (!pieces) {
      // "twenty-first", "vingt et unième": the start of an ordinal, no number.
      const ordinal =
        open !== null &&
        lexicon.ordinal?.test(lower) === true &&
        joiner.test(text.slice(open.steps[open.steps.length - 1]!.end, start));
      if (!ordinal) flush(open);
      open = null;
      continue;
    }
    if (open) {
      const previous = open.steps[open.steps.length - 1]!;
      const next = joiner.test(text.slice(previous.end, start)) ? run(previous.state, pieces, lexicon) : null;
      if (next) {
        open.steps.push({ end, state: next, lower });
        continue;
      }
      flush(open);
    }
    open = openPhrase(start, end, lower, pieces, lexicon);
  }
  flush(open);
  return found;
}
