// An SMTP server on loopback that keeps every message, so tests can open the links in real emails.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The plain-text body, quoted-printable decoded. */
  text: string;
}

export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next message to `address` after `since` messages (default: any so far). */
  waitFor: (address: string, since?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  // The text/plain part of a multipart message, else the whole body.
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(body)?.[1] ?? body;
  return { to, subject, text: decodeQuotedPrintable(part) };
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(address: string, since = 0): Promise<ReceivedMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = messages.slice(since).find((m) => m.to.includes(address.toLowerCase()));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No email to ${address} arrived within 10 s`);
      // Woken by the next message to arrive; the timer only bounds the wait.
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left).unref();
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message that points at the auth server's /verify endpoint. */
export function verifyLinkIn(mail: ReceivedMail): URL {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No verify link in "${mail.subject}":\n${mail.text}`);
  return new URL(link);
}
