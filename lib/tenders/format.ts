// How tender facts read on a page: amounts of money, calendar days, and deadlines in the notice's own time
// zone with the days left, and counts. Pure and locale-fixed (en-GB), so the server renders the same text
// every time.
const dayMs = 86_400_000;
const hourMs = 3_600_000;

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

// Currency formatters by code, made once each: constructing one costs far more than formatting with it.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 1234567.8, 'EUR' → '€1,234,568'. */
export function formatMoney(value: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(currency, format);
  }
  return format.format(value);
}

/** '2025-01-10' → '10 January 2025'. */
export function formatDay(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

export interface DeadlineText {
  /** '7 February 2025'. */
  date: string;
  /** '15:00', or null when the notice gives a date alone. */
  time: string | null;
  /** 'UTC+01:00' (the notice's own offset), or null when it gives none. */
  zone: string | null;
}

const localPattern = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * The deadline as the notice wrote it (`deadline_local`: wall-clock time and offset of the buyer), else the
 * stored instant in UTC (tenders added by users carry no local form).
 */
export function describeDeadline(local: string | null, instant: Date | null): DeadlineText | null {
  const parts = local ? localPattern.exec(local) : null;
  if (parts) {
    const [, day, hour, minute, offset] = parts;
    return {
      date: formatDay(day!),
      time: hour && minute ? `${hour}:${minute}` : null,
      zone: offset === undefined ? null : offset === 'Z' ? 'UTC' : `UTC${offset}`,
    };
  }
  if (!instant) return null;
  return { date: dayFormat.format(instant), time: timeFormat.format(instant), zone: 'UTC' };
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** '12 days left', 'closes in 5 hours', 'closed 3 days ago'. */
export function timeLeftText(deadline: Date, now: Date = new Date()): string {
  const remaining = deadline.getTime() - now.getTime();
  if (remaining <= 0) {
    const days = Math.floor(-remaining / dayMs);
    return days === 0 ? 'closed today' : `closed ${plural(days, 'day')} ago`;
  }
  if (remaining < dayMs) return `closes in ${plural(Math.ceil(remaining / hourMs), 'hour')}`;
  return `${plural(Math.floor(remaining / dayMs), 'day')} left`;
}

/** How long ago a day was: 'today', 'yesterday', '10 days ago', '2 months ago', '3 years ago'. */
export function ageText(isoDate: string, now: Date = new Date()): string {
  const then = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const days = Math.floor((today.getTime() - then.getTime()) / dayMs);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  const months =
    (today.getUTCFullYear() - then.getUTCFullYear()) * 12 +
    (today.getUTCMonth() - then.getUTCMonth()) -
    (today.getUTCDate() < then.getUTCDate() ? 1 : 0);
  if (months < 1) return `${plural(days, 'day')} ago`;
  if (months < 12) return `${plural(months, 'month')} ago`;
  return `${plural(Math.floor(months / 12), 'year')} ago`;
}

// One formatter for the module: constructing an Intl formatter costs far more than formatting with it.
const countFormat = new Intl.NumberFormat('en');

export function formatCount(count: number): string {
  return countFormat.format(count);
}
