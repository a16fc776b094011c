// Answers a question from a tender's documents without a model: the documents' units (sentences, list items with
// their lead-in, table rows with their head) are ranked by the question's words and concepts — translated through
// the term base, compounds split, stemmed per language, names and numbers compared by trigrams — and the best unit
// is quoted with the words it matched, with up to two more. A question asking when, how long or how much is
// answered with the value found in that unit, quoted; below a relevance floor the answer says the documents do not
// say, and names the closest section looked at. It says so too when no passage holds what the question is about (the
// thing an "is there" question asks for, the noun after "which", the previous or current contract), or when a
// question for what something costs finds no amount by its passage. Nothing is made up: every word shown stands on
// the cited page.
import {
  baseLanguage,
  guessLanguage,
  isStopword,
  stem,
  tokenize,
  type ConceptMatch,
  type StemmedToken,
  type TermBase,
} from '@/lib/terms';
import { findQuantities, type Quantity } from './quantities';
import { readUnits, type ReadableDocument, type Unit } from './reading';

/** A span of a page's text the answer marks (a matched word, or the value). */
export interface Mark {
  page: number;
  start: number;
  end: number;
}

export interface AnswerPassage {
  documentId: string;
  fileName: string;
  /** The page the passage starts on (a passage that runs over a page break names both in `pages`). */
  page: number;
  pages: number[];
  /** The unit's words, as on its pages. */
  quote: string;
  /** For table rows: the head row's cells; for list items: the sentence leading into the list. */
  context: string | null;
  headings: string[];
  /** Where the matched words stand on the pages. */
  marks: Mark[];
  /** The question's words this passage matched, as written in it. */
  matched: string[];
  score: number;
  /** The passage with the units before and after it on its first page: a span of that page, for a model to read. */
  around: { page: number; start: number; end: number };
}

export type ValueKind = 'date' | 'duration' | 'amount' | 'percent' | 'number';

export interface AnswerValue {
  kind: ValueKind;
  /** As written in the passage. */
  text: string;
  quantity: Quantity;
  documentId: string;
  page: number;
  mark: Mark;
}

export interface Answer {
  found: boolean;
  /** Best first: the answer's passage and up to two more. Empty when nothing reached the floor. */
  passages: AnswerPassage[];
  /** Where the question asks for a value and the best passage holds one. */
  value: AnswerValue | null;
  /** What the question asked for, when it asked for a value. */
  asked: ValueKind[] | null;
  /** When nothing was found: the section of the closest passage, for "the documents do not say". */
  closest: { documentId: string; fileName: string; page: number; section: string | null } | null;
  /** Share of the question's weight the best passage holds (0–1). */
  relevance: number;
  questionLanguage: string | null;
  /** Share of the question's words the best passage holds. */
  share: number;
  /** Words of the question that name a concept or a name no passage of the documents holds. */
  missing: string[];
}

/** Below this share of the question's weight in one passage, the documents are taken not to say. */
export const relevanceFloor = 0.44;

interface Alternative {
  /** All of these stems must be in the unit (a term of several words). */
  stems: string[];
  strength: number;
  /** A part of a compound the question wrote whole. */
  part?: boolean;
  /** The words as written in the question or the term (folded), to tell a word from a shorter one of its stem. */
  words?: string[];
  /** Another single word for the concept, in the question's own language: a looser sense than the question's word. */
  synonym?: boolean;
}

interface Slot {
  word: string;
  /** The question's token this slot stands for. */
  at: number;
  alternatives: Alternative[];
  /** Digits and names are also compared by their letters. */
  literal: string | null;
  /** Whether the word names a concept of the term base. */
  concept: boolean;
  weight: number;
  /** Whether any unit matched it. */
  seen: boolean;
}

interface IndexedUnit {
  unit: Unit;
  language: string | null;
  /** The unit's own words, by stem (word stems and compound parts). */
  body: Map<string, number>;
  /** Words around it: headings, the table's head, the list's lead-in. */
  context: Set<string>;
  /** Folded words of the unit, for literal and trigram comparison. */
  words: Set<string>;
  /** Contents entries count for less than the text they point to. */
  damp: number;
}

const tableOfContents =
  /^(?:contents|table of contents|inhalt|inhaltsverzeichnis|sommaire|table des matières|indice|índice|inhoud|spis treści)$/iu;

/** A table-of-contents line, or a row that only names a section and its page: it points to the answer, not is one. */
function isContentsEntry(unit: Unit): boolean {
  if (unit.headings.some((heading) => tableOfContents.test(heading.trim()))) return true;
  if (unit.kind !== 'row' || !unit.cells) return false;
  const last = unit.cells[unit.cells.length - 1]?.trim() ?? '';
  return unit.cells.length <= 3 && /^\d{1,3}$/u.test(last) && unit.text.length < 90;
}

interface Scored {
  indexed: IndexedUnit;
  score: number;
  relevance: number;
  /** Share of the question's words it holds, each counted once. */
  share: number;
  slotMatches: Map<Slot, number>;
  /** The question's slots for the unit's language. */
  slots: readonly Slot[];
}

const partStrength = 0.75;
/** The weight left to a plain word of the question that no passage holds. */
const unheardShare = 0.3;
const contextShare = 0.45;

