// Unpacks ZIP archives into their files, archives inside them too (to a set depth), within caps on files, sizes and
// compression ratios checked on the declared sizes before anything is inflated and enforced again while inflating.
import { sniffType } from './sniff';
import { defaultArchiveLimits, errorDetail, formatBytes, refusal, type ArchiveLimits, type Refusal } from './types';
import { readZipDirectory, readZipEntry, ZipError, type ZipEntry } from './zip';

export interface ArchiveEntry {
  /** The file's path inside the archive; a nested archive's files read `inner.zip/file.pdf`. */
  path: string;
  /** The file's own name, the last part of its path. */
  name: string;
  bytes: Uint8Array;
  /** 1 for the archive's own files, 2 for files of an archive inside it … */
  depth: number;
}

export interface SkippedEntry {
  path: string;
  /** Why it was left out, for the person who sent the archive. */
  reason: string;
}

export type UnpackResult = { ok: true; entries: ArchiveEntry[]; skipped: SkippedEntry[] } | Refusal;

/** Entries only a ratio this size or an unpacked size above this count as a bomb; tiny files compress wildly. */
const bombFloorBytes = 1024 * 1024;

const bombReason =
  'This ZIP archive unpacks to far more than its size suggests (it looks like a ZIP bomb), so it was not unpacked.';

/** The path without `.` and empty segments, or null when it is absolute or climbs out with `..`. */
function safePath(name: string): string | null {
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name) || /[\u0000-\u001f]/.test(name)) return null;
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.length === 0 || segments.includes('..')) return null;
  return segments.join('/');
}

/** Files operating systems leave in archives: macOS resource forks, dotfiles, Windows thumbnails. */
function isSystemFile(path: string): boolean {
  const segments = path.split('/');
  const name = segments[segments.length - 1]!.toLowerCase();
  return (
    segments[0] === '__MACOSX' ||
    segments.some((segment) => segment.startsWith('.')) ||
    name === 'thumbs.db' ||
    name === 'desktop.ini'
  );
}

function isBomb(entry: ZipEntry, limits: ArchiveLimits): boolean {
  return entry.size > bombFloorBytes && entry.size > entry.compressedSize * limits.maxCompressionRatio;
}

class Unpacker {
  readonly entries: ArchiveEntry[] = [];
  readonly skipped: SkippedEntry[] = [];
  private unpackedBytes = 0;
  private fileCount = 0;

  constructor(private readonly limits: ArchiveLimits) {}

  private tooManyBytes(): Refusal {
    return refusal(
      'too_large',
      `This ZIP archive unpacks to more than ${formatBytes(this.limits.maxTotalBytes)}; split it into smaller archives.`,
    );
  }

