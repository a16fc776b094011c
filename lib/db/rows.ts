// Raw SQL that returns plain rows on both drivers (PGlite answers {rows}, postgres-js a RowList).
import type { SQL } from 'drizzle-orm';
import type { Database } from './types';

export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return [...result] as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** `count(*)` comes back as a number from PGlite and a string from postgres-js. */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}
