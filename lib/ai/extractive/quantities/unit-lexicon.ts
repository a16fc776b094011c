// What stands next to a number and says what it counts: currencies, scale words ("Mio."), percent words and
// the units of durations, per language; and the words before a number that make it a label ("§ 3", "Los 2").
import type { DurationUnit } from './types';

/** How each language writes the decimal point; the other of "." and "," groups thousands. */
export const decimalComma: ReadonlySet<string> = new Set([
  'de',
  'fr',
  'it',
  'es',
  'pt',
  'nl',
  'pl',
  'cs',
  'sk',
  'sl',
  'hr',
  'hu',
  'ro',
  'bg',
  'el',
  'da',
  'sv',
  'fi',
  'et',
  'lv',
  'lt',
]);

/** Currency as written → ISO 4217. Matched case-insensitively as whole words (symbols anywhere). */
export const currencies: Readonly<Record<string, string>> = {
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  eura: 'EUR',
  eurų: 'EUR',
  euroa: 'EUR',
  eurot: 'EUR',
  eiro: 'EUR',
  euró: 'EUR',
  евро: 'EUR',
  ευρώ: 'EUR',
  chf: 'CHF',
  'sfr.': 'CHF',
  franken: 'CHF',
  'fr.': 'CHF',
  '£': 'GBP',
  gbp: 'GBP',
  'pounds sterling': 'GBP',
  $: 'USD',
  us$: 'USD',
  usd: 'USD',
  'us-dollar': 'USD',
  'us dollars': 'USD',
  pln: 'PLN',
  zł: 'PLN',
  'zł.': 'PLN',
  złotych: 'PLN',
  złote: 'PLN',
  złoty: 'PLN',
  czk: 'CZK',
  kč: 'CZK',
  korun: 'CZK',
  huf: 'HUF',
  ft: 'HUF',
  forint: 'HUF',
  ron: 'RON',
  lei: 'RON',
  bgn: 'BGN',
  лв: 'BGN',
  'лв.': 'BGN',
  лева: 'BGN',
  sek: 'SEK',
  dkk: 'DKK',
  nok: 'NOK',
  isk: 'ISK',
};

/** Currency words that are other words elsewhere ("10 ft" are feet in English): read in their language only. */
export const currencyLanguages: Readonly<Record<string, string>> = { ft: 'hu', forint: 'hu', lei: 'ro' };

/** "kr" is the krona or krone of the document's language. */
export const kroner: Readonly<Record<string, string>> = { sv: 'SEK', da: 'DKK', no: 'NOK', nb: 'NOK', is: 'ISK' };

export interface Scale {
  value: number;
  /** "m", "k", "T" … mean millions or thousands only beside a currency ("€5m", "500 TEUR"). */
  needsCurrency?: boolean;
}

/** Scale words after digits, in every language. */
const universalScales: Readonly<Record<string, Scale>> = {
  'mio.': { value: 1e6 },
  mio: { value: 1e6 },
  'mrd.': { value: 1e9 },
  mrd: { value: 1e9 },
  mln: { value: 1e6 },
  'mln.': { value: 1e6 },
  mld: { value: 1e9 },
  'mld.': { value: 1e9 },
  bn: { value: 1e9 },
  million: { value: 1e6 },
  millions: { value: 1e6 },
  k: { value: 1e3, needsCurrency: true },
  t: { value: 1e3, needsCurrency: true },
  m: { value: 1e6, needsCurrency: true },
  mm: { value: 1e6, needsCurrency: true },
  md: { value: 1e9, needsCurrency: true },
  mds: { value: 1e9, needsCurrency: true },
};

