// What every part of the embedded Stripe test server works with.
import type { Database } from '@/lib/db';

export interface EmbeddedStripeSettings {
  /** The only API key it accepts. */
  secretKey: string;
  /** Signs the webhooks it delivers. */
  webhookSecret: string;
  /** The app's webhook route, reached over loopback. */
  webhookUrl: string;
  /** Where browsers reach this server: the hosted checkout and portal pages' links. */
  browserOrigin: string;
  /** The app's name on the hosted pages. */
  siteName: string;
  /** Why it refuses to serve (a public production site); empty when it may. */
  refusals: string[];
}

export interface StripeTestContext {
  db: Database;
  settings: EmbeddedStripeSettings;
  now: () => Date;
  /** Delivers events to the app's webhook route, in order; resolves when each was answered. */
  deliver: (events: Record<string, unknown>[]) => Promise<void>;
}
