// How much one person may add: the largest file, files per tender, what an archive may hold, and pages queued.
import { serverEnv } from '@/lib/config/server';

export const documentLimits = {
  /** The largest file, uploaded or fetched (STORAGE_FILE_SIZE_LIMIT, 50 MB by default). */
  maxFileBytes: serverEnv.STORAGE_FILE_SIZE_LIMIT,
  /** Files one reader may add to one tender (an archive counts once, its entries not). */
  maxFilesPerTender: 100,
  /** Files an archive may hold, nested archives' files included. */
  maxArchiveEntries: 500,
  /** Pages one person may have waiting to be read or OCRed; past it their next upload waits (see queue.ts). */
  maxQueuedPages: 1_000,
} as const;

/** What the upload's file picker offers; the server still reads every file's real type from its bytes. */
export const uploadAccept = [
  '.pdf',
  '.docx',
  '.xlsx',
  '.odt',
  '.ods',
  '.txt',
  '.csv',
  '.html',
  '.htm',
  '.xml',
  '.zip',
  '.png',
  '.jpg',
  '.jpeg',
].join(',');