const languageScales: Readonly<Record<string, Readonly<Record<string, Scale>>>> = {
  en: { thousand: { value: 1e3 }, billion: { value: 1e9 }, billions: { value: 1e9 } },
  de: {
    tausend: { value: 1e3 },
    'tsd.': { value: 1e3 },
    tsd: { value: 1e3 },
    millionen: { value: 1e6 },
    'mill.': { value: 1e6 },
    milliarde: { value: 1e9 },
    milliarden: { value: 1e9 },
  },
  fr: { mille: { value: 1e3 }, milliard: { value: 1e9 }, milliards: { value: 1e9 } },
  it: {
    mila: { value: 1e3 },
    mille: { value: 1e3 },
    milione: { value: 1e6 },
    milioni: { value: 1e6 },
    miliardo: { value: 1e9 },
    miliardi: { value: 1e9 },
  },
  es: {
    'mil millones': { value: 1e9 },
    mil: { value: 1e3 },
    millón: { value: 1e6 },
    millones: { value: 1e6 },
  },
  pt: {
    'mil milhões': { value: 1e9 },
    mil: { value: 1e3 },
    milhão: { value: 1e6 },
    milhões: { value: 1e6 },
  },
  nl: { duizend: { value: 1e3 }, miljoen: { value: 1e6 }, miljard: { value: 1e9 } },
  pl: {
    'tys.': { value: 1e3 },
    tysięcy: { value: 1e3 },
    tysiące: { value: 1e3 },
    milion: { value: 1e6 },
    miliony: { value: 1e6 },
    milionów: { value: 1e6 },
    miliard: { value: 1e9 },
    miliardy: { value: 1e9 },
    miliardów: { value: 1e9 },
  },
  cs: { 'tis.': { value: 1e3 }, 'mil.': { value: 1e6 }, 'mld.': { value: 1e9 } },
  sk: { 'tis.': { value: 1e3 }, 'mil.': { value: 1e6 }, 'mld.': { value: 1e9 } },
  sv: { miljoner: { value: 1e6 }, miljon: { value: 1e6 }, miljarder: { value: 1e9 } },
  da: { millioner: { value: 1e6 }, million: { value: 1e6 }, milliarder: { value: 1e9 } },
};

export function scalesFor(language: string | null): Record<string, Scale> {
  if (language) return { ...universalScales, ...languageScales[language] };
  const all: Record<string, Scale> = { ...universalScales };
  for (const table of Object.values(languageScales))
    for (const [word, scale] of Object.entries(table)) all[word] ??= scale;
  return all;
}

/** Percent as written after a number. */
const universalPercent = ['%', 'pct.', 'pct', 'percent', 'per cent', 'procent'];
const languagePercent: Readonly<Record<string, readonly string[]>> = {
  en: ['per centum', 'percentage points'],
  de: ['prozent', 'v. h.', 'v.h.', 'vh', 'prozentpunkte'],
  fr: ['pour cent', 'pour-cent', 'pourcent'],
  it: ['per cento', 'percento'],
  es: ['por ciento', 'por cien'],
  pt: ['por cento'],
  nl: ['procent', 'percent'],
  pl: ['procent', 'procentów', 'procenta', 'proc.'],
  cs: ['procent', 'procenta'],
  sk: ['percent', 'percentá'],
  sv: ['procent'],
  da: ['procent'],
  fi: ['prosenttia'],
  hu: ['százalék'],
  ro: ['la sută'],
  el: ['τοις εκατό'],
};

export function percentWordsFor(language: string | null): string[] {
  if (language) return [...universalPercent, ...(languagePercent[language] ?? [])];
  return [...universalPercent, ...Object.values(languagePercent).flat()];
}

/** Duration units as regular-expression sources, the more specific first ("Kalendertage" before "Tage"). */
export type UnitTable = readonly (readonly [string, DurationUnit])[];

