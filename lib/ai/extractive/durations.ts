// A period as tenders state it ("180 days", "one hundred and eighty (180) days", "fünf Monate", "sechzig (60)
// Kalendertage", "cent vingt (120) jours"): the first duration the quantities reader finds, counted in whole units.
import { findQuantities, type DurationUnit, type Quantity } from './quantities';

export interface Duration {
  amount: number;
  unit: DurationUnit;
  /** As a reader says it: "180 days", "5 months". */
  text: string;
  quantity: Quantity;
}

const unitNames: Record<DurationUnit, string> = {
  minute: 'minute',
  hour: 'hour',
  day: 'day',
  working_day: 'working day',
  calendar_day: 'calendar day',
  week: 'week',
  month: 'month',
  year: 'year',
};

export function findDuration(text: string, language: string | null): Duration | null {
  const quantity = findQuantities(text, language).find((q) => q.kind === 'duration' && q.unit);
  if (!quantity?.unit) return null;
  const name = unitNames[quantity.unit];
  return {
    amount: quantity.value,
    unit: quantity.unit,
    text: `${quantity.value} ${name}${quantity.value === 1 ? '' : 's'}`,
    quantity,
  };
}
