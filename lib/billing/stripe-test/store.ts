// The embedded Stripe test server's objects: Stripe JSON by id, in one table. Keys starting with `_` are the
// server's own notes (a session's line items, an event's delivery) and never leave it.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { stripeObjects } from './schema';

export type StripeObject = Record<string, unknown> & { id: string; object: string };

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-style id: the prefix, then 24 random letters and digits (`cus_…`, `cs_test_…`). */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

export async function getObject<T extends StripeObject = StripeObject>(db: Database, id: string): Promise<T | null> {
  const [row] = await db.select({ data: stripeObjects.data }).from(stripeObjects).where(eq(stripeObjects.id, id));
  return (row?.data as T | undefined) ?? null;
}

export async function putObject(db: Database, object: StripeObject): Promise<void> {
  await db
    .insert(stripeObjects)
    .values({ id: object.id, type: object.object, data: object })
    .onConflictDoUpdate({ target: stripeObjects.id, set: { data: object } });
}

/** Objects of a type whose top-level `field` equals `value`, oldest first. */
export async function findObjects<T extends StripeObject = StripeObject>(
  db: Database,
  type: string,
  field: string,
  value: string,
): Promise<T[]> {
  const rows = await db
    .select({ data: stripeObjects.data })
    .from(stripeObjects)
    .where(and(eq(stripeObjects.type, type), sql`${stripeObjects.data} ->> ${field} = ${value}`))
    .orderBy(asc(stripeObjects.createdAt), asc(stripeObjects.id));
  return rows.map((r) => r.data as T);
}

/** The object as the API shows it: without the server's own `_` notes. */
export function publicView(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as StripeObject;
}
