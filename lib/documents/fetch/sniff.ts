// What a downloaded file really is, read from its bytes (magic numbers, ZIP entry names), never from the
// server's Content-Type header, which portals often get wrong (PDFs served as text/html or octet-stream).

export const contentTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  cfb: 'application/x-cfb',
  zip: 'application/zip',
  gzip: 'application/gzip',
  sevenZip: 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  rtf: 'application/rtf',
  xml: 'application/xml',
  html: 'text/html',
  text: 'text/plain',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  tiff: 'image/tiff',
  webp: 'image/webp',
  unknown: 'application/octet-stream',
} as const;

export type SniffedType = (typeof contentTypes)[keyof typeof contentTypes];

const extensions: Partial<Record<SniffedType, string>> = {
  [contentTypes.pdf]: 'pdf',
  [contentTypes.doc]: 'doc',
  [contentTypes.docx]: 'docx',
  [contentTypes.xls]: 'xls',
  [contentTypes.xlsx]: 'xlsx',
  [contentTypes.ppt]: 'ppt',
  [contentTypes.pptx]: 'pptx',
  [contentTypes.odt]: 'odt',
  [contentTypes.ods]: 'ods',
  [contentTypes.odp]: 'odp',
  [contentTypes.zip]: 'zip',
  [contentTypes.gzip]: 'gz',
  [contentTypes.sevenZip]: '7z',
  [contentTypes.rar]: 'rar',
  [contentTypes.rtf]: 'rtf',
  [contentTypes.xml]: 'xml',
  [contentTypes.html]: 'html',
  [contentTypes.text]: 'txt',
  [contentTypes.png]: 'png',
  [contentTypes.jpeg]: 'jpg',
  [contentTypes.gif]: 'gif',
  [contentTypes.tiff]: 'tif',
  [contentTypes.webp]: 'webp',
};

