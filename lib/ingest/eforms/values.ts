// Parsing of eForms values: dates and times with optional zones, amounts, measures, ids, texts and URLs.
import { attributeOf, textOf, type XmlElement } from './xml.ts';
import type { Duration, MonetaryAmount } from './types.ts';

// xs:date with an optional zone: '2020-04-03', '2020-04-03+01:00', '2023-08-29Z'.
const datePattern = /^(\d{4}-\d{2}-\d{2})(Z|[+-]\d{2}:\d{2})?$/;
// xs:time with optional fraction and zone: '12:00:00+01:00', '23:59:00Z', '10:00'.
const timePattern = /^(\d{2}:\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

interface ZonedDate {
  date: string;
  zone: string | null;
}

function parseZonedDate(value: string | null): ZonedDate | null {
  const match = value === null ? null : datePattern.exec(value.trim());
  if (!match?.[1] || Number.isNaN(Date.parse(match[1]))) return null;
  return { date: match[1], zone: match[2] ?? null };
}

/** 'YYYY-MM-DD' from an xs:date, dropping the zone; null when not a date. */
export function isoDate(value: string | null): string | null {
  return parseZonedDate(value)?.date ?? null;
}

/**
 * An ISO 8601 timestamp from an xs:date and optional xs:time: '2024-03-01T12:00:00+01:00'. The time's zone wins
 * over the date's; without a zone the timestamp is local (no offset); without a time only the date is returned.
 */
export function isoDateTime(dateValue: string | null, timeValue: string | null): string | null {
  const date = parseZonedDate(dateValue);
  if (date === null) return null;
  const time = timeValue === null ? null : timePattern.exec(timeValue.trim());
  if (!time?.[1]) return date.date;
  const zone = time[3] ?? date.zone ?? '';
  return `${date.date}T${time[1]}:${time[2] ?? '00'}${zone}`;
}

/** Milliseconds since the epoch, to order timestamps; times without a zone and bare dates are read as UTC. */
export function instantOf(isoTimestamp: string): number {
  const localTime = isoTimestamp.includes('T') && !/(?:Z|[+-]\d{2}:\d{2})$/.test(isoTimestamp);
  const parsed = Date.parse(localTime ? `${isoTimestamp}Z` : isoTimestamp);
  return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
}

const decimalPattern = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** A decimal number from text; null for anything else (eForms amounts never use grouping or commas). */
export function parseDecimal(value: string | null): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (!decimalPattern.test(trimmed)) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

export function parseCount(value: string | null): number | null {
  const number = parseDecimal(value);
  return number !== null && Number.isInteger(number) && number >= 0 ? number : null;
}

/**
 * An amount element with @currencyID; null when the value or the currency is missing. Zero counts as missing:
 * buyers who do not disclose a value enter 0 (real notice 00468629-2024 gives 0.0000 EUR).
 */
export function monetaryAmount(element: XmlElement | undefined): MonetaryAmount | null {
  const value = parseDecimal(textOf(element));
  const currency = attributeOf(element, 'currencyID')?.toUpperCase() ?? null;
  return value === null || value <= 0 || currency === null ? null : { value, currency };
}

/** A measure element with @unitCode, e.g. BT-36 `<cbc:DurationMeasure unitCode="MONTH">24</…>`. */
export function duration(element: XmlElement | undefined): Duration | null {
  const value = parseDecimal(textOf(element));
  const unit = attributeOf(element, 'unitCode')?.toUpperCase() ?? null;
  return value === null || unit === null ? null : { value, unit };
}

/** TED's short publication number: '00612681-2024' → '612681-2024'. */
export function shortPublicationNumber(value: string | null): string | null {
  const match = value === null ? null : /^0*(\d+)-(\d{4})$/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

/** The text in `language` (eForms 3-letter code) among multilingual copies, else the first non-blank one. */
export function textInLanguage(elements: readonly XmlElement[], language: string | null): string | null {
  const preferred = elements.find((element) => attributeOf(element, 'languageID')?.toUpperCase() === language);
  return textOf(preferred) ?? elements.map(textOf).find((text) => text !== null) ?? null;
}

/** One-line text (titles, names): real notices wrap them over several indented lines. */
export function singleLine(text: string | null): string | null {
  const collapsed = text?.replace(/\s+/g, ' ').trim() ?? '';
  return collapsed === '' ? null : collapsed;
}

/** Running text (descriptions): paragraphs kept, indentation and runs of spaces and blank lines dropped. */
export function paragraphs(text: string | null): string | null {
  const cleaned =
    text
      ?.replace(/\r\n?/g, '\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() ?? '';
  return cleaned === '' ? null : cleaned;
}

// Some buyers write 'www.example.org' without a scheme; a link needs one.
const bareHostPattern = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/:?#]|$)/i;

/** A URL as given, with 'https://' added when the notice leaves the scheme out. */
export function absoluteUrl(url: string | null): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return null;
  return bareHostPattern.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** Values in first-seen order without repeats. */
export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}
