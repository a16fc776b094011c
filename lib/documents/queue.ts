// How much document work one person may have waiting: each reading and OCR job holds the pages it will read, and
// someone whose queued pages would pass the cap is asked to wait before adding more, so the queue stays short.
import 'server-only';
import type { Database } from '@/lib/db';
import { queuedPages } from '@/lib/jobs';
import { countPdfPages, type SniffedType } from './extract';
import { documentLimits } from './limits';

/**
 * The pages reading a file takes: a PDF's page count, one for anything else (an archive's entries count when
 * their own reading is queued, an OCR job counts its scanned pages).
 */
export async function pagesToRead(bytes: Uint8Array, sniffed: Pick<SniffedType, 'type'>): Promise<number> {
  if (sniffed.type !== 'pdf') return 1;
  return Math.max(1, (await countPdfPages(bytes)) ?? 1);
}

export interface QueueRefusal {
  status: 429;
  code: 'too_many_queued_pages';
  message: string;
}

const count = (n: number) => `${n.toLocaleString('en')} page${n === 1 ? '' : 's'}`;

/**
 * Null when `pages` more fit in the owner's queue of document work. A file is always taken when nothing of its
 * owner waits: a long document is bounded by its own limits, not refused for ever.
 */
export async function checkQueuedPages(db: Database, ownerId: string, pages: number): Promise<QueueRefusal | null> {
  const queued = await queuedPages(db, ownerId);
  const cap = documentLimits.maxQueuedPages;
  if (queued === 0 || queued + pages <= cap) return null;
  return {
    status: 429,
    code: 'too_many_queued_pages',
    message: `You have ${count(queued)} waiting to be read and this file adds ${count(pages)}; at most ${count(cap)} can wait per person. Upload it once more of your documents have been read.`,
  };
}
