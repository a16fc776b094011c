// PDF text, one text per page, with unpdf's build of PDF.js (no worker file, no font download in Node); pages with
// little or no text are listed for OCR. Password-protected and damaged files get a reason a person understands.
import { getDocumentProxy } from 'unpdf';
import { errorDetail, refusal, type PageText, type Refusal } from './types';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type TextContent = Awaited<ReturnType<Awaited<ReturnType<PdfDocument['getPage']>>['getTextContent']>>;

/** A page with fewer letters and digits than this is taken for a scan and listed for OCR. */
export const lowTextChars = 40;

export const encryptedPdfReason = 'This PDF is password-protected; upload a copy without a password.';
const corruptPdfReason =
  'This PDF is damaged and cannot be read; open it in a PDF reader, save or print it to a new PDF, and upload that.';

/** A refusal for an error PDF.js threw while opening or reading a document. */
export function pdfRefusal(error: unknown): Refusal {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return refusal('encrypted', encryptedPdfReason, errorDetail(error));
  return refusal('corrupt', corruptPdfReason, errorDetail(error));
}

/**
 * Opens a PDF. PDF.js takes ownership of the buffer it is given, so it gets a copy and the caller's bytes stay
 * usable. Fonts are neither evaluated as code nor loaded from the system.
 */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  return getDocumentProxy(new Uint8Array(bytes), {
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
}

/** A PDF's page count from its page tree, without reading any page; null when it cannot be opened. */
export async function countPdfPages(bytes: Uint8Array): Promise<number | null> {
  let pdf: PdfDocument;
  try {
    pdf = await openPdf(bytes);
  } catch {
    return null;
  }
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}

/** Unicode white space and control characters that PDFs carry but text should not. */
function cleanPageText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u00ad/g, '') // soft hyphens
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/g, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A page's text in the order its content stream draws it (which is reading order for nearly every PDF that
 * tender software writes), with a line break where PDF.js marks one or where the baseline moves.
 */
export function pageTextFromContent(content: TextContent): string {
  let text = '';
  let lastY: number | null = null;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const y = item.transform[5] as number;
    const lineHeight = Math.max(Math.abs(item.height), 1);
    if (lastY !== null && Math.abs(y - lastY) > lineHeight * 0.6 && text && !text.endsWith('\n')) text += '\n';
    text += item.str;
    if (item.hasEOL) text += '\n';
    if (item.str) lastY = y;
  }
  return cleanPageText(text);
}

export function countTextChars(text: string): number {
  return text.replace(/[^\p{L}\p{N}]/gu, '').length;
}

export interface PdfText {
  pages: PageText[];
  lowTextPages: number[];
  title?: string;
}

export interface PdfOptions {
  maxPages: number;
  signal?: AbortSignal;
  onProgress?: (pagesDone: number, pageCount: number) => void;
}

/** The text of every page of a PDF, or a refusal. */
export async function extractPdf(bytes: Uint8Array, options: PdfOptions): Promise<PdfText | Refusal> {
  let pdf: PdfDocument;
  try {
    pdf = await openPdf(bytes);
  } catch (error) {
    return pdfRefusal(error);
  }
  try {
    if (pdf.numPages > options.maxPages) {
      return refusal(
        'too_large',
        `This PDF has ${pdf.numPages} pages; at most ${options.maxPages} can be read. Split it and upload the parts.`,
      );
    }
    const pages: PageText[] = [];
    const lowTextPages: number[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      options.signal?.throwIfAborted();
      const page = await pdf.getPage(number);
      const text = pageTextFromContent(await page.getTextContent());
      page.cleanup();
      pages.push({ number, text });
      if (countTextChars(text) < lowTextChars) lowTextPages.push(number);
      options.onProgress?.(number, pdf.numPages);
    }
    const title = await pdfTitle(pdf);
    return title ? { pages, lowTextPages, title } : { pages, lowTextPages };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return pdfRefusal(error);
  } finally {
    await pdf.destroy();
  }
}

async function pdfTitle(pdf: PdfDocument): Promise<string | undefined> {
  try {
    const { info } = (await pdf.getMetadata()) as { info?: { Title?: unknown } };
    const title = typeof info?.Title === 'string' ? info.Title.replace(/\s+/g, ' ').trim() : '';
    return title || undefined;
  } catch {
    return undefined;
  }
}