  /** Unpacks one archive into `entries`; a refusal stops the whole archive. */
  async unpack(bytes: Uint8Array, prefix: string, depth: number): Promise<Refusal | null> {
    const { limits } = this;
    let all: ZipEntry[];
    try {
      all = readZipDirectory(bytes, limits.maxEntries * 4);
    } catch (error) {
      if (error instanceof ZipError && error.code === 'too_large') {
        return refusal(
          'too_large',
          `This ZIP archive holds too many files; at most ${limits.maxEntries} can be unpacked.`,
        );
      }
      return refusal(
        'corrupt',
        'This ZIP archive is damaged and cannot be unpacked; create it again and upload that.',
        errorDetail(error),
      );
    }

    const files: { entry: ZipEntry; path: string }[] = [];
    for (const entry of all) {
      if (entry.isDirectory) continue;
      const path = safePath(entry.name);
      if (path === null) {
        this.skipped.push({
          path: prefix + entry.name,
          reason: 'Its name points outside the archive, so it was not unpacked.',
        });
      } else if (!isSystemFile(path)) {
        files.push({ entry, path });
      }
    }

    // Every check on declared sizes comes before the first byte is inflated.
    if (files.some(({ entry }) => isBomb(entry, limits))) return refusal('zip_bomb', bombReason);
    if (this.fileCount + files.length > limits.maxEntries) {
      return refusal(
        'too_large',
        `This ZIP archive holds more than ${limits.maxEntries} files; split it into smaller archives.`,
      );
    }
    const declared = files.reduce(
      (sum, { entry }) => sum + (entry.size <= limits.maxEntryBytes && !entry.encrypted ? entry.size : 0),
      0,
    );
    if (this.unpackedBytes + declared > limits.maxTotalBytes) {
      return declared > bytes.length * limits.maxCompressionRatio
        ? refusal('zip_bomb', bombReason)
        : this.tooManyBytes();
    }

    for (const { entry, path } of files) {
      const fullPath = prefix + path;
      const skip = (reason: string) => this.skipped.push({ path: fullPath, reason });
      if (entry.encrypted) {
        skip('It is password-protected; add it to the archive without a password.');
        continue;
      }
      if (entry.size > limits.maxEntryBytes) {
        skip(`It is ${formatBytes(entry.size)}; files up to ${formatBytes(limits.maxEntryBytes)} can be read.`);
        continue;
      }
      if (entry.method !== 0 && entry.method !== 8) {
        skip(
          'It is compressed in a way that cannot be unpacked here; make the ZIP with the standard "Deflate" method.',
        );
        continue;
      }
      const budget = limits.maxTotalBytes - this.unpackedBytes;
      if (entry.size > budget) return this.tooManyBytes();
      let bytesOfEntry: Uint8Array;
      try {
        bytesOfEntry = await readZipEntry(bytes, entry, Math.min(limits.maxEntryBytes, budget));
      } catch (error) {
        // Declared sizes were checked, so unpacking past them means the archive lied: a bomb.
        if (error instanceof ZipError && error.code === 'too_large')
          return refusal('zip_bomb', bombReason, errorDetail(error));
        skip('It is damaged inside the archive and cannot be unpacked.');
        continue;
      }
      if (bytesOfEntry.length === 0) {
        skip('It is empty.');
        continue;
      }
      const sniffed = sniffType(bytesOfEntry, path);
      if (sniffed.type === 'zip' && sniffed.supported) {
        if (depth >= limits.maxDepth) {
          skip(`It is an archive inside an archive ${depth} levels deep; unpack it and upload its files.`);
          continue;
        }
        const nested = await this.unpack(bytesOfEntry, `${fullPath}/`, depth + 1);
        if (nested) return nested;
        continue;
      }
      this.unpackedBytes += bytesOfEntry.length;
      this.fileCount++;
      this.entries.push({ path: fullPath, name: path.slice(path.lastIndexOf('/') + 1), bytes: bytesOfEntry, depth });
    }
    return null;
  }
}

/**
 * The files of a ZIP archive, with archives inside it unpacked too (down to `maxDepth`), each with its path for
 * the caller to store as a document of its own. Directories, `__MACOSX`, dotfiles and system files are left
 * out; unsafe names, password-protected, oversized and damaged files are skipped with a reason. A ZIP bomb
 * (declared or found while inflating), too many files or too many bytes refuse the whole archive.
 */
export async function unpackArchive(bytes: Uint8Array, limits?: Partial<ArchiveLimits>): Promise<UnpackResult> {
  const unpacker = new Unpacker({ ...defaultArchiveLimits, ...limits });
  const refused = await unpacker.unpack(bytes, '', 1);
  if (refused) return refused;
  const { entries, skipped } = unpacker;
  if (entries.length === 0 && skipped.length === 0) return refusal('empty', 'This ZIP archive holds no files.');
  if (entries.length === 0 && skipped.every(({ reason }) => reason.includes('password'))) {
    return refusal('encrypted', 'This ZIP archive is password-protected; upload a copy without a password.');
  }
  return { ok: true, entries, skipped };
}
