// Calendar arithmetic for dates a tender derives from another ("180 days after the deadline", "+ 5 months"),
// and the quantities written back as a person reads them.
import type { DurationUnit, Quantity, QuantityDate } from './types';

export interface Duration {
  value: number;
  unit?: DurationUnit;
}

const dayMs = 86_400_000;

function toUtc(date: QuantityDate): number {
  return Date.UTC(date.year, date.month - 1, date.day, date.hour ?? 0, date.minute ?? 0);
}

function fromUtc(ms: number, withTime: boolean): QuantityDate {
  const date = new Date(ms);
  const result: QuantityDate = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  if (withTime) {
    result.hour = date.getUTCHours();
    result.minute = date.getUTCMinutes();
  }
  return result;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function whole(duration: Duration, unit: string): number {
  if (!Number.isInteger(duration.value)) {
    throw new RangeError(`addDuration counts whole ${unit}s: ${duration.value} is not a whole number`);
  }
  return duration.value;
}

function addMonths(date: QuantityDate, months: number): QuantityDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  // 31 January + 1 month is the last day of February.
  return { ...date, year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

function addWorkingDays(date: QuantityDate, days: number): QuantityDate {
  let ms = toUtc(date);
  const direction = Math.sign(days);
  for (let left = Math.abs(days); left > 0;) {
    ms += direction * dayMs;
    const weekday = new Date(ms).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return fromUtc(ms, date.hour !== undefined);
}

/**
 * The date `duration` after `date`: days and weeks on the calendar, working days Monday to Friday (public
 * holidays are not known here), months and years on the calendar with the day clamped to the month's end
 * (31 January + 1 month = 28 or 29 February), hours and minutes on the clock. A negative value goes back.
 */
export function addDuration(date: QuantityDate, duration: Duration | Quantity): QuantityDate {
  const unit = duration.unit;
  if (!unit || ('kind' in duration && duration.kind !== 'duration')) {
    throw new TypeError('addDuration needs a duration: a value with a unit');
  }
  if (!Number.isFinite(duration.value)) throw new RangeError(`addDuration: ${duration.value} is no number of ${unit}s`);
  const withTime = date.hour !== undefined;
  switch (unit) {
    case 'minute':
    case 'hour': {
      const minutes = duration.value * (unit === 'hour' ? 60 : 1);
      return fromUtc(toUtc(date) + Math.round(minutes * 60_000), true);
    }
    case 'day':
    case 'calendar_day':
    case 'week': {
      const days = duration.value * (unit === 'week' ? 7 : 1);
      if (Number.isInteger(days)) return fromUtc(toUtc(date) + days * dayMs, withTime);
      return fromUtc(toUtc(date) + Math.round(days * dayMs), true);
    }
    case 'working_day':
      return addWorkingDays(date, whole(duration, 'working day'));
    case 'month':
      return addMonths(date, whole(duration, 'month'));
    case 'year':
      return addMonths(date, whole(duration, 'year') * 12);
  }
}

/** "2027-01-15", or "2027-01-15T12:00" with a time. */
export function formatIsoDate(date: QuantityDate): string {
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  const day = `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
  return date.hour === undefined ? day : `${day}T${pad(date.hour)}:${pad(date.minute ?? 0)}`;
}

const intlUnits: Partial<Record<DurationUnit, string>> = {
  minute: 'minute',
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};

/** Working and calendar days, which Intl has no unit for: [one, other] per language. */
const dayKinds: Readonly<Record<string, Record<'working_day' | 'calendar_day', readonly [string, string]>>> = {
  en: { working_day: ['working day', 'working days'], calendar_day: ['calendar day', 'calendar days'] },
  de: { working_day: ['Werktag', 'Werktage'], calendar_day: ['Kalendertag', 'Kalendertage'] },
  fr: { working_day: ['jour ouvré', 'jours ouvrés'], calendar_day: ['jour calendaire', 'jours calendaires'] },
  it: { working_day: ['giorno lavorativo', 'giorni lavorativi'], calendar_day: ['giorno naturale', 'giorni naturali'] },
  es: { working_day: ['día hábil', 'días hábiles'], calendar_day: ['día natural', 'días naturales'] },
  pt: { working_day: ['dia útil', 'dias úteis'], calendar_day: ['dia corrido', 'dias corridos'] },
  nl: { working_day: ['werkdag', 'werkdagen'], calendar_day: ['kalenderdag', 'kalenderdagen'] },
  pl: { working_day: ['dzień roboczy', 'dni roboczych'], calendar_day: ['dzień kalendarzowy', 'dni kalendarzowych'] },
};

/** A quantity as a person reads it in `locale`: "€900,000.00", "30 %", "180 days", "15 January 2027 at 12:00". */
export function formatQuantity(quantity: Quantity, locale = 'en'): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  switch (quantity.kind) {
    case 'amount':
      return new Intl.NumberFormat(locale, { style: 'currency', currency: quantity.currency ?? 'EUR' }).format(
        quantity.value,
      );
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(quantity.value / 100);
    case 'number':
      return number(quantity.value);
    case 'duration': {
      const unit = quantity.unit ?? 'day';
      const intl = intlUnits[unit];
      if (intl)
        return new Intl.NumberFormat(locale, { style: 'unit', unit: intl, unitDisplay: 'long' }).format(quantity.value);
      const names = dayKinds[locale.slice(0, 2)] ?? dayKinds.en!;
      const [one, other] = names[unit as 'working_day' | 'calendar_day'];
      return `${number(quantity.value)} ${quantity.value === 1 ? one : other}`;
    }
    case 'date': {
      const date = quantity.date!;
      return new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        ...(date.hour !== undefined ? { timeStyle: 'short' } : {}),
        timeZone: 'UTC',
      }).format(new Date(toUtc(date)));
    }
  }
}
