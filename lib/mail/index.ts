// Outgoing email: over SMTP when SMTP_URL is set, otherwise as .eml files a developer can open.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { z } from 'zod';
import { serverEnv } from '@/lib/config/server';
import { mailDirectory } from './directory';

import { listWrittenMail, readWrittenMail, type WrittenMail, type WrittenMailSummary } from './written';

export type { WrittenMail, WrittenMailSummary };
export { localMailboxOpen } from './mailbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header fields, e.g. List-Unsubscribe; never ones the mailer sets itself (From, To, Subject …). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  transport: 'smtp' | 'file';
  /** Absolute path of the written .eml file (file transport only). */
  file?: string;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it messages are written as files. */
  smtpUrl?: string;
  from: string;
  /** Files go to `<dataDir>/mail/`; a `memory://` data dir falls back to the OS temp dir. */
  dataDir: string;
  /**
   * Print the links of a mail written to a file (development: the developer clicks them). Off in production,
   * where they are sign-in links with raw tokens and logs are read by more people than the recipient.
   */
  logLinks?: boolean;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<SentMail>;
  /** Closes the SMTP connection if one was opened (tests, shutdown). */
  close: () => void;
}

/** Thrown for a message we refuse to send, so callers can answer 422 instead of 500. */
export class MailValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailValidationError';
  }
}

const reservedHeaders = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'reply-to',
  'message-id',
  'date',
  'content-type',
  'mime-version',
  'content-transfer-encoding',
]);

const messageSchema = z.object({
  to: z.email({ error: 'is not an email address' }),
  subject: z.string().trim().min(1, { error: 'must not be empty' }),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.email({ error: 'is not an email address' }).optional(),
  headers: z
    .record(
      z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, { error: 'must be a header name' }),
      // A line break would start another header: an injected one.
      z.string().regex(/^[^\r\n]*$/, { error: 'must be one line' }),
    )
    .refine((headers) => !Object.keys(headers).some((name) => reservedHeaders.has(name.toLowerCase())), {
      error: 'must not set From, To, Subject or the other fields the mailer writes',
    })
    .optional(),
});

function validateMessage(message: MailMessage): MailMessage {
  const result = messageSchema.safeParse(message);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? 'message');
    // Echo addresses (escaped, as they may hold line breaks) so the caller sees the bad value; never bodies.
    const got = field === 'to' ? message.to : field === 'replyTo' ? message.replyTo : undefined;
    return `"${field}" ${issue.message}${typeof got === 'string' ? ` (got ${JSON.stringify(got)})` : ''}`;
  });
  throw new MailValidationError(`Cannot send mail: ${problems.join('; ')}`);
}

/** http(s) links in plain text, without trailing punctuation that belongs to the sentence. */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'`]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)\]}]+$/, '')))];
}

function emlFileName(now: Date): string {
  // Colons are not allowed in Windows file names; sortable by time all the same.
  return `${now.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

export function createMailer(options: MailerOptions): Mailer {
  let smtp: Transporter | undefined;
  // Stream transport only renders RFC 822 bytes; it holds no connection, so one per mailer is fine.
  const renderer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  async function sendSmtp(url: string, message: MailMessage): Promise<SentMail> {
    smtp ??= createTransport(url);
    const info = await smtp.sendMail({ from: options.from, ...message });
    return { messageId: String(info.messageId), transport: 'smtp' };
  }

  async function writeEml(message: MailMessage): Promise<SentMail> {
    const info = await renderer.sendMail({ from: options.from, ...message });
    const dir = mailDirectory(options.dataDir);
    // The mail holds links with raw tokens: the folder and files are the app user's alone.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    const file = join(dir, emlFileName(new Date()));
    await writeFile(file, info.message, { mode: 0o600 });
    const links = options.logLinks ? extractLinks(message.text) : [];
    console.info(
      `[mail] "${message.subject}" to ${message.to} -> ${file}${links.length > 0 ? ` links: ${links.join(' ')}` : ''}`,
    );
    return { messageId: info.messageId, transport: 'file', file };
  }

  return {
    async send(message) {
      const valid = validateMessage(message);
      return options.smtpUrl ? sendSmtp(options.smtpUrl, valid) : writeEml(valid);
    },
    close() {
      smtp?.close();
      smtp = undefined;
    },
  };
}

const holder = globalThis as typeof globalThis & { __tenderscopeMailer?: Mailer };

/** The process's mailer, built from the validated configuration on first use (hot reloads reuse it). */
export function getMailer(): Mailer {
  holder.__tenderscopeMailer ??= createMailer({
    smtpUrl: serverEnv.SMTP_URL,
    from: serverEnv.MAIL_FROM,
    dataDir: serverEnv.DATA_DIR,
    logLinks: serverEnv.NODE_ENV !== 'production',
  });
  return holder.__tenderscopeMailer;
}

export function sendMail(message: MailMessage): Promise<SentMail> {
  return getMailer().send(message);
}

/** The mail this app wrote to DATA_DIR/mail (file transport), newest first: the local mailbox's list. */
export function listLocalMail(limit?: number): Promise<WrittenMailSummary[]> {
  return listWrittenMail(serverEnv.DATA_DIR, limit);
}

/** One mail of DATA_DIR/mail by its file name, or null. */
export function readLocalMail(id: string): Promise<WrittenMail | null> {
  return readWrittenMail(serverEnv.DATA_DIR, id);
}
