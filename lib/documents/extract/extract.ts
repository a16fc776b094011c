// One file's text with page numbers, whatever its type: sniffs the bytes, checks ZIP-based office files for bombs,
// reads the text with the reader for its type, and detects its language.
import { extractDocx } from './docx';
import { imageSize, maxImagePixels } from './image-size';
import { detectLanguage, sampleText } from './language';
import { parseOpenDocumentContent } from './opendocument';
import { extractPdf } from './pdf';
import { sectionsFromBlocks, textBlocks } from './sections';
import { sniffType } from './sniff';
import { readXlsxSheets, sheetPages } from './spreadsheet';
import { decodeText, htmlBlocks, htmlTitle, xmlText } from './text';
import {
  defaultExtractLimits,
  errorDetail,
  formatBytes,
  refusal,
  type ExtractLimits,
  type FileType,
  type PageText,
  type Refusal,
  type TextKind,
} from './types';
import { readZipDirectory, readZipEntry, ZipError, type ZipEntry } from './zip';

export interface ExtractOptions {
  /** The name the file came with: words reasons and tells CSV from text, never decides the type. */
  fileName: string;
  /** The language the tender is in (ISO 639-1), taken when the text is too short or too close to call. */
  languageHint?: string | null;
  limits?: Partial<ExtractLimits>;
  signal?: AbortSignal;
  /** Called after each PDF page. */
  onProgress?: (pagesDone: number, pageCount: number) => void;
}

export interface ExtractedDocument {
  ok: true;
  type: FileType;
  /** The sniffed content type, to store and serve the file with. */
  mime: string;
  kind: TextKind;
  pages: PageText[];
  /** Pages with little or no text (scans, images): run `ocrPages` on them. */
  lowTextPages: number[];
  /** ISO 639-1, or null when neither the text nor the hint tells. */
  language: string | null;
  title?: string;
}

export type ExtractResult = ExtractedDocument | Refusal;

type Read = { kind: TextKind; pages: PageText[]; lowTextPages: number[]; title?: string };

const damagedOffice = (what: string) =>
  `This ${what} is damaged and cannot be read; open it, save it again (or as PDF), and upload the new copy.`;
const officeNames: Partial<Record<FileType, string>> = {
  docx: 'Word document',
  xlsx: 'Excel workbook',
  odt: 'OpenDocument text',
  ods: 'OpenDocument spreadsheet',
};

function zipBombReason(what: string): string {
  return `This ${what} unpacks to far more than its size suggests (it looks like a ZIP bomb), so it was not opened.`;
}

/**
 * Checks a ZIP-based office file before a parser inflates it: the declared sizes and compression ratios of its
 * parts, and then the real sizes of the XML parts by inflating each with a hard cap (a part may lie about its size).
 */
async function checkOfficeZip(bytes: Uint8Array, type: FileType, limits: ExtractLimits): Promise<ZipEntry[] | Refusal> {
  const what = officeNames[type] ?? 'file';
  try {
    const entries = readZipDirectory(bytes, 10_000);
    const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
    const bomb = entries.some(
      (entry) => entry.size > 1024 * 1024 && entry.size > entry.compressedSize * limits.maxCompressionRatio,
    );
    if (bomb || declared > limits.maxUnpackedBytes) return refusal('zip_bomb', zipBombReason(what));
    if (entries.some((entry) => entry.encrypted)) {
      return refusal('encrypted', 'This document is password-protected; upload a copy without a password.');
    }
    for (const entry of entries) {
      if (/\.(xml|rels)$/i.test(entry.name)) await readZipEntry(bytes, entry, limits.maxUnpackedBytes);
    }
    return entries;
  } catch (error) {
    if (error instanceof ZipError && error.code === 'too_large')
      return refusal('zip_bomb', zipBombReason(what), errorDetail(error));
    return refusal('corrupt', damagedOffice(what), errorDetail(error));
  }
}

async function readOpenDocument(bytes: Uint8Array, type: 'odt' | 'ods', entries: ZipEntry[], limits: ExtractLimits) {
  const manifest = entries.find((entry) => entry.name === 'META-INF/manifest.xml');
  if (manifest) {
    const xml = new TextDecoder().decode(await readZipEntry(bytes, manifest, limits.maxUnpackedBytes));
    if (/encryption-data/.test(xml)) {
      return refusal('encrypted', 'This document is password-protected; upload a copy without a password.');
    }
  }
  const content = entries.find((entry) => entry.name === 'content.xml');
  if (!content) return refusal('corrupt', damagedOffice(officeNames[type]!), 'content.xml is missing');
  const parsed = parseOpenDocumentContent(
    new TextDecoder().decode(await readZipEntry(bytes, content, limits.maxUnpackedBytes)),
  );
  return type === 'ods'
    ? sheetPages(parsed.sheets, limits.sectionChars)
    : sectionsFromBlocks(parsed.blocks, limits.sectionChars);
}