const durationUnits: Readonly<Record<string, UnitTable>> = {
  en: [
    ['(?:working|business|work)[ -]days?', 'working_day'],
    ['(?:consecutive\\s+)?calendar[ -]days?', 'calendar_day'],
    ['(?:(?:consecutive|full|clear)\\s+)?days?', 'day'],
    ['weeks?', 'week'],
    ['months?', 'month'],
    ['years?', 'year'],
    ['hours?', 'hour'],
    ['hrs?\\.?', 'hour'],
    ['minutes?', 'minute'],
    ['mins?\\.?', 'minute'],
  ],
  de: [
    ['(?:volle[n]?\\s+)?(?:Werktag|Arbeitstag)(?:e|en|es)?', 'working_day'],
    ['(?:aufeinanderfolgende[n]?\\s+)?Kalendertag(?:e|en|es)?', 'calendar_day'],
    ['(?:(?:volle[n]?|aufeinanderfolgende[n]?)\\s+)?Tag(?:e|en|es)?', 'day'],
    ['-?tägig\\p{L}*', 'day'],
    ['Wochen?', 'week'],
    ['-?wöchig\\p{L}*', 'week'],
    ['Monat(?:e|en|s)?', 'month'],
    ['-?monatig\\p{L}*', 'month'],
    ['Jahr(?:e|en|es)?', 'year'],
    ['-?jährig\\p{L}*', 'year'],
    ['Stunden?', 'hour'],
    ['Std\\.?', 'hour'],
    ['-?stündig\\p{L}*', 'hour'],
    ['Minuten?', 'minute'],
    ['Min\\.?', 'minute'],
  ],
  fr: [
    ['jours?\\s+(?:ouvrés|ouvrables|ouvré|ouvrable|de travail)', 'working_day'],
    ['jours?\\s+(?:calendaires?|civils?|calendrier)(?:\\s+consécutifs)?', 'calendar_day'],
    ['jours?(?:\\s+(?:francs|pleins|consécutifs))?', 'day'],
    ['semaines?', 'week'],
    ['mois', 'month'],
    ['années?', 'year'],
    ['ans?', 'year'],
    ['heures?', 'hour'],
    ['minutes?', 'minute'],
    ['min\\.?', 'minute'],
  ],
  it: [
    ['(?:giorni|giorno|gg\\.?)\\s+(?:lavorativi|lavorativo|feriali|feriale)', 'working_day'],
    [
      '(?:giorni|giorno|gg\\.?)\\s+(?:naturali\\s+e\\s+consecutivi|naturali\\s+consecutivi|naturali|solari(?:\\s+consecutivi)?|di\\s+calendario)',
      'calendar_day',
    ],
    ['(?:giorni|giorno|gg\\.?)(?:\\s+consecutivi)?', 'day'],
    ['settiman[ae]', 'week'],
    ['mes[ei]', 'month'],
    ['ann[oi]', 'year'],
    ['or[ae]', 'hour'],
    ['minut[oi]', 'minute'],
  ],
  es: [
    ['d[ií]as?\\s+(?:hábiles|habiles|hábil|habil|laborables|laborable)', 'working_day'],
    ['d[ií]as?\\s+(?:naturales|natural|corridos|calendario)', 'calendar_day'],
    ['d[ií]as?', 'day'],
    ['semanas?', 'week'],
    ['mes(?:es)?', 'month'],
    ['años?', 'year'],
    ['horas?', 'hour'],
    ['minutos?', 'minute'],
  ],
  pt: [
    ['dias?\\s+(?:úteis|uteis|útil|util)', 'working_day'],
    ['dias?\\s+(?:corridos|seguidos|consecutivos|de\\s+calendário)', 'calendar_day'],
    ['dias?', 'day'],
    ['semanas?', 'week'],
    ['meses|mês|mes', 'month'],
    ['anos?', 'year'],
    ['horas?', 'hour'],
    ['minutos?', 'minute'],
  ],
  nl: [
    ['(?:werkdag|arbeidsdag)(?:en)?', 'working_day'],
    ['kalenderdag(?:en)?', 'calendar_day'],
    ['dag(?:en)?', 'day'],
    ['weken|week', 'week'],
    ['maand(?:en)?', 'month'],
    ['jaren|jaar', 'year'],
    ['uren|uur', 'hour'],
    ['minuten|minuut', 'minute'],
  ],
  pl: [
    ['(?:dni|dzień|dnia)\\s+robocz(?:ych|e|y|ego)', 'working_day'],
    ['(?:dni|dzień|dnia)\\s+kalendarzow(?:ych|e|y|ego)', 'calendar_day'],
    ['dni|dzień|dnia', 'day'],
    ['tygodni(?:e|a)?|tydzień', 'week'],
    ['miesiąc(?:e|a|u)?|miesięcy', 'month'],
    ['lat(?:a)?|rok(?:u)?', 'year'],
    ['godzin(?:y|a)?|godz\\.?', 'hour'],
    ['minut(?:y|a)?', 'minute'],
  ],
};

