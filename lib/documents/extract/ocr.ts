// OCR of scanned pages and images with tesseract.js, offline: its core and worker come from node_modules and the
// language data from the @tesseract.js-data packages, so nothing is downloaded. PDF pages are rasterised by PDF.js
// (unpdf) on @napi-rs/canvas. One worker reads all the pages of a call, and one call runs at a time per process.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, symlinkSync, unlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { renderPageAsImage } from 'unpdf';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { imageSize, maxImagePixels } from './image-size';
import { countTextChars, openPdf, pdfRefusal } from './pdf';
import { sniffType } from './sniff';
import { layOutPage, type TextRun } from './layout';
import { errorDetail, refusal, type Refusal, type TextBlock } from './types';

/** ISO 639-1 to the tesseract language data installed from npm (@tesseract.js-data/<code>). */
export const tesseractLanguages: Readonly<Record<string, string>> = {
  bg: 'bul',
  cs: 'ces',
  da: 'dan',
  de: 'deu',
  el: 'ell',
  en: 'eng',
  es: 'spa',
  et: 'est',
  fi: 'fin',
  fr: 'fra',
  ga: 'gle',
  hr: 'hrv',
  hu: 'hun',
  it: 'ita',
  lt: 'lit',
  lv: 'lav',
  mt: 'mlt',
  nl: 'nld',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  sk: 'slk',
  sl: 'slv',
  sv: 'swe',
};

export interface OcrOptions {
  /** The document's languages, ISO 639-1, most likely first; unknown ones are left out, none means English. */
  languages: readonly string[];
  /** Resolution PDF pages are rendered at (default 200 dpi). */
  dpi?: number;
  signal?: AbortSignal;
  /** Called after each page. */
  onPage?: (pagesDone: number, pageCount: number) => void | Promise<void>;
}

