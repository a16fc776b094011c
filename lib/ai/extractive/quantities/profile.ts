// The regular expressions one language needs to read what stands around a number, compiled once per language
// (and once for "unknown", which reads every language's words).
import { alternation } from './dates';
import { numberLexiconFor, type CompiledLexicon } from './number-words';
import type { DurationUnit } from './types';
import {
  currencies,
  currencyLanguages,
  decimalComma,
  durationUnitsFor,
  durationUnitLanguages,
  kroner,
  labelCodes,
  labelWords,
  percentWordsFor,
  rangeWords,
  scalesFor,
  type Scale,
} from './unit-lexicon';

export interface Profile {
  language: string | null;
  /** The decimal mark; null when the language is unknown. */
  decimal: ',' | '.' | null;
  /** Writes ordinals as "3." ("3. Quartal"). */
  dotOrdinals: boolean;
  words: CompiledLexicon | null;
  currencyOf: Map<string, string>;
  scaleOf: Map<string, Scale>;
  /** Sticky: a currency right after a number (or after its scale: "Mio. EUR", "millions d'euros"). */
  currencyAfter: RegExp;
  currencyAfterScale: RegExp;
  /** Anchored at the end: a currency right before a number ("EUR 5.000", "€5m"). */
  currencyBefore: RegExp;
  /** Sticky: a currency that leads a number ("(euro unmilione…)"). */
  currencyLead: RegExp;
  scaleAfter: RegExp;
  percentAfter: RegExp;
  /** Sticky; group i + 1 is units[i]. */
  unitAfter: RegExp;
  units: readonly { unit: DurationUnit; language: string | null }[];
  labelWordBefore: RegExp;
  labelCodeBefore: RegExp;
  rangeBetween: RegExp;
}

const gap = '[ \\u00a0\\u202f\\u2009]';
const notLetter = '(?![\\p{L}])';
const dotOrdinalLanguages = new Set([
  'de',
  'pl',
  'cs',
  'sk',
  'sl',
  'hr',
  'hu',
  'da',
  'no',
  'nb',
  'fi',
  'et',
  'lv',
  'lt',
]);

function currencyTable(language: string | null): Map<string, string> {
  const table = new Map<string, string>();
  for (const [word, code] of Object.entries(currencies)) {
    const only = currencyLanguages[word];
    if (!only || language === null || only === language) table.set(word, code);
  }
  const krone = language ? kroner[language] : undefined;
  if (krone) {
    table.set('kr', krone);
    table.set('kr.', krone);
  }
  for (const word of scaledCurrencies.keys()) table.set(word, 'EUR');
  return table;
}

/** Currency words that carry their own scale: "500 TEUR" are thousands of euros. */
export const scaledCurrencies: ReadonlyMap<string, number> = new Map([
  ['teur', 1e3],
  ['keur', 1e3],
  ['meur', 1e6],
  ['mioeur', 1e6],
]);

function compile(language: string | null): Profile {
  const currencyOf = currencyTable(language);
  const currencyAlternation = alternation([...currencyOf.keys()]);
  const scaleOf = new Map(Object.entries(scalesFor(language)));
  const scaleAlternation = alternation([...scaleOf.keys()]).replace(/ /gu, '\\s+');
  const units: { unit: DurationUnit; language: string | null; source: string }[] = [];
  if (language) {
    for (const [source, unit] of durationUnitsFor(language)) units.push({ unit, language, source });
  } else {
    for (const code of durationUnitLanguages())
      for (const [source, unit] of durationUnitsFor(code)) units.push({ unit, language: code, source });
  }
  const decimal = language === null ? null : decimalComma.has(language) ? ',' : '.';
  return {
    language,
    decimal,
    dotOrdinals: language !== null && dotOrdinalLanguages.has(language),
    words: numberLexiconFor(language),
    currencyOf,
    scaleOf,
    currencyAfter: new RegExp(`${gap}{0,2}(${currencyAlternation})${notLetter}`, 'iuy'),
    currencyAfterScale: new RegExp(
      `${gap}{0,2}(?:(?:de|di|of)\\s+|d['’]\\s*)?(${currencyAlternation})${notLetter}`,
      'iuy',
    ),
    currencyLead: new RegExp(`(${currencyAlternation})${notLetter}${gap}{0,2}`, 'iuy'),
    currencyBefore: new RegExp(`(?<![\\p{L}])(${currencyAlternation})${gap}{0,2}[.:]?${gap}{0,2}$`, 'iu'),
    scaleAfter: new RegExp(`${gap}?(${scaleAlternation})${notLetter}`, 'iuy'),
    percentAfter: new RegExp(
      `${gap}{0,2}(?:${alternation(percentWordsFor(language)).replace(/ /gu, '\\s+')})${notLetter}`,
      'iuy',
    ),
    unitAfter: new RegExp(
      `(?:${gap}{0,2}|${gap}?-${gap}?)(?:${units.map((unit) => `(${unit.source.replace(/ /gu, '\\s+')})`).join('|')})${notLetter}`,
      'iuy',
    ),
    units: units.map(({ unit, language: code }) => ({ unit, language: code })),
    labelWordBefore: new RegExp(`(?<![\\p{L}])(?:${alternation(labelWords, false)})${gap}*[:.]?${gap}*$`, 'iu'),
    labelCodeBefore: new RegExp(`(?<![\\p{L}])(?:${alternation(labelCodes)})${gap}*[:.]?${gap}*$`, 'u'),
    rangeBetween: new RegExp(
      `^${gap}*(?:${alternation(rangeWords.filter((word) => /\p{L}/u.test(word)))})${gap}+$|^${gap}*[-–—]${gap}*$`,
      'iu',
    ),
  };
}

const profiles = new Map<string, Profile>();

export function profileFor(language: string | null): Profile {
  const key = language ?? '*';
  let profile = profiles.get(key);
  if (!profile) {
    profile = compile(language);
    profiles.set(key, profile);
  }
  return profile;
}
