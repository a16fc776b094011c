// The multilingual term base: concepts (procurement glossary entries, CPV codes, countries) with their terms in
// the EU's languages. It finds the concepts a text names (a question, a search query) and gives a concept's words
// in another language, comparing words by their stems and splitting German and Dutch compounds against it.
import { compoundLanguages, splitCompound } from './compounds';
import { stopwordsByLanguage } from './stopwords';
import { baseLanguage, isStopword, stem, tokenize, type Token } from './words';

export type TermSource = 'glossary' | 'cpv' | 'country';

/** One term of a concept in one language, as the database stores it. */
export interface TermRow {
  concept: string;
  source: TermSource;
  language: string;
  term: string;
}

interface TermForm {
  concept: string;
  source: TermSource;
  term: string;
  /** Stems of the term's words that are not function words, in order. */
  stems: string[];
}

interface LanguageIndex {
  /** Terms by the stem of their first word, longest first. */
  byFirstStem: Map<string, TermForm[]>;
  /** Folded words and stems of the language's terms, for compound splitting. */
  words: Set<string>;
  stems: Set<string>;
}

/** Where a concept is named in a text: its term, and the tokens (indexes) it covers. */
export interface ConceptMatch {
  concept: string;
  source: TermSource;
  language: string;
  term: string;
  first: number;
  last: number;
}

/** A word with the stems it is compared by. */
export interface StemmedToken extends Token {
  stem: string;
  /** For compounds: the stems of its parts. */
  parts: string[];
}

/** Generic words of CPV labels ("services", "Dienste", "travaux"): a label is named by its other words. */
export const genericLabelWords: ReadonlySet<string> = new Set([
  'service',
  'services',
  'work',
  'works',
  'product',
  'products',
  'supply',
  'supplies',
  'equipment',
  'related',
  'dienst',
  'dienste',
  'dienstleistungen',
  'leistungen',
  'arbeiten',
  'erzeugnisse',
  'waren',
  'ausrustung',
  'service',
  'services',
  'travaux',
  'produits',
  'fournitures',
  'materiel',
  'servizi',
  'servizio',
  'lavori',
  'prodotti',
  'servicios',
  'trabajos',
  'productos',
  'diensten',
  'werken',
  'producten',
  'uslugi',
  'roboty',
  'produkty',
  'servicos',
  'obras',
  'produtos',
]);

export class TermBase {
  private readonly rows: readonly TermRow[];
  private readonly byConcept = new Map<string, TermRow[]>();
  private readonly indexes = new Map<string, LanguageIndex>();
  private readonly languageRows = new Map<string, TermRow[]>();

  constructor(rows: readonly TermRow[]) {
    this.rows = rows;
    for (const row of rows) {
      const list = this.byConcept.get(row.concept) ?? [];
      list.push(row);
      this.byConcept.set(row.concept, list);
      const byLanguage = this.languageRows.get(row.language) ?? [];
      byLanguage.push(row);
      this.languageRows.set(row.language, byLanguage);
    }
  }

  get size(): number {
    return this.rows.length;
  }

  get conceptCount(): number {
    return this.byConcept.size;
  }

  languages(): string[] {
    return [...this.languageRows.keys()];
  }

  private index(language: string): LanguageIndex {
    let index = this.indexes.get(language);
    if (index) return index;
    index = { byFirstStem: new Map(), words: new Set(), stems: new Set() };
    for (const row of this.languageRows.get(language) ?? []) {
      const tokens = tokenize(row.term).filter((token) => !isStopword(token.word) && token.word.length >= 2);
      if (tokens.length === 0) continue;
      for (const token of tokens) {
        if (token.word.length >= 3) index.words.add(token.word);
      }
      const stems = tokens.map((token) => stem(token.word, language));
      for (const value of stems) index.stems.add(value);
      const form: TermForm = { concept: row.concept, source: row.source, term: row.term, stems };
      const list = index.byFirstStem.get(stems[0]!) ?? [];
      list.push(form);
      index.byFirstStem.set(stems[0]!, list);
    }
    for (const list of index.byFirstStem.values()) list.sort((a, b) => b.stems.length - a.stems.length);
    this.indexes.set(language, index);
    return index;
  }

  /** A folded word's compound parts in a language that writes compounds (null for other words). */
  compoundParts(word: string, language: string | null, extra?: ReadonlySet<string>): string[] | null {
    const code = baseLanguage(language);
    if (!code || !compoundLanguages.has(code) || word.length < 7) return null;
    const index = this.index(code);
    return splitCompound(word, { has: (part) => index.words.has(part) || (extra?.has(part) ?? false) }, (part) =>
      index.stems.has(stem(part, code)),
    );
  }

  /** Words with their stems in a language, and compounds with their parts' stems. */
  stemTokens(tokens: readonly Token[], language: string | null, extra?: ReadonlySet<string>): StemmedToken[] {
    return tokens.map((token) => {
      const parts = this.compoundParts(token.word, language, extra) ?? [];
      return { ...token, stem: stem(token.word, language), parts: parts.map((part) => stem(part, language)) };
    });
  }

