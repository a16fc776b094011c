import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer, MailValidationError } from '@/lib/mail';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const FROM = 'Tenderscope <no-reply@tenderscope.test>';

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      // No STARTTLS: the server's self-signed certificate would fail the client's verification.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({
            from: mailFrom ? mailFrom.address : '',
            to: rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a message with its subject, recipient and body to the SMTP server', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, dataDir: 'memory://' });
    try {
      const sent = await mailer.send({
        to: 'alice@example.com',
        subject: 'Confirm your account',
        text: 'Open https://tenderscope.test/confirm?token=abc to confirm.',
        replyTo: 'support@tenderscope.test',
      });
      expect(sent.transport).toBe('smtp');
      expect(sent.messageId).toMatch(/^<.+@.+>$/);
      expect(sent.file).toBeUndefined();

      expect(received).toHaveLength(1);
      const [message] = received;
      expect(message?.from).toBe('no-reply@tenderscope.test');
      expect(message?.to).toEqual(['alice@example.com']);
      expect(message?.raw).toContain('Subject: Confirm your account');
      expect(message?.raw).toContain('To: alice@example.com');
      expect(message?.raw).toContain('Reply-To: support@tenderscope.test');
      expect(message?.raw).toContain('https://tenderscope.test/confirm?token=abc');
      expect(message?.raw).toContain(`Message-ID: ${sent.messageId}`);
    } finally {
      mailer.close();
    }
  });

  it('reuses one SMTP transport for several messages', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, dataDir: 'memory://' });
    const before = received.length;
    try {
      await mailer.send({ to: 'bob@example.com', subject: 'One', text: 'first' });
      await mailer.send({ to: 'bob@example.com', subject: 'Two', text: 'second' });
    } finally {
      mailer.close();
    }
    expect(received.slice(before).map((m) => m.raw.match(/^Subject: (.*)$/m)?.[1]?.trim())).toEqual(['One', 'Two']);
  });
});

describe('mail without SMTP', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tenderscope-mail-test-'));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the message as an .eml file under <dataDir>/mail and logs its links (development)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const mailer = createMailer({ from: FROM, dataDir, logLinks: true });
    const sent = await mailer.send({
      to: 'carol@example.com',
      subject: 'Reset your password',
      text: 'Reset it here: https://tenderscope.test/reset?token=xyz. Or visit http://localhost:3000/help, thanks.',
      html: '<p>Reset it <a href="https://tenderscope.test/reset?token=xyz">here</a>.</p>',
    });

    expect(sent.transport).toBe('file');
    expect(sent.file).toBeDefined();
    const mailDir = join(dataDir, 'mail');
    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]+\.eml$/);
    expect(sent.file).toBe(join(mailDir, files[0] ?? ''));

    const eml = await readFile(sent.file ?? '', 'utf8');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('To: carol@example.com');
    expect(eml).toContain('From: Tenderscope <no-reply@tenderscope.test>');
    expect(eml).toContain('https://tenderscope.test/reset?token=xyz');
    expect(eml).toContain('text/html');
    expect(eml).toContain(`Message-ID: ${sent.messageId}`);

    expect(info).toHaveBeenCalledTimes(1);
    const line = String(info.mock.calls[0]?.[0]);
    expect(line).not.toContain('\n');
    expect(line).toContain('Reset your password');
    expect(line).toContain('carol@example.com');
    expect(line).toContain(sent.file);
    expect(line).toContain('https://tenderscope.test/reset?token=xyz');
    expect(line).toContain('http://localhost:3000/help');
    expect(line).not.toContain('token=xyz.');
  });

  it('gives each message its own file', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const mailer = createMailer({ from: FROM, dataDir });
    const before = (await readdir(join(dataDir, 'mail'))).length;
    const sent = await Promise.all(
      [1, 2, 3].map((n) => mailer.send({ to: 'dan@example.com', subject: `Message ${n}`, text: 'hi' })),
    );
    expect(new Set(sent.map((s) => s.file)).size).toBe(3);
    expect(await readdir(join(dataDir, 'mail'))).toHaveLength(before + 3);
  });

  it('rejects an invalid recipient with a clear error and writes nothing', async () => {
    const mailer = createMailer({ from: FROM, dataDir });
    const before = (await readdir(join(dataDir, 'mail'))).length;
    const sending = mailer.send({ to: 'not-an-email', subject: 'Hello', text: 'hi' });
    await expect(sending).rejects.toBeInstanceOf(MailValidationError);
    await expect(sending).rejects.toThrow('Cannot send mail: "to" is not an email address (got "not-an-email")');
    await expect(mailer.send({ to: 'eve@example.com\r\nBcc: x@evil.test', subject: 'Hi', text: 'hi' })).rejects.toThrow(
      MailValidationError,
    );
    expect(await readdir(join(dataDir, 'mail'))).toHaveLength(before);
  });
});
