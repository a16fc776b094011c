// Dates with their times of day, as each language writes them: "15. Jänner 2027, 12:00 Uhr", "le 3 février
// 2027 à 12h00", "entro le ore 12:00 del 15 gennaio 2027", "January 15, 2027 at 2 p.m.", "2027-01-15T12:00",
// and day ranges ("3–5 March 2027") as two dates.
import { monthNames, timeLeads, timeTails, timeToDate, weekdayNames, yearFirstLanguages } from './date-lexicon';
import type { QuantityDate } from './types';

export interface Span {
  start: number;
  end: number;
}

export interface FoundDate extends Span {
  date: QuantityDate;
}

interface Time extends Span {
  hour: number;
  minute: number;
  /** Reads as a time on its own ("12:00", "2 p.m.", "12 Uhr"); a weak one ("at 12") only beside a date. */
  strong: boolean;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Alternatives, longest first, so "Jänner" wins over "Jän" and "red" never beats "redder". */
export function alternation(words: readonly string[], escape = true): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((word) => (escape ? escapeRegExp(word) : word))
    .join('|');
}

interface DatePatterns {
  months: Map<string, number>;
  dayMonthYear: RegExp;
  monthDayYear: RegExp;
  yearFirst: RegExp | null;
  numericDayFirst: RegExp;
  numericYearFirst: RegExp;
  time: RegExp;
  weekdayBefore: RegExp;
  rangeDayBefore: RegExp;
  rangeDayMonthBefore: RegExp;
  rangeNumericBefore: RegExp;
  timeToDate: RegExp;
}

const notLetter = '(?![\\p{L}])';
const rangeWords =
  '-|–|—|bis(?:\\s+zum)?|to|till|until|through|au|à|al|tot(?:\\s+en\\s+met)?|t/m|do|and|und|et|y|e|i|a';
const daySuffix = '(?:\\.|(?:st|nd|rd|th|er|ᵉʳ|º|°|ª)(?![\\p{L}]))?';
const patternsByLanguage = new Map<string, DatePatterns>();

function monthsFor(language: string | null): Map<string, number> {
  const languages = language ? ['en', language] : Object.keys(monthNames);
  const months = new Map<string, number>();
  for (const code of languages) {
    monthNames[code]?.forEach((names, index) => {
      for (const name of names) if (!months.has(name)) months.set(name, index + 1);
    });
  }
  return months;
}

function compile(language: string | null): DatePatterns {
  const months = monthsFor(language);
  const monthAlternation = alternation([...months.keys()]);
  const englishMonths = alternation(monthNames.en!.flat());
  const weekdays = alternation(
    language ? [...(weekdayNames[language] ?? []), ...weekdayNames.en!] : Object.values(weekdayNames).flat(),
  );
  const yearFirst =
    language === null || yearFirstLanguages.has(language)
      ? new RegExp(
          `(?<![\\p{L}\\p{N}])(\\d{4})(?:\\.|\\s*m\\.)\\s*(?:(?:gada)\\s+(\\d{1,2})\\.\\s*(${monthAlternation})${notLetter}|(${monthAlternation})${notLetter}\\.?\\s*(\\d{1,2})(?!\\p{N})(?:\\.|\\s*d\\.|-\\p{L}{1,4})?)`,
          'giu',
        )
      : null;
  return {
    months,
    dayMonthYear: new RegExp(
      `(?<![\\p{L}\\p{N}])(\\d{1,2})${daySuffix}(?:\\s*|-)(?:(?:of|de|di|del)\\s+)?(${monthAlternation})${notLetter}\\.?,?(?:\\s*|-)(?:(?:de|del|of)\\s+)?(\\d{4})(?!\\p{N})(?:\\s*(?:r\\.|roku|m\\.|г\\.))?`,
      'giu',
    ),
    monthDayYear: new RegExp(
      `(?<![\\p{L}\\p{N}])(${englishMonths})${notLetter}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\p{L}\\p{N}]),?\\s+(\\d{4})(?!\\p{N})`,
      'giu',
    ),
    yearFirst,
    numericDayFirst:
      /(?<![\p{N}]|[\p{N}][.,/:])(\d{1,2})\s?([./-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\p{N}]|[.,/:-]\p{N})(?:\s*(?:r\.|г\.))?/gu,
    numericYearFirst:
      /(?<![\p{N}]|[\p{N}][.,/:])(\d{4})([./-])(\d{1,2})\2(\d{1,2})(?![\p{N}]|[.,/:-]\p{N})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/gu,
    time: new RegExp(
      `(?<![\\p{L}\\p{N}.,:])(?:(?<lead>${alternation(timeLeads, false)})\\s*)?(?<hour>\\d{1,2})(?:(?<separator>[:.h])(?<minute>\\d{2})(?::\\d{2})?)?(?!\\p{N})(?:\\s*(?<meridiem>[ap])\\.?\\s?m\\.?${notLetter})?(?<tails>(?:\\s*(?:\\((?:${alternation(timeTails, false)})\\)|(?:${alternation(timeTails, false)}))${notLetter})*)`,
      'giu',
    ),
    weekdayBefore: new RegExp(`(?<![\\p{L}])(?:${weekdays})${notLetter}\\s*,?\\s*(?:(?:den|the|le|el|il)\\s+)?$`, 'iu'),
    rangeDayBefore: new RegExp(
      `(?<first>(?<![\\p{L}\\p{N}.,/])(\\d{1,2})${daySuffix})\\s*(?:${rangeWords})\\s*$`,
      'iu',
    ),
    rangeDayMonthBefore: new RegExp(
      `(?<first>(?<![\\p{L}\\p{N}])(\\d{1,2})${daySuffix}\\s*(?:(?:of|de|di)\\s+)?(${monthAlternation})${notLetter}\\.?)\\s*(?:${rangeWords})\\s*$`,
      'iu',
    ),
    rangeNumericBefore: new RegExp(
      `(?<first>(?<![\\p{L}\\p{N}.,/])(\\d{1,2})[./](\\d{1,2})\\.?)\\s*(?:${rangeWords})\\s*$`,
      'iu',
    ),
    timeToDate: new RegExp(`^\\s*,?\\s*(?:(?:${alternation(timeToDate)})\\s+)?$`, 'iu'),
  };
}