  /**
   * The concepts named in a text, per language tried: the longest term at each word wins; a term of one word that
   * is a compound's part counts too (Mindestumsatz names turnover through "Umsatz").
   */
  findConcepts(
    text: string,
    languages: readonly string[],
    sources: readonly TermSource[] = ['glossary'],
  ): ConceptMatch[] {
    const tokens = tokenize(text);
    const matches: ConceptMatch[] = [];
    for (const language of languages) {
      const index = this.index(language);
      const stemmed = this.stemTokens(tokens, language);
      stemmed.forEach((token, at) => {
        if (isStopword(token.word)) return;
        const candidates = [token.stem, ...token.parts];
        for (const first of candidates) {
          for (const form of index.byFirstStem.get(first) ?? []) {
            if (!sources.includes(form.source)) continue;
            if (first !== token.stem && form.stems.length > 1) continue;
            const last = matchFrom(stemmed, at, form.stems);
            if (last === null) continue;
            matches.push({ concept: form.concept, source: form.source, language, term: form.term, first: at, last });
          }
        }
      });
    }
    return matches;
  }

  /** A concept's terms in a language (none when the term base has none there). */
  terms(concept: string, language: string | null): string[] {
    const code = baseLanguage(language);
    return (this.byConcept.get(concept) ?? []).filter((row) => row.language === code).map((row) => row.term);
  }

  /** A concept's label in a language: its first term there, else its English one. */
  label(concept: string, language: string | null): string | null {
    return this.terms(concept, language)[0] ?? this.terms(concept, 'en')[0] ?? null;
  }

  /**
   * CPV codes a query names: those whose label, generic words aside ("services", "Dienste"), is covered by the
   * query's words or their compound parts in that language. Best covered first.
   */
  cpvCodesFor(text: string, languages: readonly string[]): { code: string; language: string; label: string }[] {
    const tokens = tokenize(text).filter((token) => !isStopword(token.word));
    if (tokens.length === 0) return [];
    const found = new Map<string, { code: string; language: string; label: string; words: number }>();
    for (const language of languages) {
      const index = this.index(language);
      const stemmed = this.stemTokens(tokens, language);
      const have = new Set(stemmed.flatMap((token) => [token.stem, ...token.parts]));
      const seen = new Set<TermForm>();
      for (const value of have) {
        for (const forms of [index.byFirstStem.get(value) ?? []]) {
          for (const form of forms) seen.add(form);
        }
      }
      // Labels whose distinctive words start with a word of the query are checked; others cannot be covered.
      for (const form of this.cpvForms(language, have)) seen.add(form);
      for (const form of seen) {
        if (form.source !== 'cpv') continue;
        const distinctive = this.distinctiveStems(form, language);
        if (distinctive.length === 0 || distinctive.length > 3) continue;
        if (!distinctive.every((value) => have.has(value))) continue;
        const code = form.concept.slice('cpv:'.length);
        const previous = found.get(code);
        if (!previous || distinctive.length > previous.words) {
          found.set(code, { code, language, label: form.term, words: distinctive.length });
        }
      }
    }
    return [...found.values()]
      .sort((a, b) => b.words - a.words || a.code.localeCompare(b.code))
      .map(({ code, language, label }) => ({ code, language, label }));
  }

  private readonly cpvByStem = new Map<string, Map<string, TermForm[]>>();
  private readonly distinctive = new Map<TermForm, string[]>();

  private distinctiveStems(form: TermForm, language: string): string[] {
    let stems = this.distinctive.get(form);
    if (!stems) {
      const code = baseLanguage(language);
      stems = [];
      const functionWords = (code && stopwordsByLanguage.get(code)) || new Set<string>();
      for (const token of tokenize(form.term)) {
        if (functionWords.has(token.word) || genericLabelWords.has(token.word) || token.word.length < 2) continue;
        const parts = this.compoundParts(token.word, code);
        // A compound label word ("Reinigungsdienste") is named by its parts other than generic ones.
        const kept = parts ? parts.filter((part) => !genericLabelWords.has(part)) : [token.word];
        if (parts && kept.length === 1) stems.push(stem(kept[0]!, code));
        else stems.push(stem(token.word, code));
      }
      this.distinctive.set(form, stems);
    }
    return stems;
  }

  private cpvForms(language: string, have: ReadonlySet<string>): TermForm[] {
    let byStem = this.cpvByStem.get(language);
    if (!byStem) {
      byStem = new Map();
      const index = this.index(language);
      for (const forms of index.byFirstStem.values()) {
        for (const form of forms) {
          if (form.source !== 'cpv') continue;
          for (const value of new Set(this.distinctiveStems(form, language))) {
            const list = byStem.get(value) ?? [];
            list.push(form);
            byStem.set(value, list);
          }
        }
      }
      this.cpvByStem.set(language, byStem);
    }
    return [...have].flatMap((value) => byStem.get(value) ?? []);
  }
}

/** The index of the last token of `stems` matched in order from `at` (function words between are skipped). */
function matchFrom(tokens: readonly StemmedToken[], at: number, stems: readonly string[]): number | null {
  let position = at;
  for (let i = 0; i < stems.length; i++) {
    while (i > 0 && position < tokens.length && isStopword(tokens[position]!.word)) position++;
    const token = tokens[position];
    if (!token) return null;
    const matches = token.stem === stems[i] || (stems.length === 1 && token.parts.includes(stems[i]!));
    if (!matches) return null;
    if (i < stems.length - 1) position++;
  }
  return position;
}
