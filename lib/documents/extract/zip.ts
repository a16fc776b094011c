// Reads ZIP files (archives and the ZIP-based office formats) from their central directory, and unpacks one
// entry at a time with a hard cap on its size, so a ZIP bomb is refused without being inflated in memory.
import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';

const inflateRawAsync = promisify(inflateRaw);

export interface ZipEntry {
  /** The entry's path as stored, with `\` turned into `/`. */
  name: string;
  isDirectory: boolean;
  /** Password-protected (ZIP encryption): its bytes cannot be read. */
  encrypted: boolean;
  /** 0 stored, 8 deflated; anything else cannot be read here. */
  method: number;
  compressedSize: number;
  /** The unpacked size the archive declares; `readZipEntry` never unpacks more. */
  size: number;
  crc32: number;
  localHeaderOffset: number;
}

export type ZipErrorCode = 'corrupt' | 'unsupported' | 'encrypted' | 'too_large';

export class ZipError extends Error {
  constructor(
    message: string,
    readonly code: ZipErrorCode,
  ) {
    super(message);
    this.name = 'ZipError';
  }
}

const signatures = {
  localHeader: 0x04034b50,
  centralHeader: 0x02014b50,
  end: 0x06054b50,
  zip64End: 0x06064b50,
  zip64Locator: 0x07064b50,
} as const;

/** True when the bytes start like a ZIP file (a local header, or an empty archive's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
  );
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndRecord(data: DataView): number {
  // The end record is 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  const last = data.byteLength - 22;
  const first = Math.max(0, last - 65_535);
  for (let at = last; at >= first; at--) {
    if (data.getUint32(at, true) === signatures.end) return at;
  }
  throw new ZipError('No ZIP end record', 'corrupt');
}

function readBig(data: DataView, at: number): number {
  const value = data.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipError('ZIP64 value out of range', 'corrupt');
  return Number(value);
}

// Code page 437, the DOS encoding ZIP names use unless flagged UTF-8 (bytes 0x80–0xFF).
const cp437High =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeName(raw: Uint8Array, flaggedUtf8: boolean): string {
  if (flaggedUtf8) return new TextDecoder('utf-8').decode(raw);
  // Many tools write UTF-8 without the flag; real CP437 names are rarely valid UTF-8 beyond ASCII.
  try {
    return utf8.decode(raw);
  } catch {
    let name = '';
    for (const byte of raw) name += byte < 0x80 ? String.fromCharCode(byte) : cp437High[byte - 0x80];
    return name;
  }
}

interface ExtraFields {
  zip64?: DataView;
  unicodePath?: Uint8Array;
}

function readExtraFields(bytes: Uint8Array, start: number, length: number): ExtraFields {
  const data = view(bytes);
  const fields: ExtraFields = {};
  for (let at = start; at + 4 <= start + length;) {
    const id = data.getUint16(at, true);
    const size = data.getUint16(at + 2, true);
    const body = at + 4;
    if (body + size > start + length) break;
    if (id === 0x0001) fields.zip64 = new DataView(bytes.buffer, bytes.byteOffset + body, size);
    // Info-ZIP Unicode Path: version (1), CRC of the plain name (4), then the UTF-8 name.
    if (id === 0x7075 && size > 5 && bytes[body] === 1) fields.unicodePath = bytes.subarray(body + 5, body + size);
    at = body + size;
  }
  return fields;
}

/**
 * The entries of a ZIP file, read from its central directory without unpacking anything. Throws a `ZipError`
 * when the directory is damaged or holds more than `maxEntries` entries.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries = 100_000): ZipEntry[] {
  if (bytes.length < 22) throw new ZipError('Too short for a ZIP file', 'corrupt');
  const data = view(bytes);
  const end = findEndRecord(data);
  let count = data.getUint16(end + 10, true);
  let directorySize = data.getUint32(end + 12, true);
  let directoryOffset = data.getUint32(end + 16, true);
  let directoryEnd = end;

  const locator = end - 20;
  if (locator >= 0 && data.getUint32(locator, true) === signatures.zip64Locator) {
    const zip64End = readBig(data, locator + 8);
    if (zip64End + 56 > bytes.length || data.getUint32(zip64End, true) !== signatures.zip64End) {
      throw new ZipError('Damaged ZIP64 end record', 'corrupt');
    }
    count = readBig(data, zip64End + 32);
    directorySize = readBig(data, zip64End + 40);
    directoryOffset = readBig(data, zip64End + 48);
    directoryEnd = zip64End;
  }
  if (count > maxEntries) throw new ZipError(`The archive holds ${count} entries`, 'too_large');

  // Data prepended to the archive (a self-extracting stub) shifts every offset by the same amount.
  const shift = directoryEnd - directorySize - directoryOffset;
  if (directoryOffset + shift < 0 || directoryOffset + shift + directorySize > bytes.length) {
    throw new ZipError('The central directory lies outside the file', 'corrupt');
  }

  const entries: ZipEntry[] = [];
  let at = directoryOffset + shift;
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || data.getUint32(at, true) !== signatures.centralHeader) {
      throw new ZipError('Damaged central directory entry', 'corrupt');
    }
    const flags = data.getUint16(at + 8, true);
    const method = data.getUint16(at + 10, true);
    const crc = data.getUint32(at + 16, true);
    let compressedSize = data.getUint32(at + 20, true);
    let size = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    let localHeaderOffset = data.getUint32(at + 42, true);
    const nameStart = at + 46;
    if (nameStart + nameLength + extraLength > bytes.length) throw new ZipError('Damaged entry name', 'corrupt');

    const extra = readExtraFields(bytes, nameStart + nameLength, extraLength);
    if (extra.zip64) {
      // Only the fields saturated in the fixed header are present, in this order.
      let field = 0;
      const next = () => {
        if (field + 8 > extra.zip64!.byteLength) throw new ZipError('Damaged ZIP64 field', 'corrupt');
        const value = readBig(extra.zip64!, field);
        field += 8;
        return value;
      };
      if (size === 0xffffffff) size = next();
      if (compressedSize === 0xffffffff) compressedSize = next();
      if (localHeaderOffset === 0xffffffff) localHeaderOffset = next();
    }

    const rawName = bytes.subarray(nameStart, nameStart + nameLength);
    const name = (
      extra.unicodePath
        ? new TextDecoder('utf-8').decode(extra.unicodePath)
        : decodeName(rawName, (flags & 0x800) !== 0)
    ).replace(/\\/g, '/');
    entries.push({
      name,
      isDirectory: name.endsWith('/'),
      encrypted: (flags & 0x1) !== 0,
      method,
      compressedSize,
      size,
      crc32: crc,
      localHeaderOffset: localHeaderOffset + shift,
    });
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The compressed bytes of an entry, found through its local header. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = view(bytes);
  const at = entry.localHeaderOffset;
  if (at < 0 || at + 30 > bytes.length || data.getUint32(at, true) !== signatures.localHeader) {
    throw new ZipError(`Damaged local header of ${entry.name}`, 'corrupt');
  }
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipError(`${entry.name} is cut short`, 'corrupt');
  return bytes.subarray(start, start + entry.compressedSize);
}

function isTooLarge(error: unknown): boolean {
  return error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
}

/**
 * Unpacks one entry. Never produces more than `maxBytes` nor more than the entry declares: inflation stops at
 * that cap (a `ZipError` 'too_large'), so an entry that lies about its size cannot fill memory.
 */
