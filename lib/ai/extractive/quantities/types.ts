// The shapes findQuantities answers with: what a tender document says in numbers, where it says it.

export type DurationUnit = 'minute' | 'hour' | 'day' | 'working_day' | 'calendar_day' | 'week' | 'month' | 'year';

export interface QuantityDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour?: number;
  minute?: number;
}

export interface Quantity {
  kind: 'amount' | 'number' | 'percent' | 'duration' | 'date';
  /** Offsets in the text of the whole expression as written (words, bracketed digits, currency and unit). */
  start: number;
  end: number;
  /** text.slice(start, end) */
  text: string;
  /**
   * The amount, number or percentage; a duration's count of units; for a date, its instant in milliseconds
   * since 1970 read as UTC (so dates sort and compare by value).
   */
  value: number;
  /** ISO 4217, for amounts. */
  currency?: string;
  /** For durations. */
  unit?: DurationUnit;
  /** For dates. */
  date?: QuantityDate;
}
