// Dates, times, amounts, percentages and weighted award criteria as tender documents write them, each with
// where it stands in its sentence.
import { monthPattern, months } from './lexicon';

export interface FoundDate {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM when a time follows the date. */
  time: string | null;
  index: number;
  /** The date (and time) as written. */
  text: string;
}

const numericDate = /(?<![\d.])(\d{1,2})\s?[./]\s?(\d{1,2})\s?[./]\s?(\d{4}|\d{2})(?![\d])/gu;
const isoDate = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/gu;
const dayMonthYear = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,2}|1er)(?:st|nd|rd|th)?\\.?\\s+(?:de\\s+)?(${monthPattern})\\.?\\s+(?:de\\s+)?(\\d{4})(?!\\d)`,
  'giu',
);
const monthDayYear = new RegExp(
  `(?<![\\p{L}])(${monthPattern})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`,
  'giu',
);
const timeAfter =
  /^[\s,]*(?:at|um|à|a las|alle|om|o godz\.?|,)?\s*(\d{1,2})[:.h](\d{2})(?!\d)(\s*(?:h|hrs|uhr|Uhr|CET|CEST|MEZ))?/iu;

function validDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** Every date in `text` with the time written after it, in the order they stand. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const add = (date: string | null, index: number, length: number) => {
    if (!date || found.some((other) => index < other.index + other.text.length && other.index < index + length)) return;
    const rest = text.slice(index + length);
    const time = timeAfter.exec(rest);
    const hours = time ? Number(time[1]) : NaN;
    const minutes = time ? Number(time[2]) : NaN;
    const validTime = time && hours <= 23 && minutes <= 59;
    const fullLength = validTime ? length + time[0].length : length;
    found.push({
      date,
      time: validTime ? `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` : null,
      index,
      text: text.slice(index, index + fullLength).trim(),
    });
  };
  for (const match of text.matchAll(isoDate)) {
    add(validDate(Number(match[1]), Number(match[2]), Number(match[3])), match.index, match[0].length);
  }
  for (const match of text.matchAll(numericDate)) {
    add(validDate(Number(match[3]), Number(match[2]), Number(match[1])), match.index, match[0].length);
  }
  for (const match of text.matchAll(dayMonthYear)) {
    const day = match[1] === '1er' ? 1 : Number(match[1]);
    add(validDate(Number(match[3]), months[match[2]!.toLowerCase()] ?? 0, day), match.index, match[0].length);
  }
  for (const match of text.matchAll(monthDayYear)) {
    add(
      validDate(Number(match[3]), months[match[1]!.toLowerCase()] ?? 0, Number(match[2])),
      match.index,
      match[0].length,
    );
  }
  return found.sort((a, b) => a.index - b.index);
}

const currency = '(?:EUR|€|Euro|euros?|CHF|GBP|£|USD|\\$|PLN|zł|CZK|Kč|HUF|Ft|RON|lei|SEK|DKK|NOK|BGN)';
const scale = '(?:million|millionen|millions|mio\\.?|mrd\\.?|billion|bn|thousand|tsd\\.?|k)';
const number = "\\d{1,3}(?:[.,' \\u00a0]\\d{3})*(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d+)?";
const amountPattern = new RegExp(
  `(?<![\\p{L}\\d])(?:${currency}\\s?(${number})(?:\\s?${scale})?|(${number})(?:\\s?${scale})?\\s?${currency})(?![\\p{L}])`,
  'giu',
);

/** Amounts of money as written: "EUR 1,200,000", "3 Mio. EUR", "€ 5.000,00". */
export function findAmounts(text: string): { text: string; index: number }[] {
  return [...text.matchAll(amountPattern)].map((match) => ({ text: match[0].trim(), index: match.index }));
}

const percentPattern =
  /(\d{1,3}(?:[.,]\d{1,2})?)\s?(?:%|percent|per cent|prozent|pour cent|por ciento|per cento|procent)(?![\p{L}])/giu;

export function findPercentages(text: string): { value: number; text: string; index: number }[] {
  return [...text.matchAll(percentPattern)].map((match) => ({
    value: Number(match[1]!.replace(',', '.')),
    text: match[0],
    index: match.index,
  }));
}

export interface AwardCriterion {
  name: string;
  weight: string;
  /** Where the criterion and its weight stand in the text, as written. */
  index: number;
  text: string;
}

const criterionPattern =
  /([\p{L}][\p{L}'’\- ]{1,70}?)\s*[:–—-]?\s*(\d{1,3}(?:[.,]\d{1,2})?)\s?(%|percent|per cent|prozent|points?|punkte|pts|punti|puntos|punten|punktów)(?![\p{L}])/giu;

/** Weighted criteria in a line or list: "Price: 60 %", "Preis 70 Punkte, Qualität 30 Punkte". */
export function findAwardCriteria(text: string): AwardCriterion[] {
  const criteria: AwardCriterion[] = [];
  for (const match of text.matchAll(criterionPattern)) {
    const raw = match[1]!;
    // A leading label ("Zuschlagskriterien:") belongs to the list, not to the criterion.
    const name = raw.replace(/^.*:\s*/u, '').trim();
    if (name.split(/\s+/u).length > 8 || name.length < 3) continue;
    if (
      /^(?:from|to|up to|of|at least|at most|and|or|with|by|in|at|the|bis|bis zu|zu|von|auf|mit|und|oder|mindestens|höchstens|maximal|max|min|de|du|à|et|y|e|o)$/iu.test(
        name,
      )
    )
      continue;
    const start = match.index + match[0].indexOf(name);
    const unit = match[3]!;
    const percent = unit === '%' || /cent|prozent/iu.test(unit);
    criteria.push({
      name: name.charAt(0).toUpperCase() + name.slice(1),
      weight: `${match[2]} ${percent ? '%' : unit}`,
      index: start,
      text: text.slice(start, match.index + match[0].length),
    });
  }
  return criteria;
}