export interface OcrPage {
  number: number;
  text: string;
  /** The page's lines, tables and paragraphs as laid out from the words' boxes. */
  blocks?: TextBlock[];
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

export type OcrResult = { ok: true; kind: 'textract_parsed'; pages: OcrPage[] } | Refusal;

/** More languages per worker slow every page down; the first two carry nearly every tender. */
const maxLanguages = 2;
const defaultDpi = 200;
/** A rendered page never exceeds this many pixels, whatever size the PDF says the page is. */
const maxRenderPixels = 25_000_000;

/** The tesseract codes for ISO 639-1 codes: known ones, deduplicated, at most two; English when none is known. */
export function ocrLanguageCodes(languages: readonly string[]): string[] {
  const codes = [
    ...new Set(languages.map((code) => tesseractLanguages[code.toLowerCase().slice(0, 2)]).filter(Boolean)),
  ] as string[];
  return codes.length > 0 ? codes.slice(0, maxLanguages) : ['eng'];
}

const requireHere = createRequire(import.meta.url);
let languageDirectory: string | null = null;

/**
 * Where an installed language's data file is: in the project's node_modules (the working directory of the server,
 * the worker and the tests), else wherever Node resolves the package from here. Next's server bundle turns
 * `require.resolve` into a module number, hence the working directory first.
 */
function languageDataFile(code: string): string {
  const file = join('4.0.0_best_int', `${code}.traineddata.gz`);
  const candidates = [join(process.cwd(), 'node_modules', '@tesseract.js-data', code, file)];
  try {
    const resolved: unknown = requireHere.resolve(`@tesseract.js-data/${code}/package.json`);
    if (typeof resolved === 'string') candidates.push(join(dirname(resolved), file));
  } catch {
    // Not resolvable from here: the working directory's node_modules is the only place to look.
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found)
    throw new Error(`The OCR language data for ${code} is not installed (npm package @tesseract.js-data/${code})`);
  return found;
}

/**
 * A folder holding `<code>.traineddata.gz` for every installed language: tesseract.js reads all languages from one
 * `langPath`, and each npm package keeps its file in a folder of its own, so the folder links to them. The folder
 * is named after the files it links to, so two checkouts never share one; links are made under a temporary name
 * and renamed into place, which is atomic when several processes do it at once.
 */
function tesseractDataDirectory(): string {
  if (languageDirectory) return languageDirectory;
  const files = Object.values(tesseractLanguages).map((code) => [code, languageDataFile(code)] as const);
  const hash = createHash('sha256')
    .update(files.map(([, file]) => file).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const directory = join(tmpdir(), `tenderscope-tessdata-${hash}`);
  mkdirSync(directory, { recursive: true });
  for (const [code, file] of files) {
    const link = join(directory, `${code}.traineddata.gz`);
    const temporary = `${link}.${process.pid}.${Date.now()}`;
    symlinkSync(file, temporary);
    try {
      renameSync(temporary, link);
    } catch (error) {
      unlinkSync(temporary);
      throw error;
    }
  }
  languageDirectory = directory;
  return directory;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs OCR calls one after another: each holds a worker of a few hundred MB and a whole processor. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Settings read when a worker starts. The Italian data's own config names a user word list ("ita.special-words")
 * that the data packages do not ship, so tesseract printed "failed to load" for every Italian worker; no language
 * here has such a list, so none is looked for.
 */
const ocrInitConfig: Readonly<Record<string, string>> = { user_words_suffix: '', user_patterns_suffix: '' };

async function startWorker(languages: string[]): Promise<Worker> {
  return createWorker(
    languages,
    OEM.LSTM_ONLY,
    {
      langPath: tesseractDataDirectory(),
      gzip: true,
      // Nothing is read from or written to a cache; the language data come from the packages every time.
      cacheMethod: 'none',
      // Without a handler tesseract.js rethrows a failed job on the main thread, which would end the process.
      errorHandler: () => undefined,
    },
    ocrInitConfig,
  );
}

function cleanOcrText(text: string): string {
  return text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

type OcrLine = NonNullable<
  Awaited<ReturnType<Worker['recognize']>>['data']['blocks']
>[number]['paragraphs'][number]['lines'][number];

/**
 * The words of a page as text runs for the layout, each on its line's baseline; a scan's skew (the median slope
 * of the baselines) is taken out first, so one line's words stay on one baseline across the page.
 */
export function ocrRuns(lines: readonly OcrLine[]): TextRun[] {
  const slopes = lines
    .filter((line) => line.baseline.x1 - line.baseline.x0 > 50)
    .map((line) => (line.baseline.y1 - line.baseline.y0) / (line.baseline.x1 - line.baseline.x0))
    .sort((a, b) => a - b);
  const slope = slopes[Math.floor(slopes.length / 2)] ?? 0;
  const runs: TextRun[] = [];
  for (const line of lines) {
    // A ruled line or a stamp read as letters: short fragments the engine itself doubts.
    // A table's ruled lines read as "|", "[" or "]": borders, not words.
    const words = line.words.filter((word) => word.text.trim() && !/^[|[\]{}!ǀ]+$/u.test(word.text.trim()));
    const doubtful = words.filter((word) => word.confidence < 60 && word.text.trim().length <= 3).length;
    if (words.length >= 4 && doubtful > words.length * 0.5) continue;
    const size = Math.max(1, line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0);
    const { x0, y0, x1, y1 } = line.baseline;
    const at = (x: number) => (x1 === x0 ? y0 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0));
    for (const word of words) {
      const text = word.text.trim();
      if (word.confidence < 20) continue;
      const x = word.bbox.x0;
      runs.push({ text, x, width: word.bbox.x1 - word.bbox.x0, bottom: at(x) - slope * x, size: size * 0.75 });
    }
  }
  return runs;
}

async function recognise(worker: Worker, image: Uint8Array, number: number): Promise<OcrPage> {
  const { data } = await worker.recognize(
    Buffer.from(image.buffer, image.byteOffset, image.byteLength),
    {},
    {
      text: true,
      blocks: true,
    },
  );
  const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const size = await imageSizeOf(image);
  if (lines.length > 0 && size) {
    const laidOut = layOutPage({
      width: size.width,
      height: size.height,
      runs: ocrRuns(lines),
      rules: [],
      scanned: true,
    });
    const confidence = countTextChars(laidOut.text) > 0 ? Math.round(data.confidence) : 0;
    return { number, text: laidOut.text, blocks: laidOut.blocks, confidence };
  }
  const text = cleanOcrText(data.text);
  return { number, text, confidence: countTextChars(text) > 0 ? Math.round(data.confidence) : 0 };
}

async function imageSizeOf(image: Uint8Array): Promise<{ width: number; height: number } | null> {
  const type = sniffType(image, '').type;
  if (type !== 'png' && type !== 'jpeg' && type !== 'webp' && type !== 'bmp') return null;
  return imageSize(image, type);
}

type Rendered = { number: number; image: Uint8Array };

/** PDF pages as PNG images, one at a time, scaled to `dpi` within the pixel cap. */
async function* renderPdfPages(bytes: Uint8Array, numbers: readonly number[], dpi: number): AsyncGenerator<Rendered> {
  const pdf = await openPdf(bytes);
  try {
    for (const number of numbers) {
      const page = await pdf.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      page.cleanup();
      const scale = Math.min(dpi / 72, Math.sqrt(maxRenderPixels / Math.max(1, width * height)));
      const png = await renderPageAsImage(pdf, number, { canvasImport: () => import('@napi-rs/canvas'), scale });
      yield { number, image: new Uint8Array(png) };
    }
  } finally {
    await pdf.destroy();
  }
}

async function* imagePages(bytes: Uint8Array): AsyncGenerator<Rendered> {
  yield { number: 1, image: bytes };
}

/**
 * The text of the given pages of a scanned PDF, or of an image (page 1), by OCR in the given languages. Pages
 * that do not exist are left out. A PDF that cannot be opened, or a file that is neither, is refused.
 */
export async function ocrPages(
  bytes: Uint8Array,
  pageNumbers: readonly number[],
  options: OcrOptions,
): Promise<OcrResult> {
  const sniffed = sniffType(bytes, '');
  let pages: AsyncGenerator<Rendered>;
  let wanted: number[];
  if (sniffed.type === 'pdf') {
    try {
      const pdf = await openPdf(bytes);
      wanted = pageNumbers.filter((number) => Number.isInteger(number) && number >= 1 && number <= pdf.numPages);
      await pdf.destroy();
    } catch (error) {
      return pdfRefusal(error);
    }
    pages = renderPdfPages(bytes, wanted, options.dpi ?? defaultDpi);
  } else if (sniffed.type === 'png' || sniffed.type === 'jpeg' || sniffed.type === 'webp' || sniffed.type === 'bmp') {
    const size = imageSize(bytes, sniffed.type);
    if (!size || size.width * size.height > maxImagePixels || size.width * size.height === 0) {
      return refusal('too_large', 'This image is too large or damaged to be read; scan it again at 300 dpi.');
    }
    wanted = pageNumbers.includes(1) ? [1] : [];
    pages = imagePages(bytes);
  } else {
    return refusal('unsupported', 'Only PDF files and PNG, JPEG, WebP or BMP images can be read by OCR.');
  }

  if (wanted.length === 0) return { ok: true, kind: 'textract_parsed', pages: [] };
  return oneAtATime(async () => {
    const { signal } = options;
    signal?.throwIfAborted();
    const worker = await startWorker(ocrLanguageCodes(options.languages));
    // A terminated worker never answers the page it was reading, so an abort must not wait for that answer.
    let stop = () => {};
    const aborted = new Promise<never>((_, reject) => {
      stop = () => {
        void worker.terminate();
        reject(signal?.reason);
      };
    });
    aborted.catch(() => undefined);
    signal?.addEventListener('abort', stop, { once: true });
    try {
      const done: OcrPage[] = [];
      for await (const { number, image } of pages) {
        signal?.throwIfAborted();
        done.push(await Promise.race([recognise(worker, image, number), aborted]));
        await options.onPage?.(done.length, wanted.length);
      }
      return { ok: true as const, kind: 'textract_parsed' as const, pages: done };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      return refusal(
        'corrupt',
        'A page could not be read by OCR; upload a clearer scan or a PDF with text.',
        errorDetail(error),
      );
    } finally {
      signal?.removeEventListener('abort', stop);
      await worker.terminate();
    }
  });
}
