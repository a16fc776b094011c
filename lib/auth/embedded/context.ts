// What every endpoint of the embedded auth server works with.
import type { MailMessage } from '@/lib/mail';
import type { Database } from '@/lib/db';
import type { SigningKey } from './keys';
import type { EmbeddedAuthSettings } from './settings';

export interface AuthContext {
  db: Database;
  key: SigningKey;
  settings: EmbeddedAuthSettings;
  /** The clock: tokens, windows and expiries are all measured against it. */
  now: () => Date;
  sendMail: (message: MailMessage) => Promise<unknown>;
}
