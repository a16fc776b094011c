// The real type of a file from its bytes (magic numbers, a ZIP's entries, an OLE file's streams), never from its
// name or the content type a client sent; the name only tells CSV from plain text and words the reasons.
import { looksLikeZip, readStoredEntrySync, readZipDirectory, ZipError, type ZipEntry } from './zip';
import type { FileType, RefusalCode } from './types';

export interface SniffedType {
  type: FileType;
  /** The content type to store and serve the file with. */
  mime: string;
  /** Text can be extracted from it (or, for `zip`, it can be unpacked). */
  supported: boolean;
  /** Why it is not supported, for the person who sent it. */
  reason?: string;
  code?: RefusalCode;
}

const mimes: Record<FileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  text: 'text/plain',
  html: 'text/html',
  xml: 'application/xml',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  gif: 'image/gif',
  zip: 'application/zip',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
  office_encrypted: 'application/x-ole-storage',
  rtf: 'application/rtf',
  archive_other: 'application/octet-stream',
  binary: 'application/octet-stream',
};

const saveAs = 'save it as PDF or DOCX and upload that';
const unsupportedReasons: Partial<Record<FileType, string>> = {
  doc: `Old Word documents (.doc) can't be read; ${saveAs}.`,
  xls: "Old Excel workbooks (.xls) can't be read; save it as XLSX or PDF and upload that.",
  ppt: "PowerPoint presentations (.ppt) can't be read; save it as PDF and upload that.",
  pptx: "PowerPoint presentations (.pptx) can't be read yet; save it as PDF and upload that.",
  odp: "Presentations (.odp) can't be read yet; save it as PDF and upload that.",
  rtf: `RTF documents can't be read; ${saveAs}.`,
  msg: "Outlook messages (.msg) can't be read; save the message or its attachments as PDF and upload those.",
  office_encrypted: 'This document is password-protected; upload a copy without a password.',
  tiff: "TIFF images can't be read yet; save it as PDF or PNG and upload that.",
  gif: "GIF images can't be read; save it as PDF or PNG and upload that.",
  archive_other: 'Only ZIP archives can be unpacked; unpack it and upload its files, or a ZIP of them.',
  binary: "This file type can't be read; upload PDF, Word (DOCX), Excel (XLSX), OpenDocument, text or ZIP files.",
};

function sniffed(type: FileType, mime = mimes[type]): SniffedType {
  const reason = unsupportedReasons[type];
  if (reason === undefined) return { type, mime, supported: true };
  return { type, mime, supported: false, reason, code: type === 'office_encrypted' ? 'encrypted' : 'unsupported' };
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
}

/** Where `%PDF-` starts (the format allows some junk before it), or -1. */
function pdfHeaderAt(bytes: Uint8Array): number {
  return ascii(bytes, 0, 1024).indexOf('%PDF-');
}

function utf16Name(name: string): Buffer {
  return Buffer.from(name, 'utf16le');
}

/** What an OLE compound file (old Office, Outlook, encrypted new Office) holds, from its stream names. */
function sniffOle(bytes: Uint8Array): SniffedType {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (name: string) => buffer.includes(utf16Name(name));
  if (has('EncryptedPackage')) return sniffed('office_encrypted');
  if (has('WordDocument')) return sniffed('doc');
  if (has('Workbook') || has('Book')) return sniffed('xls');
  if (has('PowerPoint Document')) return sniffed('ppt');
  if (has('__substg1.0_')) return sniffed('msg');
  return sniffed('binary');
}

const odfTypes: Record<string, FileType> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.text-template': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.spreadsheet-template': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** DOCX, XLSX, ODT … are ZIP files told apart by the entries they hold. */
export function sniffZipEntries(bytes: Uint8Array, entries: readonly ZipEntry[]): SniffedType {
  const names = new Set(entries.map((entry) => entry.name));
  const mimetype = entries.find((entry) => entry.name === 'mimetype');
  if (mimetype) {
    const stored = readStoredEntrySync(bytes, mimetype, 200);
    const odf = stored ? odfTypes[new TextDecoder().decode(stored).trim()] : undefined;
    if (odf) return sniffed(odf);
  }
  if (names.has('[Content_Types].xml') || names.has('_rels/.rels')) {
    if (names.has('word/document.xml')) return sniffed('docx');
    if (names.has('xl/workbook.xml')) return sniffed('xlsx');
    if (names.has('xl/workbook.bin')) {
      return {
        ...sniffed('xlsx'),
        supported: false,
        code: 'unsupported',
        reason: "Binary Excel workbooks (.xlsb) can't be read; save it as XLSX or PDF and upload that.",
      };
    }
    if (names.has('ppt/presentation.xml')) return sniffed('pptx');
  }
  return sniffed('zip');
}

function isPlainText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (startsWith(sample, [0xff, 0xfe]) || startsWith(sample, [0xfe, 0xff])) return true;
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) control++;
  }
  return control <= sample.length / 100;
}

/** Text, HTML or XML, from the first characters. */
function sniffText(bytes: Uint8Array, fileName: string): SniffedType {
  const head = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('{\\rtf')) return sniffed('rtf');
  if (
    /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<!doctype html|<html[\s>]/.test(head) ||
    /<(head|body)[\s>]/.test(head)
  ) {
    return sniffed('html');
  }
  if (head.startsWith('<?xml') || (head.startsWith('<') && /^<[a-z_][\w:.-]*[\s>/]/.test(head))) {
    return sniffed('xml');
  }
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (extension === 'csv') return sniffed('text', 'text/csv');
  if (extension === 'tsv') return sniffed('text', 'text/tab-separated-values');
  if (extension === 'md') return sniffed('text', 'text/markdown');
  return sniffed('text');
}

/**
 * The real type of a file, from its bytes. `fileName` never decides the type: a PDF named `.docx` is a PDF.
 * Files it cannot read come back with `supported: false` and a reason for the person who sent them.
 */
export function sniffType(bytes: Uint8Array, fileName: string): SniffedType {
  if (bytes.length === 0) {
    return { type: 'binary', mime: mimes.binary, supported: false, code: 'empty', reason: 'This file is empty.' };
  }
  if (pdfHeaderAt(bytes) !== -1) return sniffed('pdf');
  if (looksLikeZip(bytes)) {
    try {
      return sniffZipEntries(bytes, readZipDirectory(bytes));
    } catch (error) {
      const code = error instanceof ZipError && error.code === 'too_large' ? 'too_large' : 'corrupt';
      const reason =
        code === 'too_large'
          ? 'This ZIP archive holds too many files to unpack.'
          : 'This ZIP file is damaged and cannot be opened; create it again and upload the new copy.';
      return { type: 'zip', mime: mimes.zip, supported: false, code, reason };
    }
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffOle(bytes);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return sniffed('png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return sniffed('jpeg');
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return sniffed('webp');
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length > 26) return sniffed('bmp');
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return sniffed('tiff');
  }
  if (ascii(bytes, 0, 4) === 'GIF8') return sniffed('gif');
  if (
    startsWith(bytes, [0x52, 0x61, 0x72, 0x21]) || // RAR
    startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) || // 7z
    startsWith(bytes, [0x1f, 0x8b]) || // gzip
    ascii(bytes, 257, 262) === 'ustar'
  ) {
    return sniffed('archive_other');
  }
  if (isPlainText(bytes)) return sniffText(bytes, fileName);
  return sniffed('binary');
}