export async function readZipEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Promise<Uint8Array> {
  if (entry.encrypted) throw new ZipError(`${entry.name} is password-protected`, 'encrypted');
  if (entry.size > maxBytes) throw new ZipError(`${entry.name} unpacks to ${entry.size} bytes`, 'too_large');
  const packed = entryData(bytes, entry);
  let unpacked: Uint8Array;
  if (entry.method === 0) {
    unpacked = packed.slice(); // a copy, so an entry does not keep the whole archive in memory
  } else if (entry.method === 8) {
    try {
      unpacked = await inflateRawAsync(packed, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      if (isTooLarge(error)) {
        throw new ZipError(`${entry.name} unpacks to more than the ${entry.size} bytes it declares`, 'too_large');
      }
      throw new ZipError(`${entry.name} cannot be unpacked: ${(error as Error).message}`, 'corrupt');
    }
  } else {
    throw new ZipError(`${entry.name} uses compression method ${entry.method}`, 'unsupported');
  }
  if (unpacked.length !== entry.size) throw new ZipError(`${entry.name} has the wrong size`, 'corrupt');
  if (crc32(unpacked) >>> 0 !== entry.crc32 >>> 0) throw new ZipError(`${entry.name} fails its checksum`, 'corrupt');
  return unpacked;
}

/** The stored bytes of a small uncompressed entry (an ODF `mimetype`), or null. */
export function readStoredEntrySync(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array | null {
  if (entry.method !== 0 || entry.encrypted || entry.size > maxBytes) return null;
  try {
    return entryData(bytes, entry);
  } catch {
    return null;
  }
}
