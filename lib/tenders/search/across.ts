// Search across languages: a query whose words name concepts of the term base (a glossary entry, a CPV code's
// label) also finds tenders that name the same concept in another language — by the concept's terms in the other
// languages, and by the CPV code itself — ranked below the tenders that match the words as written. The result
// card says why such a tender matched ("matched: cleaning services — Reinigungsdienste").
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@/lib/db';
import { tenders } from '@/lib/db/schema';
import {
  genericLabelWords,
  glossaryLanguages,
  guessLanguage,
  isStopword,
  loadTermBase,
  tokenize,
  type TermBase,
} from '@/lib/terms';

/** The concepts a query names, and how to find them in other languages. */
export interface AcrossLanguages {
  /** The language the query seems to be in (null when its words tell none). */
  language: string | null;
  /** Glossary concepts the whole query names, with their terms in every language: searched as alternatives. */
  concepts: { concept: string; label: string; terms: Map<string, string[]> }[];
  /** CPV codes the query names (their labels' distinctive words are the query's). */
  cpv: { code: string; label: string }[];
  /** The other languages' terms as one web-search query ("a or b or …"), null when there are none. */
  alternatives: string | null;
}

/**
 * The glossary concepts that name what is bought, which a search widens to: the procedure's own words ("services",
 * "contract", "deadline", "school") name no subject, and in eight languages would match most of the tenders.
 */
const subjects = new Set(
  [
    'cleaning',
    'catering',
    'production kitchen',
    'vehicle',
    'electric vehicle',
    'winter service',
    'de-icing salt',
    'roads',
    'road maintenance',
    'drainage',
    'gully emptier',
    'lift',
    'heating',
    'maintenance',
    'evaluation',
    'survey',
    'organic',
    'parking',
    'equipment',
    'security guards',
    'workwear',
    'furniture',
    'laundry',
    'pest control',
    'landscaping',
    'school transport',
    'medical equipment',
    'pharmaceuticals',
    'laboratory',
    'printing',
    'postal services',
    'fuel',
    'demolition',
    'roofing',
    'IT services',
    'hardware',
    'street lighting',
    'asphalt',
    'road marking',
    'bridge',
    'water supply',
    'electricity',
    'waste',
    'training',
    'sports facilities',
  ].map((id) => `g:${id}`),
);

/** Words too general to name a subject on their own ("services" is a term of maintenance, and of most tenders). */
const tooGeneral = new Set([
  'service',
  'services',
  'servicing',
  'serviced',
  'work',
  'works',
  'supply',
  'supplies',
  'product',
  'products',
]);

/** Most alternatives a query expands to: a concept's commonest one-word terms in each language. */
const maxAlternatives = 40;
const termsPerLanguage = 5;
const maxCpvCodes = 4;

const readyKey = Symbol.for('tenderscope.searchTerms');
type Ready = { [readyKey]?: WeakMap<Database, TermBase> };

/** The term base of searches on this database, once prepared; null before (the search is then as written). */
function termBaseFor(db: Database): TermBase | null {
  return (globalThis as Ready)[readyKey]?.get(db) ?? null;
}

/**
 * Writes (when it changed) and loads the term base searches widen queries with. A server does it when it starts;
 * until it is ready, searches are of the words as written, so no search ever waits for it.
 */
export async function prepareSearchTerms(db: Database): Promise<void> {
  const terms = await loadTermBase(db, { sources: ['glossary', 'cpv'], languages: glossaryLanguages });
  // The indexes of the languages queries are tried in are built on first use: build them now.
  terms.findConcepts('cleaning', glossaryLanguages);
  terms.cpvCodesFor('cleaning', glossaryLanguages);
  ((globalThis as Ready)[readyKey] ??= new WeakMap()).set(db, terms);
}

