// The mail the file transport wrote (DATA_DIR/mail/*.eml), read back for the local mailbox at /dev/mail.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { mailDirectory } from './directory';

export interface WrittenMailSummary {
  /** The file name, which is also its id in URLs. */
  id: string;
  subject: string;
  to: string;
  from: string;
  date: Date | null;
}

export interface WrittenMail extends WrittenMailSummary {
  text: string;
  /** The HTML part as written, or null for a text-only mail; render it only sandboxed. */
  html: string | null;
  /** Header fields a developer checks (List-Unsubscribe …), as written. */
  headers: { name: string; value: string }[];
}

const fileNamePattern = /^[\w.-]+\.eml$/;

/** Whether `id` names a mail file (and nothing outside the mail folder). */
export function isWrittenMailId(id: string): boolean {
  return fileNamePattern.test(id) && !id.startsWith('.');
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.map((entry) => entry.text).join(', ');
}

async function parseFile(dir: string, id: string): Promise<WrittenMail> {
  const parsed = await simpleParser(await readFile(join(dir, id)));
  const headers = parsed.headerLines.map(({ line }) => {
    const colon = line.indexOf(':');
    return {
      name: line.slice(0, colon),
      value: line
        .slice(colon + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    };
  });
  return {
    id,
    subject: parsed.subject ?? '(no subject)',
    to: addresses(parsed.to),
    from: addresses(parsed.from),
    date: parsed.date ?? null,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    headers,
  };
}

/** The newest `limit` mails first (file names start with the time they were written). */
export async function listWrittenMail(dataDir: string, limit = 100): Promise<WrittenMailSummary[]> {
  const dir = mailDirectory(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = names.filter(isWrittenMailId).sort().reverse().slice(0, limit);
  const mails = await Promise.all(newest.map((id) => parseFile(dir, id)));
  return mails.map(({ id, subject, to, from, date }) => ({ id, subject, to, from, date }));
}

/** One mail by its file name; null for a name that is not a mail file of the folder. */
export async function readWrittenMail(dataDir: string, id: string): Promise<WrittenMail | null> {
  if (!isWrittenMailId(id)) return null;
  try {
    return await parseFile(mailDirectory(dataDir), id);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
