// Messages sent through the contact form. No IP address or user agent is kept: the rate limiter
// holds the IP only for its one-hour window, and nothing else needs it.
import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { app } from './app';

export const contactMessages = app
  .table(
    'contact_messages',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      name: text('name').notNull(),
      email: text('email').notNull(),
      company: text('company'),
      /** One of `contactTopics` in lib/contact/schema.ts; text, so adding a topic needs no migration. */
      topic: text('topic').notNull(),
      message: text('message').notNull(),
      /** When the notification email went out; null if sending failed, so the message can be followed up. */
      notifiedAt: timestamp('notified_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    // Retention deletes by age, and the team reads newest first.
    (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
  )
  .enableRLS();
