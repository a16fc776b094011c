// CPV suggestions without a model: the words of a company profile (name, industry, description) matched to the
// labels of CPV codes in every language the CPV list carries (English and German: a profile may mix them), the codes
// of its industry first, services before goods and works, and the codes of the company's past wins before all.
// Every suggestion says which words, or which wins, it comes from.
import { listCpvCodes, type CpvCode, type CpvLang, foldText } from '@/lib/reference';
import type { CpvSuggestionInput, SuggestedCode } from './types';

/** Where a profile's word was found, as the reason names it. */
type Field = 'name' | 'industry' | 'description';

const fieldNames: Readonly<Record<Field, string>> = {
  name: 'your company name',
  industry: 'your industry',
  description: 'your description',
};
/** The industry says most about what a company does; its name least. */
const fieldWeights: Readonly<Record<Field, number>> = { industry: 1.5, description: 1, name: 0.6 };

// Words too common in profiles or labels to say what a company does (folded).
const stopWords = new Set(
  [
    // English
    'a an as at by in of on to and or the for with from into onto over under about across our ours your yours their they them this that these',
    'those have has had been being will would can could also more most than such other others all any some each',
    'company companies business businesses firm group limited ltd gmbh inc services service supply supplies works',
    'work working products product solutions solution provider providers providing provide provides offer offers',
    'offering including include includes various general based since years year team customers clients client public',
    'private sector sectors industry industries specialised specialized specialist specialists professional quality',
    'high best leading new wide range full complete customer small medium large national international europe european',
    'austria germany vienna region regional local area areas field fields activities activity',
    // German
    'am im um zu bis und oder der die das den dem des ein eine einer eines einem einen fur mit von vom zum zur beim aus nach uber',
    'unter wir unsere unser unserer ihre ihr sie ist sind seit jahren jahre jahr firma unternehmen betrieb gmbh',
    'dienstleistungen dienstleistung leistungen leistung lieferung lieferungen arbeiten produkte produkt losungen',
    'losung bereich bereichen sowie auch alle als wie kunden kunde offentliche offentlichen offentlicher private',
    'privaten osterreich deutschland wien region regionen gesamten komplette kompletten qualitat hochwertige',
    'spezialisiert fachbetrieb fachfirma anbieter angebot bieten tatig tatigkeit',
  ]
    .join(' ')
    .split(' '),
);

const minTermLength = 4;
/** A word found in more labels than this says nothing particular ('equipment', 'systems'). */
const maxLabelsPerTerm = 400;
const maxSuggestions = 10;
const maxPerGroup = 3;
const maxFromWins = 5;

interface Term {
  /** Folded. */
  word: string;
  /** As the user wrote it, for the reason. */
  original: string;
  fields: Set<Field>;
}

interface LabelIndex {
  codes: readonly CpvCode[];
  /** Each code's folded label words, stop words left out. */
  words: readonly (readonly string[])[];
  /** Distinct label word → the codes whose label has it. */
  byWord: ReadonlyMap<string, readonly number[]>;
}

const indexes = new Map<CpvLang, LabelIndex>();

function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

function labelIndex(lang: CpvLang): LabelIndex {
  let index = indexes.get(lang);
  if (!index) {
    const codes = listCpvCodes();
    const words = codes.map((entry) => [
      ...new Set(splitWords(foldText(entry[lang])).filter((w) => w.length >= 2 && !stopWords.has(w))),
    ]);
    const byWord = new Map<string, number[]>();
    words.forEach((list, i) => {
      for (const word of list) byWord.set(word, [...(byWord.get(word) ?? []), i]);
    });
    index = { codes, words, byWord };
    indexes.set(lang, index);
  }
  return index;
}

/** A plain English stem: 'cleaning', 'cleaners' → 'clean'; 'windows' → 'window'; 'facilities' → 'facility'. */
function englishStem(word: string): string {
  if (word.length <= 5) return word;
  return word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.replace(/(?:ings?|ers?|es|ed|s)$/, '');
}

/**
 * How surely a profile's word and a label's word are the same word, 0 when they are not: 1 when equal; in English
 * 0.7 for equal stems; in German, where words compound, less the less of the longer word the shorter one is
 * ('reinigung' in 'gebaudereinigung').
 */
function sameWord(term: string, labelWord: string, lang: CpvLang): number {
  if (term === labelWord) return 1;
  if (lang === 'en') {
    const stem = englishStem(term);
    return stem.length >= 4 && stem === englishStem(labelWord) ? 0.7 : 0;
  }
  const [shorter, longer] = term.length <= labelWord.length ? [term, labelWord] : [labelWord, term];
  if (shorter.length < (shorter === term ? 5 : 6) || !longer.includes(shorter)) return 0;
  return 0.3 + 0.5 * (shorter.length / longer.length);
}

