// The ECB's euro reference rate feeds (eurofxref XML): which file covers a gap, fetching it and reading it.
import { SaxesParser } from 'saxes';
import type { RateRow } from '@/lib/reference/rates';

/** The three files the ECB publishes under https://www.ecb.europa.eu/stats/eurofxref/, all in one XML format. */
export const ecbFeeds = {
  /** The last business day's rates. */
  daily: 'eurofxref-daily.xml',
  /** The last 90 days. */
  ninetyDays: 'eurofxref-hist-90d.xml',
  /** Every business day since 1999 (several megabytes). */
  history: 'eurofxref-hist.xml',
} as const;

export type EcbFeed = (typeof ecbFeeds)[keyof typeof ecbFeeds];

const dayMs = 86_400_000;
// The 90-day file holds about 62 business days; leave a margin for the day it is published.
const ninetyDayReachDays = 85;

function utcDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / dayMs;
}

/**
 * The smallest file that brings rates known up to `latest` ('YYYY-MM-DD') up to `today`: the daily file when
 * only weekend days lie between them (it holds today's or the last business day's rates), the 90-day file
 * for a gap of weeks, else the whole history.
 */
export function feedFor(latest: string | null, today: string): EcbFeed {
  if (latest === null) return ecbFeeds.history;
  const from = utcDay(latest);
  const to = utcDay(today);
  if (to - from > ninetyDayReachDays) return ecbFeeds.history;
  for (let day = from + 1; day < to; day++) {
    const weekday = new Date(day * dayMs).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return ecbFeeds.ninetyDays;
  }
  return ecbFeeds.daily;
}

export class EcbFeedError extends Error {}

/**
 * Reads eurofxref XML: `<Cube time="2026-11-20"><Cube currency="USD" rate="1.0812"/>…</Cube>` per business
 * day, inside a gesmes envelope. Throws EcbFeedError when the document is not well-formed or holds no rates.
 */
export function parseEcbXml(xml: string): RateRow[] {
  const rows: { date: string; rates: Record<string, number> }[] = [];
  let day: { date: string; rates: Record<string, number> } | null = null;
  const parser = new SaxesParser({ xmlns: false });
  parser.on('doctype', () => {
    // Nothing legitimate declares entities in this feed; refuse rather than expand them.
    throw new EcbFeedError('The ECB feed carries a DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    if (tag.name !== 'Cube' && !tag.name.endsWith(':Cube')) return;
    const { time, currency, rate } = tag.attributes;
    if (typeof time === 'string') rows.push((day = { date: time, rates: {} }));
    else if (day && typeof currency === 'string' && typeof rate === 'string') day.rates[currency] = Number(rate);
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw error instanceof EcbFeedError
      ? error
      : new EcbFeedError(`The ECB feed is not well-formed XML: ${(error as Error).message}`);
  }
  if (!rows.some((row) => Object.keys(row.rates).length > 0)) throw new EcbFeedError('The ECB feed holds no rates');
  return rows;
}

/** Downloads and reads one feed file; network, HTTP and format problems all throw (the caller warns). */
export async function fetchEcbRates(baseUrl: string, feed: EcbFeed, timeoutMs: number): Promise<RateRow[]> {
  const url = new URL(feed, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new EcbFeedError(`${url} answered HTTP ${response.status}`);
  return parseEcbXml(await response.text());
}