/** Symbols and abbreviations any language uses. */
const universalUnits: UnitTable = [
  ['h', 'hour'],
  ['min', 'minute'],
];

export function durationUnitsFor(language: string | null): UnitTable {
  if (language) return [...(durationUnits[language] ?? []), ...universalUnits];
  return [...Object.values(durationUnits).flat(), ...universalUnits];
}

/** The languages with a table of duration units (for telling which language a unit word is in). */
export function durationUnitLanguages(): string[] {
  return Object.keys(durationUnits);
}

/** Words before a number that make it a label, not a quantity: "§ 3", "Art. 5", "Los 2", "ISO 9001". */
export const labelWords: readonly string[] = [
  '§§?',
  'art\\.',
  'artt?\\.',
  'nr\\.?',
  'no\\.',
  'nº',
  'n°',
  'n\\.',
  'abs\\.',
  'lit\\.',
  'ziff\\.',
  'ziffer',
  'pkt\\.?',
  'punkt',
  'punto',
  'point',
  'poz\\.',
  'ust\\.',
  'section',
  'sections',
  'abschnitt',
  'kapitel',
  'chapter',
  'chapitre',
  'capitolo',
  'capítulo',
  'article',
  'articolo',
  'artículo',
  'artigo',
  'artikel',
  'artykuł',
  'anlage',
  'anhang',
  'annex',
  'annexe',
  'allegato',
  'anexo',
  'bijlage',
  'załącznik',
  'los',
  'lot',
  'lots',
  'lotto',
  'lote',
  'perceel',
  'część',
  'teil',
  'part',
  'page',
  'pages',
  'seite',
  'pagina',
  'página',
  'strona',
  'tel\\.?',
  'fax\\.?',
  'phone',
  'telefon',
  'téléphone',
  'telefono',
  'teléfono',
  'postfach',
  'zimmer',
  'raum',
  'room',
  'version',
  'rev\\.',
  'pos\\.',
  'position',
  'item',
  'figure',
  'fig\\.',
  'abb\\.',
  'tabelle',
  'table',
  'tab\\.',
  'paragraph',
  'paragraphe',
  'comma',
  'apartado',
  'alinéa',
  'lid',
  'clause',
  'klausel',
  'kw',
  'cw',
  'kalenderwoche',
  'calendar week',
];

/** Standards and codes written in capitals before a number ("ISO 9001", "EN 1090"); matched case-sensitively. */
export const labelCodes: readonly string[] = [
  'ISO',
  'EN',
  'DIN',
  'ÖNORM',
  'NF',
  'UNI',
  'UNE',
  'NEN',
  'PN',
  'BS',
  'IEC',
  'CPV',
  'NUTS',
  'PLZ',
  'CAP',
  'VAT',
  'UID',
];

/** Between the two numbers of a range ("3 bis 5 Werktage", "10–20 %"): the first takes the second's unit. */
export const rangeWords: readonly string[] = [
  '-',
  '–',
  '—',
  'to',
  'till',
  'until',
  'through',
  'or',
  'and',
  'bis',
  'oder',
  'und',
  'à',
  'a',
  'au',
  'ou',
  'et',
  'al',
  'o',
  'e',
  'y',
  'ao',
  'tot',
  'of',
  'en',
  'do',
  'lub',
  'i',
];
