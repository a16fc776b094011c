// Column types and check helpers the product tables share.
import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** Amounts as numbers in JS; numeric(18,2) in SQL (tenders' values, awards, outcomes). */
export const money = customType<{ data: number; driverData: string | number }>({
  dataType: () => 'numeric(18, 2)',
  fromDriver: (value) => Number(value),
  toDriver: (value) => value.toFixed(2),
});

/** A list of string literals for a check constraint: `kind in (${sqlList(kinds)})`. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