function addStems(target: Map<string, number>, tokens: readonly StemmedToken[]): void {
  for (const token of tokens) {
    if (isStopword(token.word)) continue;
    target.set(token.stem, 1);
    for (const part of token.parts) target.set(part, Math.max(target.get(part) ?? 0, partStrength));
  }
}

function unitContext(unit: Unit): string {
  return [...unit.headings, unit.leadIn ?? '', ...(unit.head ?? []), unit.tableIntro ?? ''].join(' \n ');
}

function indexUnits(units: readonly Unit[], terms: TermBase): IndexedUnit[] {
  // The documents' own words let compounds split into words the term base does not know.
  const vocabulary = new Set<string>();
  for (const unit of units)
    for (const token of tokenize(unit.text)) if (token.word.length >= 4) vocabulary.add(token.word);
  return units.map((unit) => {
    const language = baseLanguage(unit.language);
    const tokens = terms.stemTokens(tokenize(unit.text), language, vocabulary);
    const body = new Map<string, number>();
    addStems(body, tokens);
    const contextTokens = terms.stemTokens(tokenize(unitContext(unit)), language, vocabulary);
    const context = new Set<string>();
    for (const token of contextTokens) {
      if (isStopword(token.word)) continue;
      context.add(token.stem);
      for (const part of token.parts) context.add(part);
    }
    return {
      unit,
      language,
      body,
      context,
      words: new Set(tokens.map((token) => token.word)),
      damp: isContentsEntry(unit) ? 0.4 : 1,
    };
  });
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i < padded.length - 2; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Words of a question that may be names or codes (capitalised mid-sentence, or with digits). */
function isLiteral(raw: string, at: number): boolean {
  return /\d/u.test(raw) || (at > 0 && /^\p{Lu}/u.test(raw) && raw.length >= 3) || /^\p{Lu}{2,}$/u.test(raw);
}

/** The question's slots for documents in `language`: its words, each with the ways a unit can hold it. */
function questionSlots(
  question: string,
  questionLanguage: string | null,
  language: string | null,
  terms: TermBase,
): Slot[] {
  const tokens = tokenize(question);
  const tried = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl', 'pt'];
  const concepts = terms.findConcepts(question, tried);
  const sameLanguage = questionLanguage !== null && questionLanguage === language;
  const asked = terms.stemTokens(tokens, questionLanguage);
  const slots: Slot[] = [];
  tokens.forEach((token, at) => {
    if (isStopword(token.word) || (token.word.length < 2 && !/\d/u.test(token.word))) return;
    const alternatives: Alternative[] = [];
    const own = asked[at]!;
    // The word itself, stemmed as the documents' language stems it (same language, or a shared word such as a name).
    alternatives.push({ stems: [stem(token.word, language)], strength: sameLanguage ? 1 : 0.8, words: [token.word] });
    if (sameLanguage) {
      const parts = own.parts;
      parts.forEach((part, index) => {
        alternatives.push({ stems: [part], strength: index === parts.length - 1 ? 0.6 : 0.4, part: true });
      });
    }
    const covering = concepts.filter((match) => match.first <= at && at <= match.last);
    // A compound named whole by a concept (Nebenangebot: variants) does not also name its part's (Angebot: tender).
    const named = (match: ConceptMatch) =>
      match.last > match.first ||
      terms.stemTokens(tokenize(match.term), match.language)[0]?.stem ===
        terms.stemTokens([token], match.language)[0]?.stem;
    const meantWhole = covering.filter(named);
    if (meantWhole.length > 0) covering.splice(0, covering.length, ...meantWhole);
    const seen = new Set<string>();
    for (const match of covering) {
      if (seen.has(match.concept)) continue;
      seen.add(match.concept);
      // A term matched in the question's own language is meant; one matched in another is a guess.
      const meant = questionLanguage === null || match.language === questionLanguage;
      const strength = (meant ? 0.9 : 0.45) * (match.last > match.first ? 1 : 0.95);
      for (const term of terms.terms(match.concept, language)) {
        const termTokens = terms.stemTokens(tokenize(term), language).filter((t) => !isStopword(t.word));
        const stems = termTokens.map((t) => t.stem);
        if (stems.length > 0) {
          alternatives.push({
            stems,
            strength,
            words: termTokens.map((t) => t.word),
            synonym: sameLanguage && tokenize(term).length === 1,
          });
        }
      }
    }
    const raw = question.slice(token.start, token.end);
    slots.push({
      word: raw,
      at,
      alternatives,
      literal: isLiteral(raw, at) ? token.word : null,
      concept: covering.length > 0,
      weight: 1,
      seen: false,
    });
  });
  return slots;
}

function matchSlot(slot: Slot, unit: IndexedUnit): number {
  let best = 0;
  for (const alternative of slot.alternatives) {
    const inBody = alternative.stems.every((value) => unit.body.has(value));
    if (inBody) {
      const strength = Math.min(...alternative.stems.map((value) => unit.body.get(value) ?? 0));
      best = Math.max(best, alternative.strength * strength);
      continue;
    }
    const inContext = alternative.stems.every((value) => unit.body.has(value) || unit.context.has(value));
    if (inContext) best = Math.max(best, alternative.strength * contextShare);
  }
  if (slot.literal) {
    if (unit.words.has(slot.literal)) best = Math.max(best, 1);
    else if (slot.literal.length >= 5 && !/^\d+$/u.test(slot.literal)) {
      for (const word of unit.words) {
        if (Math.abs(word.length - slot.literal.length) > 4) continue;
        const value = similarity(word, slot.literal);
        if (value >= 0.5) best = Math.max(best, value * 0.8);
      }
    }
  }
  return best;
}

function weighSlots(slots: Slot[], units: readonly IndexedUnit[]): void {
  const n = units.length;
  for (const slot of slots) {
    // A compound the documents write whole is looked for whole: its parts ("Angebot" of "Nebenangebot") are for
    // documents that write it otherwise.
    const whole = slot.alternatives[0]!;
    if (units.some((unit) => whole.stems.every((value) => unit.body.get(value) === 1))) {
      slot.alternatives = slot.alternatives.filter((alternative) => !alternative.part);
    }
    let df = 0;
    for (const unit of units) if (matchSlot(slot, unit) >= 0.5) df++;
    slot.seen = df > 0;
    const idf = Math.log((n + 1) / (df + 0.5));
    // A plain word no passage holds (a verb of the question's own phrasing, or one the documents' language cannot be
    // reached from) cannot tell passages apart; a concept or a name no passage holds says the documents do not say.
    const unheard = !slot.seen && !slot.concept && !slot.literal;
    slot.weight = Math.max(0.2, idf) * (unheard ? unheardShare : 1);
  }
}

function scoreUnits(slots: readonly Slot[], units: readonly IndexedUnit[]): Scored[] {
  const total = slots.reduce((sum, slot) => sum + slot.weight, 0) || 1;
  return units.map((indexed) => {
    const slotMatches = new Map<Slot, number>();
    let score = 0;
    for (const slot of slots) {
      const value = matchSlot(slot, indexed);
      if (value > 0) slotMatches.set(slot, value);
      score += slot.weight * value;
    }
    score *= indexed.damp;
    const held = slots.filter((slot) => (slotMatches.get(slot) ?? 0) >= 0.4).length;
    return { indexed, score, relevance: score / total, share: held / (slots.length || 1), slotMatches, slots };
  });
}

/**
 * Words that set what a question asks in the past or present of the work, before this contract (previous,
 * incumbent, current, outgoing…), folded. A question so qualified is answered only by a passage that speaks of that
 * time too: the contract's own terms do not tell what the incumbent is paid today.
 */
const standingWord =
  /^(?:previous(?:ly)?|former(?:ly)?|incumbent|current(?:ly)?|existing|outgoing|hitherto|today|bisherig\p{L}*|bisher|derzeitig\p{L}*|aktuell\p{L}*|vorig\p{L}*|fruher\p{L}*|heute|heutig\p{L}*|zurzeit|actuel\p{L}*|sortant\p{L}*|precedent\p{L}*|anterieur\p{L}*|aujourdhui|uscent\p{L}*|attual\p{L}*|oggi|odiern\p{L}*|finora|actual|actuales|actualmente|saliente\p{L}*|anterior|anteriores|hoy|huidig\p{L}*|vorige|eerder\p{L}*|momenteel|dotychczasow\p{L}*|obecn\p{L}*|poprzedni\p{L}*|dzis\p{L}*|atual\p{L}*)$/u;

/** Words a passage speaks of that time with besides the question's ("at present"). */
const pastWord = /^(?:present|presently)$/u;

/** Whether the question asks about the time before this contract or its present (see standingWord). */
function asksStanding(question: string): boolean {
  // "Previous" of the tenderer's own work ("previous contracts as references") is not the contract before this one.
  return tokenize(question).some(
    (token, at, tokens) =>
      standingWord.test(token.word) && (!/^(?:previous|former)/u.test(token.word) || tokens[at - 1]?.word === 'the'),
  );
}

/** Words opening a question whether something exists ("is there a …", "gibt es eine …"). */
const existential =
  /(?<!\p{L})(?:is there|are there|will there be|does there exist|gibt es|existiert|y a-t-il|y aura-t-il|existe-t-il|est-il prévu|est-elle prévue|c['’]è|ci sono|ci sarà|è previst[oaie]|sono previst[ie]|hay|existe|is er|zijn er|komt er|czy jest|czy są|czy istnieje|czy przewidziano)(?!\p{L})/iu;
const indefinite = new Set([
  'a',
  'an',
  'any',
  'some',
  'ein',
  'eine',
  'einen',
  'einer',
  'un',
  'une',
  'uno',
  'una',
  'unos',
  'unas',
  'een',
]);
const orWords = new Set(['or', 'oder', 'ou', 'o', 'oppure', 'u', 'lub', 'albo']);
/** Interrogatives followed by the noun they ask about ("which brand", "de quelle marque", "welche Firma"). */
const whichWords = new Set([
  'which',
  'what',
  'welche',
  'welcher',
  'welches',
  'welchen',
  'welchem',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'quale',
  'quali',
  'cual',
  'cuales',
  'welk',
  'welke',
  'jaki',
  'jaka',
  'jakie',
  'jakiego',
]);
/** Nouns that ask for a kind, not a subject ("what kind of …"). */
const genericNouns =
  /^(?:kind|kinds|type|types|sort|sorts|form|forms|art|arten|genre|genres|tipo|tipi|tipos|typ|typy|rodzaj|soort)$/u;
/** Verbs that follow "what" in English ("what happens if …"): no noun to look for. */
const whatVerbs =
  /^(?:happens?|happened|appl(?:y|ies|ied)|counts?|means?|changes?|matters?|remains?|follows?|occurs?|needs?|requires?|includes?|says?|costs?|pays?)$/u;

/**
 * The noun phrases a question is about, as runs of its token indices, one run per alternative ("a site visit or a
 * pre-tender meeting"): what an "is there" question asks for, or the noun after "which". Null when it names none.
 */
function subjectPhrases(question: string): number[][] | null {
  const tokens = tokenize(question);
  const runFrom = (from: number): number[] => {
    const run: number[] = [];
    for (let at = from; at < tokens.length && !isStopword(tokens[at]!.word); at++) run.push(at);
    return run;
  };
  const opening = existential.exec(question);
  if (opening) {
    const end = opening.index + opening[0].length;
    let at = tokens.findIndex((token) => token.start >= end);
    if (at < 0) return null;
    const article = tokens.slice(at, at + 5).findIndex((token) => indefinite.has(token.word));
    if (article >= 0) at += article + 1;
    const phrases: number[][] = [];
    while (at < tokens.length) {
      while (at < tokens.length && isStopword(tokens[at]!.word) && !orWords.has(tokens[at]!.word)) at++;
      const run = runFrom(at);
      if (run.length === 0) break;
      phrases.push(run);
      at += run.length;
      if (!orWords.has(tokens[at]?.word ?? '')) break;
      at++;
      while (at < tokens.length && indefinite.has(tokens[at]!.word)) at++;
    }
    return phrases.length > 0 ? phrases : null;
  }
  if (askedValue(question)) return null;
  const which = tokens.findIndex((token) => whichWords.has(token.word));
  const noun = tokens[which + 1];
  if (which < 0 || !noun || isStopword(noun.word) || genericNouns.test(noun.word) || /\d/u.test(noun.word)) return null;
  if (tokens[which]!.word === 'what' && whatVerbs.test(noun.word)) return null;
  return [[which + 1]];
}

const unitTokens = new WeakMap<IndexedUnit, StemmedToken[][]>();

/** A unit's words by piece, and the words that say what it is about: its table's head, its lead-in, its heading. */
function tokensOf(indexed: IndexedUnit, terms: TermBase): StemmedToken[][] {
  let pieces = unitTokens.get(indexed);
  if (!pieces) {
    const { unit } = indexed;
    const about = [unit.head?.join(' | ') ?? '', unit.leadIn ?? '', unit.headings[unit.headings.length - 1] ?? ''];
    pieces = [...unit.pieces.map((piece) => piece.text), ...about.filter(Boolean)].map((text) =>
      terms.stemTokens(tokenize(text), indexed.language),
    );
    unitTokens.set(indexed, pieces);
  }
  return pieces;
}

/**
 * Where a unit holds a slot by its whole word or by a term of its concept (a term of several words with its words
 * close together): token positions (piece, index); null when it does not hold it. A word is not held by a shorter
 * word of its stem ("brief" does not hold "briefing"), nor by a part of a compound.
 */
function holdings(slot: Slot, pieces: readonly StemmedToken[][]): [number, number][] | null {
  const positions: [number, number][] = [];
  const holds = (token: StemmedToken, value: string, word: string | undefined) =>
    (token.stem === value || token.parts.includes(value)) && (!word || token.word.length >= word.length - 2);
  for (const alternative of slot.alternatives) {
    if (alternative.part || alternative.synonym) continue;
    const [first, ...rest] = alternative.stems;
    const reach = alternative.stems.length + 1;
    pieces.forEach((tokens, piece) =>
      tokens.forEach((token, index) => {
        if (!holds(token, first!, alternative.words?.[0])) return;
        const near = rest.every((value, i) =>
          tokens.some((other, at) => Math.abs(at - index) <= reach && holds(other, value, alternative.words?.[i + 1])),
        );
        if (near) positions.push([piece, index]);
      }),
    );
  }
  if (slot.literal) {
    pieces.forEach((tokens, piece) =>
      tokens.forEach((token, index) => {
        if (token.word === slot.literal) positions.push([piece, index]);
      }),
    );
  }
  return positions.length > 0 ? positions : null;
}

/** Whether a unit holds a phrase of the question: its words, close together. */
function holdsPhrase(phrase: readonly Slot[], indexed: IndexedUnit, terms: TermBase): boolean {
  const pieces = tokensOf(indexed, terms);
  const placed: [number, number][][] = [];
  // Of three words or more, one may be said otherwise ("minimum" as "at least"): the others say what it is about.
  let unheld = phrase.length >= 3 ? 1 : 0;
  for (const slot of phrase) {
    const held = holdings(slot, pieces);
    if (held) placed.push(held);
    else if (unheld-- <= 0) return false;
  }
  if (placed.length <= 1) return true;
  // Words next to each other in the question stand within a few words of each other in the passage: two words
  // with at most two between them ("visit of the site"), three within six ("at least 40% of the marks for quality").
  const span = 3 * (placed.length - 1);
  return placed.some((positions) =>
    positions.some(([piece, from]) =>
      placed.every((others) => others.some(([p, at]) => p === piece && at >= from && at - from <= span)),
    ),
  );
}

/**
 * Whether a passage can answer the question at all: it holds one of the noun phrases the question is about, and
 * speaks of the previous or current work when the question does.
 */
function answers(scored: Scored, subjects: readonly number[][] | null, standing: boolean, terms: TermBase): boolean {
  if (standing) {
    const held = tokensOf(scored.indexed, terms).some((tokens) =>
      tokens.some((token) => standingWord.test(token.word) || pastWord.test(token.word)),
    );
    if (!held) return false;
  }
  if (!subjects) return true;
  return subjects.some((run) => {
    const phrase = scored.slots.filter((slot) => run.includes(slot.at));
    return phrase.length === 0 || holdsPhrase(phrase, scored.indexed, terms);
  });
}

/** The kinds of value a question asks for, most likely first; null when it asks for none. */
export function askedValue(question: string): ValueKind[] | null {
  const q = ` ${question.toLowerCase()} `;
  const has = (pattern: RegExp) => pattern.test(q);
  if (
    has(
      /\b(how long|how quickly|how soon|how often|wie lange|wie schnell|wie oft|combien de temps|en combien de temps|pendant combien|à quelle fréquence|quanto tempo|in quanto tempo|quanto (?:può )?dura\p{L}*|per quanto|cuánto tiempo|hoe lang|jak długo)\b/u,
    )
  ) {
    return ['duration', 'date', 'number'];
  }
  if (
    has(
      /\b(within how many days|entro quanti|how many (days|weeks|months|years|hours)|wie viele (tage|wochen|monate|jahre|stunden)|combien de (jours|semaines|mois|ans|heures))\b/u,
    )
  ) {
    return ['duration', 'number'];
  }
  if (
    has(
      /\b(when|by when|until when|what date|which date|what time|by what time|closing date|date and time|deadline for|what is the deadline|what's the deadline|an welchem tag|welches datum|quelle date|à quelle date|quel jour|in che data|quale data|in che giorno|bis wann|wann|ab wann|quand|jusqu'à quand|jusqu’à quand|quelle date|jusqu'à quelle date|entro quando|fino a quando|quando|entro quale data|in che giorno|cuándo|hasta cuándo|wanneer|kiedy|do kiedy)\b/u,
    )
  ) {
    return ['date', 'duration'];
  }
  if (
    has(
      /\b(what share|what percentage|up to what share|what proportion|how much does (?:the )?\p{L}+ (?:count|weigh)|how much is (?:the )?\p{L}+ worth|quanto pesa|quanto vale|wie stark wird|welcher anteil|wie viel prozent|quel pourcentage|quelle part|quel poids|quale percentuale|qué porcentaje)\b/u,
    )
  ) {
    return ['percent', 'number'];
  }
  if (
    has(
      /\b(how many|how far|wie viele|wieviele|wie weit|combien de|à quelle distance|quanti|quante|a quale distanza|quanto lontan\p{L}*|cuántos|cuántas|a qué distancia|hoeveel|hoe ver|ile)\b/u,
    )
  ) {
    return ['number', 'duration', 'percent', 'amount'];
  }
  if (
    has(
      /\b(how much|what amount|which amount|how high|what does it cost|what did (?:it|[\p{L}-]+(?: [\p{L}-]+){0,9}) cost|(?:what|which) (?:is|was) the (?:[\p{L}-]+ )?(?:budget|price|cost|fee)|quel est le (?:\p{L}+ )?(?:budget|prix|co[uû]t)|qual è il (?:\p{L}+ )?(?:budget|prezzo|costo)|wie hoch ist das budget|what do we pay|what must we pay|what would we pay|how much do we pay|kostet|was zahlen|combien co[uû]te|quanto costa|quanto si paga|wie hoch|wie viel|was kostet|welche[nrs]? (mindest|deckungs|betrag|summe|umsatz|höhe)|welche deckungssumme|combien|quel montant|a quanto ammonta|quanto|che massimale|qual è il fatturato|cuánto|cuál es el importe)\b/u,
    )
  ) {
    return ['amount', 'percent', 'number'];
  }
  if (
    has(
      /\b(minimum|maximum|limit|at least|at most|mindest\p{L}*|höchst\p{L}*|minimo|minima|massimo|massimale|minimal\p{L}*|maximal\p{L}*|plafond|fatturato|turnover|chiffre d'affaires|umsatz)\b/u,
    )
  ) {
    return ['amount', 'percent', 'number', 'duration'];
  }
  return null;
}

/** Words of money (cost, price, pay, budget, fee…): a question asking how much of it is answered by an amount only. */
const moneyWord =
  /(?<!\p{L})(?:cost|costs|price|prices|pay|paid|pays|fee|fees|budget|budgets|charge|charges|charged|kost\p{L}*|preis|preise|zahl\p{L}*|bezahl\p{L}*|entgelt\p{L}*|vergütung|prix|co[uû]t\p{L}*|pay[ée]\p{L}*|factur\p{L}*|rémunér\p{L}*|prezz[oi]|cost[oai]|pagat[oaie]|pag[aho]\p{L}*|compens[oi]|canone|precio|precios|coste|cuesta|pagado|prijs|betaal\p{L}*|cena|ceny|koszt\p{L}*|płac\p{L}*)(?!\p{L})/iu;

/** Whether the question asks how much money something is: only an amount answers it, not a share or a count. */
function asksMoney(question: string, wanted: { kinds: ValueKind[]; worded: boolean } | null): boolean {
  return !!wanted?.worded && wanted.kinds[0] === 'amount' && moneyWord.test(question);
}

/** Concepts whose questions ask for a value even without "how much" or "when". */
const conceptValues: Readonly<Record<string, ValueKind[]>> = {
  'g:response time': ['duration', 'number'],
  'g:penalty': ['amount', 'percent'],
  'g:insurance': ['amount'],
  'g:liability insurance': ['amount'],
  'g:professional indemnity': ['amount'],
  'g:coverage amount': ['amount'],
  'g:turnover': ['amount'],
  'g:bid bond': ['amount', 'percent'],
  'g:performance bond': ['amount', 'percent'],
  'g:advance payment': ['percent', 'amount'],
  'g:estimated value': ['amount'],
  'g:submission deadline': ['date'],
  'g:questions deadline': ['date'],
  'g:contract start': ['date'],
  'g:contract end': ['date'],
  'g:tender validity': ['duration', 'date'],
  'g:contract duration': ['duration', 'date'],
  'g:minimum score': ['number', 'percent'],
  'g:page limit': ['number'],
  'g:inception report': ['duration', 'date'],
  'g:interim report': ['date', 'duration'],
  'g:final report': ['date', 'duration'],
  'g:frequency': ['duration'],
  'g:weight': ['percent', 'number'],
  'g:points': ['number', 'percent'],
};

/** The value kinds a question asks for: by its wording, else by the concepts it names (then only guessed). */
function valueKinds(question: string, terms: TermBase): { kinds: ValueKind[]; worded: boolean } | null {
  const worded = askedValue(question);
  if (worded) return { kinds: worded, worded: true };
  const kinds: ValueKind[] = [];
  for (const match of terms.findConcepts(question, [guessLanguage(question) ?? 'en'])) {
    for (const kind of conceptValues[match.concept] ?? []) if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds.length > 0 ? { kinds, worded: false } : null;
}

const kindOf: Record<Quantity['kind'], ValueKind> = {
  amount: 'amount',
  number: 'number',
  percent: 'percent',
  duration: 'duration',
  date: 'date',
};

function isLabelNumber(unit: Unit, text: string, quantity: Quantity): boolean {
  if (quantity.value >= 1900 && quantity.value <= 2100 && Number.isInteger(quantity.value)) return true;
  const before = text.slice(0, quantity.start);
  const after = text.slice(quantity.end, quantity.end + 2);
  if (/^\s*$/u.test(before) && (/^[.)]/u.test(after) || /^\s/u.test(after) || after === '')) return true;
  if (/[\p{L}]$/u.test(before) || /^[\p{L}]/u.test(after)) return true;
  if (/\d[-/.+]$/u.test(before) || /^[-/+]\d/u.test(after)) return true;
  if (
    unit.cells &&
    unit.cells.some((cell) => cell.trim() === quantity.text.trim()) &&
    unit.cells[0]?.trim() === quantity.text.trim()
  ) {
    return true;
  }
  return false;
}

/** Where a clause ends: a semicolon or comma, or a word joining two clauses ("X for Lot 1 and Y for Lot 2"). */
const clauseBreak = /[;,]|\s(?:and|or|und|oder|et|ou|e|o|y|en|of|oraz|lub|i)\s/giu;

/** Clause numbers along a piece's text: a break inside a quantity ("€350,000", "three hundred and fifty") is none. */
function clausesOf(text: string, quantities: readonly Quantity[]): (position: number) => number {
  const breaks: number[] = [];
  for (const match of text.matchAll(clauseBreak)) {
    const at = match.index;
    if (quantities.some((quantity) => quantity.start <= at && at < quantity.end)) continue;
    breaks.push(at);
  }
  return (position) => breaks.filter((at) => at < position).length;
}

/** Whether a quantity fills a cell of a table row on its own (the row's figure, not a figure in its wording). */
function fillsCell(unit: Unit, quantity: Quantity): boolean {
  return !!unit.cells && unit.cells.slice(1).some((cell) => cell.trim() === quantity.text.trim());
}

/**
 * The value in a passage of the first kind asked for: in the clause holding most of the question's names and
 * numbers ("Lot 1", "Category 3"), a table cell of its own before a figure inside a cell's words, then nearest the
 * matched words.
 */
function valueIn(
  passage: AnswerPassage,
  unit: Unit,
  asked: readonly ValueKind[],
  questionNumbers: ReadonlySet<number> = new Set(),
  pins: ReadonlySet<string> = new Set(),
): AnswerValue | null {
  const found: {
    quantity: Quantity;
    piece: Unit['pieces'][number];
    page: number;
    start: number;
    end: number;
    pinned: number;
  }[] = [];
  for (const piece of unit.pieces) {
    const quantities = findQuantities(piece.text, unit.language);
    const clauseAt = clausesOf(piece.text, quantities);
    const pinsByClause = new Map<number, Set<string>>();
    for (const token of tokenize(piece.text)) {
      if (!pins.has(token.word)) continue;
      const clause = clauseAt(token.start);
      pinsByClause.set(clause, (pinsByClause.get(clause) ?? new Set()).add(token.word));
    }
    for (const quantity of quantities) {
      found.push({
        quantity,
        piece,
        page: piece.page,
        start: piece.start + quantity.start,
        end: piece.start + quantity.end,
        pinned: pinsByClause.get(clauseAt(quantity.start))?.size ?? 0,
      });
    }
  }
  for (const kind of asked) {
    const ofKind = found.filter((item) => kindOf[item.quantity.kind] === kind);
    // A number that labels a row, item or section ("1", "T2", "4.1") is no answer, nor is a year alone.
    const useful = ofKind.filter(
      (item) =>
        !questionNumbers.has(item.quantity.value) &&
        (kind !== 'number' || !isLabelNumber(unit, item.piece.text, item.quantity)),
    );
    if (useful.length === 0) continue;
    const marks = passage.marks;
    const distance = (item: (typeof useful)[number]) =>
      marks.length === 0
        ? 0
        : Math.min(...marks.map((mark) => (mark.page === item.page ? Math.abs(mark.start - item.start) : 10_000)));
    const cell = (item: (typeof useful)[number]) => (fillsCell(unit, item.quantity) ? 0 : 1);
    const best = [...useful].sort((a, b) => b.pinned - a.pinned || cell(a) - cell(b) || distance(a) - distance(b))[0]!;
    return {
      kind,
      text: best.quantity.text,
      quantity: best.quantity,
      documentId: unit.documentId,
      page: best.page,
      mark: { page: best.page, start: best.start, end: best.end },
    };
  }
  return null;
}

function aroundOf(index: QuestionIndex | null, unit: Unit): AnswerPassage['around'] {
  const first = unit.pieces[0]!;
  let start = first.start;
  let end = first.end;
  for (const offset of [-2, -1, 1, 2]) {
    const other = index ? unitAt(index, unit, offset) : null;
    for (const piece of other?.pieces ?? []) {
      if (piece.page !== first.page) continue;
      start = Math.min(start, piece.start);
      end = Math.max(end, piece.end);
    }
  }
  return { page: first.page, start, end };
}

function passageOf(scored: Scored, terms: TermBase, index: QuestionIndex | null = null): AnswerPassage {
  const { unit } = scored.indexed;
  const language = scored.indexed.language;
  const matchedStems = new Set<string>();
  const literals = new Set<string>();
  for (const [slot, value] of scored.slotMatches) {
    if (value <= 0) continue;
    for (const alternative of slot.alternatives) for (const value of alternative.stems) matchedStems.add(value);
    if (slot.literal) literals.add(slot.literal);
  }
  const marks: Mark[] = [];
  const matched: string[] = [];
  for (const piece of unit.pieces) {
    for (const token of terms.stemTokens(tokenize(piece.text), language)) {
      if (isStopword(token.word)) continue;
      const hit =
        matchedStems.has(token.stem) || token.parts.some((part) => matchedStems.has(part)) || literals.has(token.word);
      if (!hit) continue;
      marks.push({ page: piece.page, start: piece.start + token.start, end: piece.start + token.end });
      const written = piece.text.slice(token.start, token.end);
      if (!matched.includes(written)) matched.push(written);
    }
  }
  const pages = [...new Set(unit.pieces.map((piece) => piece.page))];
  return {
    documentId: unit.documentId,
    fileName: unit.fileName,
    page: pages[0]!,
    pages,
    quote: unit.pieces.map((piece) => piece.text).join(' '),
    context: unit.head ? unit.head.join(' | ') : unit.leadIn,
    headings: unit.headings,
    marks,
    matched,
    score: scored.score,
    around: aroundOf(index, unit),
  };
}

/** The unit `offset` places from this one in its document, when it stands on the same page or the next. */
function unitAt(index: QuestionIndex, unit: Unit, offset: number): Unit | null {
  const other = index.units.find(
    (item) => item.unit.documentId === unit.documentId && item.unit.order === unit.order + offset,
  )?.unit;
  if (!other) return null;
  const from = unit.pieces[0]!.page;
  const to = unit.pieces[unit.pieces.length - 1]!.page;
  const page = other.pieces[0]!.page;
  return page >= from - (offset < 0 ? 0 : 0) && page <= to + 1 && page >= from ? other : null;
}

/** The unit, when it stands under the same headings as `unit`. */
function sameSection(other: Unit | null, unit: Unit): Unit | null {
  return other && other.headings.join('\n') === unit.headings.join('\n') ? other : null;
}

function closestOf(scored: Scored): Answer['closest'] {
  const unit = scored.indexed.unit;
  return {
    documentId: unit.documentId,
    fileName: unit.fileName,
    page: unit.pieces[0]!.page,
    section: unit.headings[unit.headings.length - 1] ?? null,
  };
}

export interface AskOptions {
  /** How many passages the answer shows (the first is the answer). */
  limit?: number;
  /** With false, the best passages are given even below the relevance floor (for a model to judge). */
  floor?: boolean;
}

/** Units of the documents, indexed for questions: made once per set of documents and reused for each question. */
export interface QuestionIndex {
  units: IndexedUnit[];
}

export function indexDocuments(
  documents: readonly ReadableDocument[],
  terms: TermBase,
  leaveOut: (text: string) => boolean = () => false,
): QuestionIndex {
  const units = readUnits(documents).filter((unit) => unit.text.trim().length >= 3 && !leaveOut(unit.text));
  return { units: indexUnits(units, terms) };
}

/** The answer to a question from indexed documents. */
export function askDocuments(
  index: QuestionIndex,
  question: string,
  terms: TermBase,
  options: AskOptions = {},
): Answer {
  const limit = options.limit ?? 3;
  const questionLanguage = guessLanguage(question);
  const wanted = valueKinds(question, terms);
  const asked = wanted?.kinds ?? null;
  const questionNumbers = new Set(
    tokenize(question)
      .filter((token) => /^\d+$/u.test(token.word))
      .map((token) => Number(token.word)),
  );
  const byLanguage = new Map<string | null, IndexedUnit[]>();
  for (const unit of index.units) {
    const list = byLanguage.get(unit.language) ?? [];
    list.push(unit);
    byLanguage.set(unit.language, list);
  }
  const scored: Scored[] = [];
  const missingByLanguage: string[][] = [];
  for (const [language, units] of byLanguage) {
    const slots = questionSlots(question, questionLanguage, language, terms);
    if (slots.length === 0) continue;
    weighSlots(slots, units);
    scored.push(...scoreUnits(slots, units));
    missingByLanguage.push(
      slots.filter((slot) => !slot.seen && (slot.alternatives.length > 1 || slot.literal)).map((slot) => slot.word),
    );
  }
  const missing =
    missingByLanguage.reduce<string[] | null>(
      (common, list) => (common === null ? list : common.filter((word) => list.includes(word))),
      null,
    ) ?? [];
  // Of passages holding the same words, the shorter says it more directly.
  scored.sort(
    (a, b) =>
      b.score - a.score || a.indexed.body.size - b.indexed.body.size || a.indexed.unit.order - b.indexed.unit.order,
  );
  const top = scored[0];
  const empty: Answer = {
    found: false,
    passages: [],
    value: null,
    asked,
    closest: null,
    relevance: top?.relevance ?? 0,
    share: top?.share ?? 0,
    questionLanguage,
    missing,
  };
  if (!top || top.score <= 0) return empty;
  // Only a passage about what the question asks about answers it: the thing asked for, at the time asked about.
  const subjects = subjectPhrases(question);
  const standing = asksStanding(question);
  const eligible =
    (subjects || standing) && options.floor !== false
      ? scored.filter((item) => item.relevance >= relevanceFloor && answers(item, subjects, standing, terms))
      : scored;
  const best = eligible[0] ?? top;
  if ((best.relevance < relevanceFloor || eligible.length === 0) && options.floor !== false) {
    return { ...empty, closest: closestOf(top) };
  }
  // Of the passages nearly as relevant as the best, one that holds the value asked for answers first.
  // A value only guessed from the concepts named ("may we submit a variant?" names the submission) is taken from
  // the best passage, never a reason to put another first.
  const money = asksMoney(question, wanted);
  const contenders = wanted?.worded ? eligible.filter((item) => item.score >= best.score * 0.85).slice(0, 5) : [best];
  let first = best;
  let value: AnswerValue | null = null;
  if (asked) {
    const pins = new Set(
      tokenize(question)
        .filter((token, at) => isLiteral(question.slice(token.start, token.end), at) && !isStopword(token.word))
        .map((token) => token.word),
    );
    // The kind asked for first, in any of the contenders, before a kind asked for second in the best of them.
    contend: for (const kind of money ? ['amount' as const] : asked) {
      for (const candidate of contenders) {
        const passage = passageOf(candidate, terms);
        const found = valueIn(passage, candidate.indexed.unit, [kind], questionNumbers, pins);
        if (found) {
          first = candidate;
          value = found;
          break contend;
        }
      }
    }
    // A sentence that names the subject often leaves the figure to the next one, or to the row below.
    // The next article's figure is another thing's.
    search: for (const kind of value ? [] : money ? ['amount' as const] : asked) {
      for (const offset of [1, -1, 2]) {
        const near = sameSection(unitAt(index, best.indexed.unit, offset), best.indexed.unit);
        const found = near
          ? valueIn({ ...passageOf(best, terms), marks: [] }, near, [kind], questionNumbers, pins)
          : null;
        if (found) {
          value = found;
          break search;
        }
      }
    }
  }
  // Asked what something costs, a passage without an amount does not say: its share or count is another thing's.
  if (money && !value && options.floor !== false) return { ...empty, closest: closestOf(top) };
  const chosen: Scored[] = [first];
  for (const item of scored) {
    if (chosen.length >= limit || (item.relevance < relevanceFloor * 0.75 && options.floor !== false)) break;
    if (item.score <= 0) break;
    if (chosen.includes(item)) continue;
    if (chosen.some((other) => other.indexed.unit.text === item.indexed.unit.text)) continue;
    chosen.push(item);
  }
  return {
    found: true,
    passages: chosen.map((item) => passageOf(item, terms, index)),
    value,
    asked,
    closest: null,
    relevance: best.relevance,
    share: best.share,
    questionLanguage,
    missing,
  };
}