function patternsFor(language: string | null): DatePatterns {
  const key = language ?? '*';
  let patterns = patternsByLanguage.get(key);
  if (!patterns) {
    patterns = compile(language);
    patternsByLanguage.set(key, patterns);
  }
  return patterns;
}

function validDate(year: number, month: number, day: number): QuantityDate | null {
  if (year < 100) year += 2000;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

function overlaps(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && span.start < end);
}

const dateToTime = /^[\s,(–-]{0,4}(?:(?:do|bis|by|until|before|avant|entro|hasta|até|tot|uiterlijk|spätestens)\s+)?/iu;
const timeRangeStart =
  /(?<![\p{L}\p{N}.,:])(?:[01]?\d|2[0-4])(?:[:.h][0-5]\d)?[ \u00a0]*(?:-|–|—|bis|to|à|a|al|tot|do)[ \u00a0]*$/iu;
/** Leads that make a bare hour a time of day on its own ("ore 12", "a las 12", "godz. 12"). */
const strongLeads = new Set([
  'ore',
  'alle ore',
  'a las',
  'godz.',
  'o godz.',
  'godzina',
  'o godzinie',
  'às',
  'kl.',
  'klo',
]);
const hourTails = /^(?:h|hrs|hours|heures?|horas?|hod\.|uur)$/iu;

function findTimes(text: string, patterns: DatePatterns, taken: readonly Span[]): Time[] {
  const times: Time[] = [];
  for (const match of text.matchAll(patterns.time)) {
    const groups = match.groups!;
    let hour = Number(groups.hour);
    const minute = groups.minute === undefined ? 0 : Number(groups.minute);
    const separator = groups.separator;
    const lead = groups.lead?.toLowerCase();
    const tails = (groups.tails ?? '')
      .trim()
      .split(/\s+/u)
      .filter((tail) => tail !== '');
    const meridiem = groups.meridiem?.toLowerCase();
    if (minute > 59) continue;
    if (meridiem) {
      if (hour < 1 || hour > 12) continue;
      hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
    }
    if (hour > 24 || (hour === 24 && minute > 0)) continue;
    const onlyHourTails = tails.length > 0 && tails.every((tail) => hourTails.test(tail));
    let strong: boolean;
    if (separator === ':' || (separator === 'h' && groups.minute !== undefined)) strong = true;
    else if (separator === '.') strong = lead !== undefined || tails.length > 0;
    else if (meridiem) strong = true;
    else if (tails.length > 0 && !onlyHourTails) strong = true;
    else if (onlyHourTails) strong = lead !== undefined;
    else if (lead !== undefined) strong = strongLeads.has(lead.replace(/\s+/gu, ' '));
    else continue;
    // "12.50" with no lead and no tail is a number; "12 h" alone is a duration.
    if (separator === '.' && !strong) continue;
    const start = match.index;
    const end = match.index + match[0].trimEnd().length;
    if (overlaps(taken, start, end)) continue;
    times.push({ start, end, hour, minute, strong });
  }
  return times;
}

/** Dates (and the times written with them) in `text`, and the spans of times standing alone. */
export function findDates(text: string, language: string | null): { dates: FoundDate[]; times: Span[] } {
  const patterns = patternsFor(language);
  const found: FoundDate[] = [];
  const add = (start: number, end: number, date: QuantityDate | null) => {
    if (date && !overlaps(found, start, end)) found.push({ start, end, date });
  };
  const month = (name: string) => patterns.months.get(name.toLowerCase()) ?? 0;

  for (const match of text.matchAll(patterns.numericYearFirst)) {
    const date = validDate(Number(match[1]), Number(match[3]), Number(match[4]));
    if (date && match[5] !== undefined) {
      date.hour = Number(match[5]);
      date.minute = Number(match[6]);
      if (date.hour > 23 || date.minute > 59) continue;
    }
    add(match.index, match.index + match[0].length, date);
  }
  for (const match of text.matchAll(patterns.dayMonthYear)) {
    add(match.index, match.index + match[0].length, validDate(Number(match[3]), month(match[2]!), Number(match[1])));
  }
  for (const match of text.matchAll(patterns.monthDayYear)) {
    add(match.index, match.index + match[0].length, validDate(Number(match[3]), month(match[1]!), Number(match[2])));
  }
  if (patterns.yearFirst) {
    for (const match of text.matchAll(patterns.yearFirst)) {
      const date =
        match[2] !== undefined
          ? validDate(Number(match[1]), month(match[3]!), Number(match[2]))
          : validDate(Number(match[1]), month(match[4]!), Number(match[5]));
      add(match.index, match.index + match[0].length, date);
    }
  }
  for (const match of text.matchAll(patterns.numericDayFirst)) {
    const [, first, separator, second, year] = match;
    if (year!.length === 2 && (first!.length !== 2 || second!.length !== 2 || separator === '-')) continue;
    let day = Number(first);
    let monthNumber = Number(second);
    // "01/15/2027": only a month-first date can have a second number above 12.
    if (monthNumber > 12 && day <= 12) [day, monthNumber] = [monthNumber, day];
    add(match.index, match.index + match[0].length, validDate(Number(year), monthNumber, day));
  }

  const ranges: FoundDate[] = [];
  for (const date of found) {
    const before = text.slice(Math.max(0, date.start - 40), date.start);
    const offset = date.start - before.length;
    const weekday = patterns.weekdayBefore.exec(before);
    if (weekday) date.start = offset + weekday.index;
    if (weekday) continue;
    const named = patterns.rangeDayMonthBefore.exec(before);
    const numeric = named ? null : patterns.rangeNumericBefore.exec(before);
    const first = named ?? numeric ?? patterns.rangeDayBefore.exec(before);
    if (!first) continue;
    const firstMonth = named ? month(named[3]!) : numeric ? Number(numeric[3]) : date.date.month;
    const day = validDate(date.date.year, firstMonth, Number(first[2]));
    const start = offset + first.index;
    const end = start + first.groups!.first!.length;
    if (day && !overlaps(found, start, end)) ranges.push({ start, end, date: day });
  }
  found.push(...ranges);
  found.sort((a, b) => a.start - b.start);

  const times = findTimes(text, patterns, found);
  const timeAt = new Map(times.map((time) => [time.start, time]));
  const timeEndingAt = new Map(times.map((time) => [time.end, time]));
  const used = new Set<Time>();
  for (const date of found) {
    if (date.date.hour !== undefined) continue;
    // "15.01.2027 r. do godz. 10:00", "15 January 2027, by 12:00".
    const after = dateToTime.exec(text.slice(date.end, date.end + 16))![0];
    let time: Time | undefined;
    for (let gap = 0; gap <= after.length && !time; gap++) time = timeAt.get(date.end + gap);
    if (time) {
      date.end = time.end;
      if (text[date.end] === ')' && text.slice(date.start, date.end).includes('(')) date.end += 1;
    } else {
      // A time before the date: "12:00 noon on 15 January 2027", "ore 12:00 del 15 gennaio 2027".
      for (let gap = 0; gap <= 16 && !time; gap++) {
        const candidate = timeEndingAt.get(date.start - gap);
        if (candidate && patterns.timeToDate.test(text.slice(candidate.end, date.start))) time = candidate;
      }
      if (time) date.start = time.start;
    }
    if (time) {
      date.date.hour = time.hour;
      date.date.minute = time.minute;
      used.add(time);
    }
  }
  const alone: Span[] = [];
  for (const time of times) {
    if (!time.strong || used.has(time)) continue;
    // "8–17 Uhr", "von 8 bis 12 Uhr": the first hour of a range is a time too.
    const from = timeRangeStart.exec(text.slice(Math.max(0, time.start - 12), time.start));
    alone.push({ start: from ? time.start - from[0].length : time.start, end: time.end });
  }
  return { dates: found, times: alone };
}