function termsOf(input: CpvSuggestionInput): Term[] {
  const terms = new Map<string, Term>();
  const fields: [Field, string | null][] = [
    ['industry', input.industry],
    ['description', input.description],
    ['name', input.companyName],
  ];
  for (const [field, text] of fields) {
    for (const original of splitWords(text ?? '')) {
      const word = foldText(original);
      if (word.length < minTermLength || /\d/.test(word) || stopWords.has(word)) continue;
      const term = terms.get(word) ?? { word, original, fields: new Set<Field>() };
      term.fields.add(field);
      terms.set(word, term);
    }
  }
  return [...terms.values()];
}

interface Scored {
  index: number;
  score: number;
  terms: Term[];
  /** The fewest labels any of its matched words is found in: a low number means a word particular to the work. */
  spread: number;
  /** The share of its label's words the profile's words match. */
  coverage: number;
}

/** CPV divisions 50–98 are services. */
const servicesFrom = '50';
/** The languages of the CPV list's labels. */
const cpvLangs: readonly CpvLang[] = ['en', 'de'];

/** Whether the profile's industry (not only its description or name) has a word in the code's label. */
function namedByIndustry(terms: readonly Term[]): boolean {
  return terms.some((term) => term.fields.has('industry'));
}

/**
 * The codes whose labels the profile's words match, best first, with the words each matched. Each label word counts
 * once, by its best match: words of the profile found in fewer labels and surer matches count more, and so do
 * labels the profile's words explain more of. Among equals, broader codes, then services, come first.
 */
function scoreLabels(terms: readonly Term[], lang: CpvLang): Scored[] {
  const index = labelIndex(lang);
  const n = index.codes.length;
  const best = new Map<number, Map<string, { weight: number; term: Term; spread: number }>>();
  for (const term of terms) {
    const matches = [...index.byWord.keys()].flatMap((labelWord) => {
      const sureness = sameWord(term.word, labelWord, lang);
      return sureness > 0 ? [{ labelWord, sureness }] : [];
    });
    const codes = new Set(matches.flatMap(({ labelWord }) => index.byWord.get(labelWord) ?? []));
    if (codes.size === 0 || codes.size > maxLabelsPerTerm) continue;
    const fieldWeight = Math.max(...[...term.fields].map((f) => fieldWeights[f]));
    const rarity = Math.log(1 + n / codes.size);
    for (const { labelWord, sureness } of matches) {
      const weight = rarity * sureness * fieldWeight;
      for (const code of index.byWord.get(labelWord) ?? []) {
        const words = best.get(code) ?? new Map<string, { weight: number; term: Term; spread: number }>();
        if ((words.get(labelWord)?.weight ?? 0) < weight) words.set(labelWord, { weight, term, spread: codes.size });
        best.set(code, words);
      }
    }
  }
  return [...best.entries()]
    .map(([code, words]) => {
      const matched = [...words.values()];
      const coverage = words.size / Math.max(1, index.words[code]!.length);
      const score = matched.reduce((sum, m) => sum + m.weight, 0) * (0.5 + 0.5 * coverage);
      const spread = Math.min(...matched.map((m) => m.spread));
      return { index: code, score, terms: [...new Set(matched.map((m) => m.term))], spread, coverage };
    })
    .sort((a, b) => {
      const [codeA, codeB] = [index.codes[a.index]!.code, index.codes[b.index]!.code];
      return (
        b.score - a.score ||
        codeA.replace(/0+$/, '').length - codeB.replace(/0+$/, '').length ||
        Number(codeB >= servicesFrom) - Number(codeA >= servicesFrom) ||
        a.index - b.index
      );
    });
}

const quoted = (terms: readonly Term[]) => terms.map((t) => `“${t.original}”`).join(' and ');

/** 'matches “cleaning” in your industry and “windows” in your description'. */
function reasonOf(terms: readonly Term[]): string {
  const byField = new Map<Field, Term[]>();
  for (const term of terms) {
    const field = (['industry', 'description', 'name'] as const).find((f) => term.fields.has(f))!;
    byField.set(field, [...(byField.get(field) ?? []), term]);
  }
  const parts = [...byField.entries()].map(([field, list]) => `${quoted(list)} in ${fieldNames[field]}`);
  return `Matches ${parts.join(' and ')}`;
}

export interface ExtractiveResult {
  suggestions: SuggestedCode[];
  /** The language whose labels the profile's words match best (both are matched). */
  lang: CpvLang;
}

/**
 * Codes a description's or name's words alone match, outside the industry's divisions, through words common to many
 * labels ('management', 'system', 'staff') count this much: incidental words, not the work.
 */
const incidentalWeight = 0.3;
/** A word found in at most this many labels is particular to a kind of work ('Straßenbau', 'window'). */
const particularSpread = 40;
/** Codes the industry's words do not name: at most this many, and only labels the profile's words mostly explain. */
const maxBesideIndustry = 3;
const besideIndustryCoverage = 0.6;
/** The industry's services lead when they match at least this share of the best of them. */
const leadingShare = 0.5;