/** The usual file extension of a sniffed type (`pdf`, `docx` …), or null for unknown bytes. */
export function extensionFor(type: string): string | null {
  return extensions[type as SniffedType] ?? null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const latin1 = new TextDecoder('latin1');

function indexOf(bytes: Uint8Array, needle: readonly number[], from = 0, to = bytes.length): number {
  const end = Math.min(to, bytes.length) - needle.length;
  outer: for (let i = from; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

/** Entry names of a ZIP archive: from its central directory, or from the local headers when it is cut short. */
function zipEntryNames(bytes: Uint8Array, limit = 2000): string[] {
  const names: string[] = [];
  const endRecord = lastIndexOf(bytes, [0x50, 0x4b, 0x05, 0x06], Math.max(0, bytes.length - 65_557));
  if (endRecord >= 0) {
    let at = u32(bytes, endRecord + 16);
    const count = u16(bytes, endRecord + 10);
    for (let i = 0; i < count && i < limit && startsWith(bytes, [0x50, 0x4b, 0x01, 0x02], at); i++) {
      const nameLength = u16(bytes, at + 28);
      names.push(latin1.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
      at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    }
    if (names.length > 0) return names;
  }
  let at = 0;
  while (names.length < limit && startsWith(bytes, [0x50, 0x4b, 0x03, 0x04], at)) {
    const nameLength = u16(bytes, at + 26);
    names.push(latin1.decode(bytes.subarray(at + 30, at + 30 + nameLength)));
    const compressedSize = u32(bytes, at + 18);
    // A size in the data descriptor (bit 3) is unknown here; the names read so far are all we get.
    if ((u16(bytes, at + 6) & 0x08) !== 0) break;
    at += 30 + nameLength + u16(bytes, at + 28) + compressedSize;
  }
  return names;
}

function lastIndexOf(bytes: Uint8Array, needle: readonly number[], from: number): number {
  for (let i = bytes.length - needle.length; i >= from; i--) {
    if (needle.every((byte, j) => bytes[i + j] === byte)) return i;
  }
  return -1;
}

function sniffZip(bytes: Uint8Array): SniffedType {
  // OpenDocument stores its type uncompressed as the first entry, `mimetype`.
  if (latin1.decode(bytes.subarray(30, 38)) === 'mimetype') {
    const declared = latin1.decode(bytes.subarray(38, 38 + 80));
    for (const type of [contentTypes.odt, contentTypes.ods, contentTypes.odp]) {
      if (declared.startsWith(type)) return type;
    }
  }
  const names = zipEntryNames(bytes);
  if (names.some((name) => name.startsWith('word/'))) return contentTypes.docx;
  if (names.some((name) => name.startsWith('xl/'))) return contentTypes.xlsx;
  if (names.some((name) => name.startsWith('ppt/'))) return contentTypes.pptx;
  if (names.includes('content.xml') && names.includes('mimetype')) return contentTypes.odt;
  return contentTypes.zip;
}

const utf16 = (text: string) => [...text].flatMap((c) => [c.charCodeAt(0), 0]);

/** Legacy Office files share one container (OLE2/CFB); its directory names the stream that says which. */
function sniffCompoundFile(bytes: Uint8Array, fileName?: string): SniffedType {
  const window = bytes.subarray(0, 8 * 1024 * 1024);
  if (indexOf(window, utf16('WordDocument')) >= 0) return contentTypes.doc;
  if (indexOf(window, utf16('Workbook')) >= 0 || indexOf(window, utf16('Book')) >= 0) return contentTypes.xls;
  if (indexOf(window, utf16('PowerPoint Document')) >= 0) return contentTypes.ppt;
  const extension = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension === 'doc') return contentTypes.doc;
  if (extension === 'xls') return contentTypes.xls;
  if (extension === 'ppt') return contentTypes.ppt;
  return contentTypes.cfb;
}

// The WHATWG MIME sniffing standard's HTML patterns: one of these tags, then a space or '>'.
const htmlTags = ['!doctype html', 'html', 'head', 'script', 'iframe', 'h1', 'div', 'font', 'table', 'a', 'style']
  .concat(['title', 'b', 'body', 'br', 'p', '!--'])
  .map((tag) => `<${tag}`);

/** `text` is the head decoded as Latin-1, so a UTF-8 byte order mark reads as three characters. */
function skipWhitespaceAndBom(text: string): string {
  return text.replace(/^(\u00EF\u00BB\u00BF|\uFEFF)/, '').replace(/^[\t\n\f\r ]+/, '');
}

function looksLikeHtml(head: string): boolean {
  const start = skipWhitespaceAndBom(head).toLowerCase();
  return htmlTags.some((tag) => {
    if (!start.startsWith(tag)) return false;
    const next = start.charAt(tag.length);
    return tag === '<!--' || next === ' ' || next === '>' || next === '\t' || next === '\n' || next === '\r';
  });
}

function looksLikeText(head: Uint8Array): boolean {
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(trimPartialUtf8(head));
    return true;
  } catch {
    // Not UTF-8: count control characters, as an 8-bit text (Windows-1252) has almost none.
    let control = 0;
    for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control++;
    return control / Math.max(1, head.length) < 0.01;
  }
}

/** A sample cut at an arbitrary byte may end inside a UTF-8 sequence: drop that tail before decoding. */
function trimPartialUtf8(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    if (needed > back) end -= back;
    break;
  }
  return bytes.subarray(0, end);
}

/**
 * The content type of a file from its bytes. `fileName` only tells legacy Word from Excel when the container's
 * directory is not in the bytes read; it never overrides what the bytes say.
 */
export function sniffContentType(bytes: Uint8Array, fileName?: string): SniffedType {
  if (indexOf(bytes, ascii('%PDF-'), 0, 1024) >= 0) return contentTypes.pdf;
  if (startsWith(bytes, [0x50, 0x4b]) && [0x0304, 0x0506, 0x0708].includes((bytes[2]! << 8) | bytes[3]!)) {
    return sniffZip(bytes);
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffCompoundFile(bytes, fileName);
  if (startsWith(bytes, ascii('{\\rtf'))) return contentTypes.rtf;
  if (startsWith(bytes, [0x1f, 0x8b])) return contentTypes.gzip;
  if (startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return contentTypes.sevenZip;
  if (startsWith(bytes, ascii('Rar!\x1a\x07'))) return contentTypes.rar;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return contentTypes.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return contentTypes.jpeg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return contentTypes.gif;
  if (startsWith(bytes, ascii('II*\0')) || startsWith(bytes, ascii('MM\0*'))) return contentTypes.tiff;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return contentTypes.webp;

  const head = bytes.subarray(0, 4096);
  const text = latin1.decode(head);
  if (looksLikeHtml(text)) return contentTypes.html;
  if (skipWhitespaceAndBom(text).startsWith('<?xml')) {
    return /<html[\s>]/i.test(text) ? contentTypes.html : contentTypes.xml;
  }
  if (bytes.length > 0 && looksLikeText(head)) return contentTypes.text;
  return contentTypes.unknown;
}
