// ECB euro reference rates (committed CSV plus merged updates) and conversion of tender values to euro.
import { readFileSync } from 'node:fs';

/** One ECB business day: units of each currency per 1 EUR. */
export interface RateRow {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly rates: Readonly<Record<string, number>>;
}

export interface EurRate {
  /** Units of the currency per 1 EUR. */
  readonly rate: number;
  /** The ECB business day the rate is from: the requested date or an earlier one. */
  readonly date: string;
}

export interface EuroAmount {
  /** Rounded to cents (exact for EUR). */
  readonly value: number;
  readonly rate: number;
  readonly rateDate: string;
}

/** One currency's rates in ascending day order, for binary search. */
interface Series {
  readonly days: readonly number[];
  readonly dates: readonly string[];
  readonly rates: readonly number[];
}

interface RateTable {
  readonly series: Map<string, Series>;
  /** The newest day in the table over all currencies. */
  lastDay: number;
  lastDate: string | null;
}

// ECB holidays (Christmas to New Year, Easter) close at most a few days in a row. A longer gap means the
// currency was not quoted (ISK 2008-2018, the legacy currencies the euro replaced), so no rate applies there.
const maxLookbackDays = 10;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})/;
const currencyPattern = /^[A-Z]{3}$/;

interface Day {
  /** Days since 1970-01-01. */
  number: number;
  /** 'YYYY-MM-DD'. */
  date: string;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Arithmetic rather than Date: lookups run once per converted amount, and Date objects cost microseconds each.
// Days since 1970-01-01 by Howard Hinnant's days_from_civil.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The day of a date that starts with 'YYYY-MM-DD' (a time or zone after it is ignored); null when invalid. */
function parseDay(value: string): Day | null {
  const match = datePattern.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { number: daysFromCivil(year, month, day), date: `${match[1]}-${match[2]}-${match[3]}` };
}

function normalizeCurrency(currency: string): string | null {
  const code = currency.trim().toUpperCase();
  return currencyPattern.test(code) ? code : null;
}

function parseRate(cell: string): number | null {
  const text = cell.trim();
  if (text === 'N/A') return null;
  const rate = Number(text);
  return text !== '' && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** Receives one quote: units of `currency` per 1 EUR on `day`. */
type QuoteSink = (currency: string, day: Day, rate: number) => void;

/**
 * Walks the ECB's eurofxref-hist.csv: header `Date,USD,JPY,…,` (note the trailing comma), newest day first,
 * `N/A` where a currency has no rate. Cells that are not positive numbers are skipped.
 */
function visitEcbCsv(csv: string, sink: QuoteSink): void {
  const [header, ...lines] = csv.split(/\r?\n/);
  const currencies = (header ?? '').split(',').map((name) => normalizeCurrency(name));
  for (const line of lines) {
    const cells = line.split(',');
    const day = parseDay(cells[0] ?? '');
    if (day === null) continue;
    for (let index = 1; index < cells.length; index++) {
      const currency = currencies[index];
      const rate = parseRate(cells[index] ?? '');
      if (currency && rate !== null) sink(currency, day, rate);
    }
  }
}

/** The rows of an ECB eurofxref-hist.csv, e.g. for `mergeRates` after downloading a newer copy. */
export function parseEcbCsv(csv: string): RateRow[] {
  const ratesByDate = new Map<string, Record<string, number>>();
  visitEcbCsv(csv, (currency, day, rate) => {
    let rates = ratesByDate.get(day.date);
    if (!rates) ratesByDate.set(day.date, (rates = {}));
    rates[currency] = rate;
  });
  return [...ratesByDate].map(([date, rates]) => ({ date, rates }));
}

/** A series under construction, in any day order. */
interface SeriesBuilder {
  days: number[];
  dates: string[];
  rates: number[];
}

function emptyBuilder(): SeriesBuilder {
  return { days: [], dates: [], rates: [] };
}

/** Index order that sorts `days` ascending; equal days keep their order, so a later (merged) quote comes last. */
function ascendingOrder(days: readonly number[]): number[] {
  const indices = days.map((_, index) => index);
  const isDescending = days.every((day, index) => index === 0 || day < (days[index - 1] ?? day));
  // The ECB file lists the newest day first, so the initial load only needs reversing, not sorting.
  if (isDescending) return indices.reverse();
  return indices.sort((a, b) => (days[a] ?? 0) - (days[b] ?? 0) || a - b);
}

/** Existing quotes plus added ones, ascending by day; an added quote replaces an existing one for its day. */
function mergeSeries(existing: Series | undefined, added: SeriesBuilder): Series {
  const all: SeriesBuilder = {
    days: [...(existing?.days ?? []), ...added.days],
    dates: [...(existing?.dates ?? []), ...added.dates],
    rates: [...(existing?.rates ?? []), ...added.rates],
  };
  const merged = emptyBuilder();
  for (const index of ascendingOrder(all.days)) {
    const day = all.days[index];
    const date = all.dates[index];
    const rate = all.rates[index];
    if (day === undefined || date === undefined || rate === undefined) continue;
    // Same day as the previous quote: the later one (from the merge) wins.
    if (merged.days.at(-1) === day) {
      merged.days.pop();
      merged.dates.pop();
      merged.rates.pop();
    }
    merged.days.push(day);
    merged.dates.push(date);
    merged.rates.push(rate);
  }
  return merged;
}

/** Adds the quotes `feed` sends to the table; a quote replaces an existing one for the same day and currency. */
function addQuotes(table: RateTable, feed: (sink: QuoteSink) => void): void {
  const added = new Map<string, SeriesBuilder>();
  feed((currency, day, rate) => {
    let builder = added.get(currency);
    if (!builder) added.set(currency, (builder = emptyBuilder()));
    builder.days.push(day.number);
    builder.dates.push(day.date);
    builder.rates.push(rate);
    if (day.number > table.lastDay) {
      table.lastDay = day.number;
      table.lastDate = day.date;
    }
  });
  for (const [currency, builder] of added) table.series.set(currency, mergeSeries(table.series.get(currency), builder));
}

function sendRows(rows: Iterable<RateRow>, sink: QuoteSink): void {
  for (const row of rows) {
    const day = parseDay(row.date);
    if (day === null) continue;
    for (const [currency, rate] of Object.entries(row.rates)) {
      const code = normalizeCurrency(currency);
      if (code !== null && Number.isFinite(rate) && rate > 0) sink(code, day, rate);
    }
  }
}

let table: RateTable | undefined;

// Parsed on first use, not at import: most importers of this module convert nothing.
function rateTable(): RateTable {
  if (!table) {
    const csv = readFileSync(new URL('./data/eurofxref-hist.csv', import.meta.url), 'utf8');
    table = { series: new Map(), lastDay: Number.NEGATIVE_INFINITY, lastDate: null };
    addQuotes(table, (sink) => visitEcbCsv(csv, sink));
  }
  return table;
}

/** The table's quote for exactly this day, or undefined. */
function quoteOn(current: RateTable, currency: string, day: number): number | undefined {
  const quotes = current.series.get(currency);
  if (!quotes) return undefined;
  const index = lastIndexAtOrBefore(quotes.days, day);
  return quotes.days[index] === day ? quotes.rates[index] : undefined;
}

/**
 * Merges newer (or corrected) rates, e.g. from the ECB's daily feed, over the committed history. Returns the
 * quotes that were new or differed, by day, so callers store and recompute only what changed.
 */
export function mergeRates(rows: Iterable<RateRow>): RateRow[] {
  const current = rateTable();
  const changed = new Map<string, Record<string, number>>();
  addQuotes(current, (sink) =>
    sendRows(rows, (currency, day, rate) => {
      if (quoteOn(current, currency, day.number) === rate) return;
      sink(currency, day, rate);
      let rates = changed.get(day.date);
      if (!rates) changed.set(day.date, (rates = {}));
      rates[currency] = rate;
    }),
  );
  return [...changed].map(([date, rates]) => ({ date, rates }));
}

/** The newest ECB business day with rates, 'YYYY-MM-DD'. */
export function latestRateDate(): string | null {
  return rateTable().lastDate;
}

// 1999-01-01: there is no euro amount, and so no rate, before it.
const euroIntroductionDay = daysFromCivil(1999, 1, 1);

/** Index of the last day ≤ `day`, or -1. */
function lastIndexAtOrBefore(days: readonly number[], day: number): number {
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((days[middle] ?? Number.POSITIVE_INFINITY) <= day) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * Units of `currency` per 1 EUR on `date` ('YYYY-MM-DD…'), or on the nearest earlier ECB business day with a
 * rate. Null for an unknown currency, an invalid date, a date before the currency's first rate (or before 1999
 * for EUR), or a gap of more than ten days in its quotes (a currency not quoted then). Dates after the newest
 * rates get the newest rates; the returned date shows how old they are.
 */
export function eurRate(currency: string, date: string): EurRate | null {
  const code = normalizeCurrency(currency);
  const day = parseDay(date);
  if (code === null || day === null) return null;
  if (code === 'EUR') return day.number >= euroIntroductionDay ? { rate: 1, date: day.date } : null;
  const { series, lastDay } = rateTable();
  const quotes = series.get(code);
  if (!quotes) return null;
  const index = lastIndexAtOrBefore(quotes.days, day.number);
  const rateDay = quotes.days[index];
  const rateDate = quotes.dates[index];
  const rate = quotes.rates[index];
  if (rateDay === undefined || rateDate === undefined || rate === undefined) return null;
  if (day.number - rateDay > maxLookbackDays && rateDay !== lastDay) return null;
  return { rate, date: rateDate };
}

/** `value` in `currency` converted to euro at the ECB rate of `date` (see `eurRate`); EUR passes unchanged. */
export function toEuro(value: number, currency: string, date: string): EuroAmount | null {
  if (!Number.isFinite(value)) return null;
  const rate = eurRate(currency, date);
  if (rate === null) return null;
  const euro = normalizeCurrency(currency) === 'EUR' ? value : Math.round((value / rate.rate) * 100) / 100;
  return { value: euro, rate: rate.rate, rateDate: rate.date };
}