/**
 * Each code's best match over the labels of every language (the list's codes are the same in each), ranked: first
 * the services the industry names, as far as they match well; then the rest by score, where a code only the
 * description or name matches, outside the divisions the industry's words reach, counts less. The industry says
 * what the company does; a description's "own management system" or "trained staff" do not make it a software or
 * training firm, though it may do more than its industry says ("Straßenbau und Winterdienst").
 */
function rankedAcrossLanguages(terms: readonly Term[]): (Scored & { code: string })[] {
  const codes = listCpvCodes();
  const best = new Map<number, Scored>();
  for (const lang of cpvLangs) {
    for (const scored of scoreLabels(terms, lang)) {
      if ((best.get(scored.index)?.score ?? 0) < scored.score) best.set(scored.index, scored);
    }
  }
  const scored = [...best.values()].map((entry) => ({ ...entry, code: codes[entry.index]!.code }));
  const industry = scored.filter((entry) => namedByIndustry(entry.terms));
  const bestOfIndustry = Math.max(0, ...industry.map((entry) => entry.score));
  // The divisions the industry's good matches fall in: a word that merely shares a division does not widen them.
  const divisions = new Set(
    industry.filter((entry) => entry.score >= bestOfIndustry * leadingShare).map((entry) => entry.code.slice(0, 2)),
  );
  const isService = (code: string) => code >= servicesFrom;
  const bestService = Math.max(0, ...industry.filter((entry) => isService(entry.code)).map((entry) => entry.score));
  const leads = (entry: Scored & { code: string }) =>
    namedByIndustry(entry.terms) && isService(entry.code) && entry.score >= bestService * leadingShare;
  const weighed = (entry: Scored & { code: string }) =>
    !namedByIndustry(entry.terms) &&
    industry.length > 0 &&
    !divisions.has(entry.code.slice(0, 2)) &&
    entry.spread > particularSpread
      ? entry.score * incidentalWeight
      : entry.score;
  return scored
    .map((entry) => ({ ...entry, leads: leads(entry), score: weighed(entry) }))
    .sort(
      (a, b) =>
        Number(b.leads) - Number(a.leads) ||
        b.score - a.score ||
        a.code.replace(/0+$/, '').length - b.code.replace(/0+$/, '').length ||
        Number(isService(b.code)) - Number(isService(a.code)) ||
        a.index - b.index,
    );
}

function labelMatches(input: CpvSuggestionInput, taken: Set<string>): SuggestedCode[] {
  const terms = termsOf(input);
  const ranked = rankedAcrossLanguages(terms);
  const best = Math.max(0, ...ranked.map((scored) => scored.score));
  const hasIndustry = terms.some((term) => term.fields.has('industry'));
  const perGroup = new Map<string, number>();
  const picked: SuggestedCode[] = [];
  let besideIndustry = 0;
  for (const { code, score, terms: matched, coverage } of ranked) {
    if (picked.length >= maxSuggestions) break;
    if (score < best * 0.3) continue;
    const beside = hasIndustry && !namedByIndustry(matched);
    if (beside && (besideIndustry >= maxBesideIndustry || coverage < besideIndustryCoverage)) continue;
    const group = code.slice(0, 3);
    if (taken.has(code) || (perGroup.get(group) ?? 0) >= maxPerGroup) continue;
    if (beside) besideIndustry += 1;
    perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
    taken.add(code);
    picked.push({ code, reason: reasonOf(matched), score });
  }
  return picked;
}

/** The profile's language for matching: the one whose labels its words match better; ties go to `fallback`. */
export function profileLanguage(input: CpvSuggestionInput, fallback: CpvLang): CpvLang {
  const terms = termsOf(input);
  const strength = (lang: CpvLang) => scoreLabels(terms, lang)[0]?.score ?? 0;
  const [en, de] = [strength('en'), strength('de')];
  if (en === de) return fallback;
  return en > de ? 'en' : 'de';
}

/**
 * Suggestions for a profile: the codes of its past wins first (most won first), then the codes whose labels its
 * words match, at most ten, none the user has or dropped.
 */
export function suggestCpvExtractive(input: CpvSuggestionInput, fallbackLang: CpvLang = 'en'): ExtractiveResult {
  const taken = new Set(input.exclude);
  const fromWins: SuggestedCode[] = [];
  for (const win of [...input.pastWins].sort((a, b) => b.wins - a.wins || a.code.localeCompare(b.code))) {
    if (fromWins.length >= maxFromWins || taken.has(win.code)) continue;
    taken.add(win.code);
    const times = win.wins === 1 ? 'a tender' : `${win.wins} tenders`;
    fromWins.push({ code: win.code, reason: `Your company won ${times} with this code (as ${win.asName})`, score: 0 });
  }
  const lang = profileLanguage(input, fallbackLang);
  const fromWords = labelMatches(input, taken);
  return { suggestions: [...fromWins, ...fromWords].slice(0, maxSuggestions), lang };
}
