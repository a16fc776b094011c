// The embedded Stripe test server's table (schema `embedded_stripe`): every object it keeps (customers, prices,
// products, Checkout Sessions, subscriptions, invoices, events) as Stripe's JSON. Its SQL is in ./migrations.
import { index, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const embeddedStripe = pgSchema('embedded_stripe');

export const stripeObjects = embeddedStripe.table(
  'objects',
  {
    id: text('id').primaryKey(),
    /** Stripe's `object` value: `customer`, `checkout.session`, `subscription`, `event` … */
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('objects_type_created_idx').on(t.type, t.createdAt)],
);
