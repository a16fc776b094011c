// What the documents section and viewer show of a tender's documents, in words: safe to import in the browser.

// Search marks its hits with these control characters, never HTML: pages split on them and render text.
export const hitStart = '\u0002';
export const hitEnd = '\u0003';

export type DocumentViewStatus = 'queued' | 'reading' | 'ready' | 'failed';

export interface DocumentView {
  id: string;
  fileName: string;
  parentId: string | null;
  /** 'PDF', 'Word', 'Spreadsheet', 'Archive' … */
  kindLabel: string;
  /** 'From the buyer's portal', 'Your upload', or the archive it came from. */
  originLabel: string;
  size: number | null;
  pages: number | null;
  status: DocumentViewStatus;
  /** While queued or reading: what is happening, and how far (0–100) when the job says. */
  statusLabel: string;
  progress: number | null;
  /** Why the file could not be read, in words a person understands. */
  error: string | null;
  /** A remark on a ready file (e.g. pages still being read by OCR). */
  note: string | null;
}

export interface DocumentFetchView {
  status: 'running' | 'done' | 'login_required' | 'failed';
  portalUrl: string | null;
  message: string | null;
}

export interface DocumentsView {
  documents: DocumentView[];
  fetch: DocumentFetchView | null;
  /** Something is still queued or being read: the section polls until it is not. */
  busy: boolean;
  /** The reader may ask for the documents from the buyer's portal (signed in, not asked for yet). */
  canFetch: boolean;
}

export interface DocumentHitView {
  documentId: string;
  fileName: string;
  page: number;
  /** Marked with hitStart/hitEnd. */
  snippet: string;
}
