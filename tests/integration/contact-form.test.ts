// The contact form's server side: stored in Postgres, announced by email, limited to 5 an hour per IP.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formDataToObject, validatedAction } from '@/lib/actions';
import { purgeExpiredContactMessages, submitContactMessage } from '@/lib/contact';
import { contactFormSchema, type ContactFormValues } from '@/lib/contact/schema';
import { getDb } from '@/lib/db';
import { contactMessages } from '@/lib/db/schema/contact';
import { createMailer, type MailMessage, type Mailer } from '@/lib/mail';

const T0 = new Date('2031-05-06T10:05:00.000Z');

function valid(overrides: Partial<ContactFormValues> = {}): ContactFormValues {
  return contactFormSchema.parse({
    name: 'Anna Berger',
    email: 'anna.berger@example.com',
    company: 'Berger Bau GmbH',
    topic: 'search',
    message: 'Can I search for tenders by NUTS region in Lower Austria?',
    ...overrides,
  });
}

const mailDirs: string[] = [];

afterAll(async () => {
  await Promise.all(mailDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function fileMailer(): Promise<{ mailer: Mailer; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'tenderscope-contact-'));
  mailDirs.push(dir);
  return { mailer: createMailer({ from: 'Tenderscope <no-reply@tenderscope.test>', dataDir: dir }), dir };
}

function failingMailer(): Mailer & { attempts: MailMessage[] } {
  const attempts: MailMessage[] = [];
  return {
    attempts,
    async send(message) {
      attempts.push(message);
      throw new Error('SMTP server unreachable');
    },
    close() {},
  };
}

async function storedFor(email: string) {
  const db = await getDb();
  return db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe('contact form', () => {
  it('stores the message and emails the inbox with the sender as reply-to', async () => {
    const { mailer } = await fileMailer();
    const input = valid({ email: 'stored@example.com' });
    const result = await submitContactMessage(input, {
      ip: '198.51.100.1',
      mailer,
      inbox: 'team@tenderscope.test',
      now: T0,
    });

    expect(result).toEqual({ ok: true, data: { received: true } });
    const [row] = await storedFor('stored@example.com');
    expect(row).toMatchObject({
      name: 'Anna Berger',
      company: 'Berger Bau GmbH',
      topic: 'search',
      message: input.message,
    });
    expect(row?.notifiedAt).toBeInstanceOf(Date);
  });

  it('writes a notification naming the topic and sender, with the message and a reply-to header', async () => {
    const { dir } = await fileMailer();
    const sent: string[] = [];
    const recording: Mailer = {
      async send(message) {
        const result = await createMailer({ from: 'Tenderscope <no-reply@tenderscope.test>', dataDir: dir }).send(
          message,
        );
        if (result.file) sent.push(await readFile(result.file, 'utf8'));
        return result;
      },
      close() {},
    };
    await submitContactMessage(valid({ email: 'mail@example.com', name: 'Anna\nBerger' }), {
      ip: '198.51.100.2',
      mailer: recording,
      inbox: 'team@tenderscope.test',
      now: T0,
    });
    expect(sent).toHaveLength(1);
    const eml = sent[0] ?? '';
    expect(eml).toContain('To: team@tenderscope.test');
    expect(eml).toContain('Reply-To: mail@example.com');
    expect(eml).toMatch(/Subject: Contact form: Tender search and data from Anna Berger\r\n/);
    expect(eml).toContain('Can I search for tenders by NUTS region in Lower Austria?');
  });

  it('accepts five messages an hour from one IP and refuses the sixth with a readable message', async () => {
    const { mailer } = await fileMailer();
    const results = [];
    for (let i = 0; i < 6; i++) {
      results.push(
        await submitContactMessage(valid({ email: `burst${i}@example.com` }), { ip: '198.51.100.3', mailer, now: T0 }),
      );
    }
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    const refused = results[5];
    expect(refused?.ok).toBe(false);
    if (refused && !refused.ok) {
      // The real wait: the five messages of the burst leave the last hour an hour after they were sent.
      expect(refused.error).toMatch(
        /^You have sent 5 messages in the last hour.*Please try again in 60 minutes, or email us at \S+@\S+\.$/,
      );
      expect(refused.retryAfterSeconds).toBe(60 * 60);
    }
    expect(await storedFor('burst5@example.com')).toEqual([]);

    // And it is the real wait: a try in between is refused (and says what is left), the one an hour on goes through.
    const halfway = await submitContactMessage(valid({ email: 'burst6@example.com' }), {
      ip: '198.51.100.3',
      mailer,
      now: new Date(T0.getTime() + 30 * 60_000),
    });
    expect(halfway).toMatchObject({ ok: false, retryAfterSeconds: 30 * 60 });
    const anHourOn = await submitContactMessage(valid({ email: 'burst7@example.com' }), {
      ip: '198.51.100.3',
      mailer,
      now: new Date(T0.getTime() + 60 * 60_000),
    });
    expect(anHourOn.ok).toBe(true);

    const otherIp = await submitContactMessage(valid({ email: 'other-ip@example.com' }), {
      ip: '198.51.100.4',
      mailer,
      now: T0,
    });
    expect(otherIp.ok).toBe(true);
  });

  it('answers a filled-in honeypot like a success, but stores and sends nothing', async () => {
    const mailer = failingMailer();
    const result = await submitContactMessage(valid({ email: 'bot@example.com', website: 'https://spam.example' }), {
      ip: '198.51.100.5',
      mailer,
      now: T0,
    });
    expect(result.ok).toBe(true);
    expect(await storedFor('bot@example.com')).toEqual([]);
    expect(mailer.attempts).toEqual([]);
  });

  it('keeps the message when the notification email fails, and leaves it marked as not notified', async () => {
    const mailer = failingMailer();
    const result = await submitContactMessage(valid({ email: 'no-mail@example.com' }), {
      ip: '198.51.100.6',
      mailer,
      now: T0,
    });
    expect(result.ok).toBe(true);
    expect(mailer.attempts).toHaveLength(1);
    const [row] = await storedFor('no-mail@example.com');
    expect(row?.notifiedAt).toBeNull();
  });

  it('validates form data with the same schema and returns errors by field, storing nothing', async () => {
    const action = validatedAction(contactFormSchema, (input) =>
      submitContactMessage(input, { ip: '198.51.100.7', mailer: failingMailer(), now: T0 }),
    );
    const form = new FormData();
    form.set('name', ' ');
    form.set('email', 'not-an-email');
    form.set('topic', 'weather');
    form.set('message', 'Too short');
    const result = await action(null, form);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe('Please correct the highlighted fields.');
      expect(result.fieldErrors).toMatchObject({
        name: ['Please enter your name.'],
        email: ['Please enter a valid email address, like name@company.eu.'],
        topic: ['Please choose what your message is about.'],
        message: ['Please write at least 10 characters.'],
      });
    }
    expect(await storedFor('not-an-email')).toEqual([]);
  });

  it('reads form data into plain fields, ignoring React action markers and files', () => {
    const form = new FormData();
    form.set('$ACTION_ID_abc', '');
    form.set('name', 'Anna');
    form.append('tag', 'a');
    form.append('tag', 'b');
    form.set('upload', new Blob(['x']), 'x.txt');
    expect(formDataToObject(form)).toEqual({ name: 'Anna', tag: ['a', 'b'] });
  });

  it('deletes messages older than the 24-month retention period', async () => {
    const { mailer } = await fileMailer();
    await submitContactMessage(valid({ email: 'old@example.com' }), {
      ip: '198.51.100.8',
      mailer,
      now: new Date('2029-01-10T10:00:00Z'),
    });
    await submitContactMessage(valid({ email: 'recent@example.com' }), {
      ip: '198.51.100.8',
      mailer,
      now: new Date('2030-06-10T10:00:00Z'),
    });
    const deleted = await purgeExpiredContactMessages(new Date('2031-03-01T00:00:00Z'));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await storedFor('old@example.com')).toEqual([]);
    expect(await storedFor('recent@example.com')).toHaveLength(1);
  });
});
