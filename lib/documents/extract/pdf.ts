// PDF text, one text per page, with unpdf's build of PDF.js (no worker file, no font download in Node); pages with
// little or no text are listed for OCR. Password-protected and damaged files get a reason a person understands.
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { layOutPage, markRunningLines, type LayoutInput, type Rule, type TextRun } from './layout';
import { errorDetail, refusal, type PageText, type Refusal } from './types';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type TextContent = Awaited<ReturnType<PdfPage['getTextContent']>>;
type Matrix = [number, number, number, number, number, number];

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

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** A run's text as a page's text keeps it: composed, without soft hyphens or control characters. */
function cleanRunText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u00ad/g, '')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\ufffd]/g, ' ');
}

/** The page's text items as runs in the viewport's space (top-left origin, points). */
function textRuns(content: TextContent, viewport: Matrix): TextRun[] {
  const runs: TextRun[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const text = cleanRunText(item.str);
    if (!text.trim()) continue;
    const t = item.transform as Matrix;
    const [x, bottom] = apply(viewport, t[4], t[5]);
    const size = Math.hypot(t[2], t[3]) * Math.hypot(viewport[0], viewport[1]);
    const width = item.width * Math.hypot(viewport[0], viewport[1]);
    runs.push({ text, x, bottom, size: size || Math.abs(item.height), width });
  }
  return runs;
}

interface PdfOps {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
}

let pdfOps: PdfOps | null = null;

async function operators(): Promise<PdfOps> {
  if (pdfOps) return pdfOps;
  const { OPS } = (await getResolvedPDFJS()) as unknown as { OPS: PdfOps };
  pdfOps = OPS;
  return OPS;
}

/** The page's drawn lines and thin rectangles (a table's rules), in the viewport's space. */
async function pageRules(page: PdfPage, viewport: Matrix): Promise<Rule[]> {
  const ops = await operators();
  const list = await page.getOperatorList();
  const rules: Rule[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform && args) ctm = multiply(ctm, args as Matrix);
    else if (fn === ops.paintFormXObjectBegin && args) {
      stack.push(ctm);
      if (Array.isArray(args[0]) || ArrayBuffer.isView(args[0]))
        ctm = multiply(ctm, [...(args[0] as number[])] as Matrix);
    } else if (fn === ops.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === ops.constructPath && args) {
      const box = args[2] as ArrayLike<number> | null;
      if (!box || box.length < 4) continue;
      const [ax, ay] = apply(viewport, ...apply(ctm, box[0]!, box[1]!));
      const [bx, by] = apply(viewport, ...apply(ctm, box[2]!, box[3]!));
      const x0 = Math.min(ax, bx);
      const x1 = Math.max(ax, bx);
      const y0 = Math.min(ay, by);
      const y1 = Math.max(ay, by);
      if (x1 - x0 <= 3 || y1 - y0 <= 3) rules.push({ x0, y0, x1, y1 });
    }
  }
  return rules;
}

/** What the layout reads of a page: its text runs and its rules. */
export async function pageLayoutInput(page: PdfPage): Promise<LayoutInput> {
  const viewport = page.getViewport({ scale: 1 });
  const transform = viewport.transform as Matrix;
  const [runs, rules] = await Promise.all([
    page.getTextContent().then((content) => textRuns(content, transform)),
    pageRules(page, transform).catch(() => [] as Rule[]),
  ]);
  return { width: viewport.width, height: viewport.height, runs, rules };
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
    let pages: PageText[] = [];
    const lowTextPages: number[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      options.signal?.throwIfAborted();
      const page = await pdf.getPage(number);
      const laidOut = layOutPage(await pageLayoutInput(page));
      page.cleanup();
      pages.push({ number, text: laidOut.text, blocks: laidOut.blocks });
      if (countTextChars(laidOut.text) < lowTextChars) lowTextPages.push(number);
      options.onProgress?.(number, pdf.numPages);
    }
    pages = markRunningLines(pages);
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