function quoted(term: string): string {
  const clean = term.replace(/["]/gu, ' ').trim();
  return /\s/u.test(clean) ? `"${clean}"` : clean;
}

/**
 * What a query names across languages; null when it names nothing the term base knows as a whole (a concept
 * must account for every word of the query, so "cleaning Graz" is searched as written).
 */
export async function acrossLanguages(db: Database, query: string): Promise<AcrossLanguages | null> {
  const words = tokenize(query).filter((token) => !isStopword(token.word) && token.word.length >= 2);
  if (words.every((token) => tooGeneral.has(token.word))) return null;
  if (words.length === 0 || words.length > 4 || /["\-]/u.test(query.replace(/(\p{L})-(\p{L})/gu, '$1$2'))) return null;
  const terms = termBaseFor(db);
  if (!terms) return null;
  const language = guessLanguage(query);
  const tried = language
    ? [language, ...glossaryLanguages.filter((code) => code !== language)]
    : [...glossaryLanguages];
  const tokens = tokenize(query);
  const content = tokens
    .map((token, index) => ({ token, index }))
    .filter(({ token }) => !isStopword(token.word) && token.word.length >= 2)
    .map(({ index }) => index);

  const matches = terms.findConcepts(query, tried);
  // A concept counts when one of its terms covers every word of the query; the query's own language first.
  const covering = matches.filter(
    (match) => subjects.has(match.concept) && content.every((index) => match.first <= index && index <= match.last),
  );
  const concepts: AcrossLanguages['concepts'] = [];
  for (const match of covering) {
    if (concepts.some((known) => known.concept === match.concept)) continue;
    const byLanguage = new Map<string, string[]>();
    for (const code of glossaryLanguages) byLanguage.set(code, terms.terms(match.concept, code));
    concepts.push({ concept: match.concept, label: match.term, terms: byLanguage });
  }
  const cpv = terms
    .cpvCodesFor(query, tried)
    .filter((hit) => coversQuery(terms, hit.label, hit.language, query))
    .filter((hit) => hit.language === language || sharesWords(terms, hit.label, hit.language, query))
    .slice(0, maxCpvCodes)
    .map((hit) => ({ code: hit.code, label: hit.label }));
  if (concepts.length === 0 && cpv.length === 0) return null;

  // One-word terms only, and the commonest of each language: each is a plain lexeme the GIN index answers alone
  // (phrases and weights would need every candidate row read again), so a widened search costs a few more index
  // lookups, not a scan.
  const alternatives: string[] = [];
  const asWritten = new Set(tokens.map((token) => token.word));
  for (const { terms: byLanguage } of concepts) {
    for (const list of byLanguage.values()) {
      const single = list.filter((term) => tokenize(term).length === 1);
      for (const term of single.filter((term) => !tooGeneral.has(tokenize(term)[0]!.word)).slice(0, termsPerLanguage)) {
        if (asWritten.has(tokenize(term)[0]!.word)) continue;
        if (!alternatives.includes(term)) alternatives.push(term);
      }
    }
  }
  const chosen = alternatives.slice(0, maxAlternatives);
  return {
    language,
    concepts,
    cpv,
    alternatives: chosen.length > 0 ? chosen.map(quoted).join(' or ') : null,
  };
}

/** Whether a CPV label names all of the query: each query word is one of the label's words or a compound's head. */
function coversQuery(terms: TermBase, label: string, language: string, query: string): boolean {
  const labelTokens = terms.stemTokens(tokenize(label), language);
  const have = new Set(labelTokens.flatMap((token) => [token.stem, ...token.parts]));
  const queryTokens = terms.stemTokens(
    tokenize(query).filter((token) => !isStopword(token.word)),
    language,
  );
  return queryTokens.every(
    (token) => have.has(token.stem) || (token.parts.length > 0 && have.has(token.parts.at(-1)!)),
  );
}

/**
 * Whether a label in a language the query is not known to be in names it by the same words as written (or their
 * compound parts): stems alone make false friends across languages (English "school", Dutch "schol", plaice).
 */
function sharesWords(terms: TermBase, label: string, language: string, query: string): boolean {
  const asked = new Set(
    tokenize(query).flatMap((token) => [token.word, ...(terms.compoundParts(token.word, language) ?? [])]),
  );
  const named = tokenize(label).filter((token) => !isStopword(token.word) && !genericLabelWords.has(token.word));
  return (
    named.length > 0 &&
    named.every((token) => {
      const parts = terms.compoundParts(token.word, language) ?? [];
      return asked.has(token.word) || parts.some((part) => asked.has(part) && !genericLabelWords.has(part));
    })
  );
}

/** Why a tender that did not match the query as written was found: the concept, in the query's and its language. */
export async function matchReason(
  db: Database,
  across: AcrossLanguages,
  tender: { cpvCode: string | null; languageCode: string; title: string },
): Promise<string | null> {
  const terms = termBaseFor(db);
  if (!terms) return null;
  const language = tender.languageCode;
  const cpv = tender.cpvCode ? across.cpv.find((hit) => cpvWithin(tender.cpvCode!, hit.code)) : undefined;
  if (cpv) {
    const own = terms.label(`cpv:${cpv.code}`, language) ?? cpv.label;
    const asked = terms.label(`cpv:${cpv.code}`, across.language ?? 'en') ?? cpv.label;
    return own === asked ? `matched: ${asked}` : `matched: ${lowerFirst(asked)} — ${own}`;
  }
  for (const concept of across.concepts) {
    const inTender = concept.terms.get(language) ?? [];
    const title = tokenize(tender.title).map((token) => token.word);
    const named =
      inTender.find((term) =>
        tokenize(term).every((token) => title.some((word) => word.startsWith(token.word.slice(0, 5)))),
      ) ?? inTender[0];
    if (named) return `matched: ${concept.label} — ${named}`;
  }
  return null;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Whether a CPV code is the given one or below it in the hierarchy (90911200 is within 90910000). */
export function cpvWithin(code: string, ancestor: string): boolean {
  const stem = ancestor.replace(/0+$/u, '');
  return code.startsWith(stem.length >= 2 ? stem : ancestor.slice(0, 2));
}

/**
 * For the results of a search widened across languages: why each one that does not match the query as written was
 * found, by tender id.
 */
export async function explainMatches(
  db: Database,
  condition: { across: AcrossLanguages | null; asWritten: SQL | null },
  items: readonly { id: string; cpvCode: string | null; languageCode: string; title: string }[],
): Promise<Record<string, string>> {
  const { across, asWritten } = condition;
  if (!across || !asWritten || items.length === 0) return {};
  const direct = await queryRows<{ id: string }>(
    db,
    sql`select ${tenders.id} as id from ${tenders}
        where ${tenders.id} = any(${sql.param(items.map((item) => item.id))}::text[]) and ${asWritten}`,
  );
  const asWrittenIds = new Set(direct.map((row) => row.id));
  const reasons: Record<string, string> = {};
  for (const item of items) {
    if (asWrittenIds.has(item.id)) continue;
    const reason = await matchReason(db, across, item);
    if (reason) reasons[item.id] = reason;
  }
  return reasons;
}