const imagePage: PageText[] = [{ number: 1, text: '' }];

async function readByType(
  bytes: Uint8Array,
  type: FileType,
  options: ExtractOptions,
  limits: ExtractLimits,
): Promise<Read | Refusal> {
  const parsed = (pages: PageText[], title?: string): Read =>
    title
      ? { kind: 'docling_parsed', pages, lowTextPages: [], title }
      : { kind: 'docling_parsed', pages, lowTextPages: [] };
  switch (type) {
    case 'pdf': {
      const pdf = await extractPdf(bytes, {
        maxPages: limits.maxPages,
        signal: options.signal,
        onProgress: options.onProgress,
      });
      return 'ok' in pdf ? pdf : { kind: 'pdf_converted', ...pdf };
    }
    case 'docx':
    case 'xlsx':
    case 'odt':
    case 'ods': {
      const entries = await checkOfficeZip(bytes, type, limits);
      if (!Array.isArray(entries)) return entries;
      try {
        if (type === 'docx') {
          const docx = await extractDocx(bytes, limits.sectionChars);
          return parsed(docx.pages, docx.title);
        }
        if (type === 'xlsx') return parsed(sheetPages(await readXlsxSheets(bytes), limits.sectionChars));
        const pages = await readOpenDocument(bytes, type, entries, limits);
        return Array.isArray(pages) ? parsed(pages) : pages;
      } catch (error) {
        return refusal('corrupt', damagedOffice(officeNames[type]!), errorDetail(error));
      }
    }
    case 'html': {
      const html = decodeText(bytes);
      return parsed(sectionsFromBlocks(htmlBlocks(html), limits.sectionChars), htmlTitle(html));
    }
    case 'xml':
      return parsed(sectionsFromBlocks(textBlocks(xmlText(decodeText(bytes))), limits.sectionChars));
    case 'text':
      return parsed(sectionsFromBlocks(textBlocks(decodeText(bytes).replace(/\r\n?/g, '\n')), limits.sectionChars));
    case 'png':
    case 'jpeg':
    case 'webp':
    case 'bmp': {
      const size = imageSize(bytes, type);
      if (!size || size.width === 0 || size.height === 0) {
        return refusal('corrupt', 'This image is damaged and cannot be read; upload it again or as PDF.');
      }
      if (size.width * size.height > maxImagePixels) {
        return refusal(
          'too_large',
          `This image is ${size.width} × ${size.height} pixels; scan it at a lower resolution (300 dpi is plenty) and upload that.`,
        );
      }
      return { kind: 'textract_parsed', pages: imagePage, lowTextPages: [1] };
    }
    default:
      return refusal('unsupported', "This file type can't be read.");
  }
}

/**
 * The text of a file, page by page. The type comes from the bytes; encrypted, damaged, unsupported and oversized
 * files are refused with a reason for the person who sent them. A plain ZIP archive is refused with code
 * 'archive': unpack it with `unpackArchive` and extract each entry.
 */
export async function extractDocument(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractResult> {
  const limits = { ...defaultExtractLimits, ...options.limits };
  if (bytes.length === 0) return refusal('empty', 'This file is empty.');
  if (bytes.length > limits.maxFileBytes) {
    return refusal(
      'too_large',
      `This file is ${formatBytes(bytes.length)}; files up to ${formatBytes(limits.maxFileBytes)} can be read.`,
    );
  }
  const sniffed = sniffType(bytes, options.fileName);
  if (!sniffed.supported) {
    return refusal(sniffed.code ?? 'unsupported', sniffed.reason ?? "This file type can't be read.");
  }
  if (sniffed.type === 'zip') return refusal('archive', 'This is a ZIP archive: its files are read one by one.');

  const read = await readByType(bytes, sniffed.type, options, limits);
  if ('ok' in read) return read;
  if (read.pages.length > limits.maxPages) {
    return refusal(
      'too_large',
      `This document runs to ${read.pages.length} pages; at most ${limits.maxPages} can be read. Split it and upload the parts.`,
    );
  }
  const language = detectLanguage(sampleText(read.pages.map((page) => page.text)), options.languageHint);
  return { ok: true, type: sniffed.type, mime: sniffed.mime, language, ...read };
}
