// Object bytes on disk: uploads stream into a temporary file (hashed and size-capped on the way) that is synced
// and renamed into place, so a crash leaves either the old object or the new one, never half of one.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { errors } from './errors';

/** Uploads in progress; a leading dot keeps it clear of bucket names. */
const TEMP_FOLDER = '.uploads';

export interface ReceivedFile {
  tempFile: string;
  size: number;
  /** Hex MD5 of the bytes: the object's ETag, as S3 and Supabase Storage give it. */
  md5: string;
  sha256: string;
}

function isErrno(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

/** Streams `body` into a new temporary file, refusing (and deleting it) past `limit` bytes. */
export async function receiveFile(
  root: string,
  body: AsyncIterable<Uint8Array> | null,
  limit: number,
): Promise<ReceivedFile> {
  const folder = join(root, TEMP_FOLDER);
  await mkdir(folder, { recursive: true });
  const tempFile = join(folder, randomUUID());
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let size = 0;
  const handle = await open(tempFile, 'wx');
  try {
    if (body) {
      for await (const chunk of body) {
        size += chunk.byteLength;
        if (size > limit) throw errors.entityTooLarge();
        md5.update(chunk);
        sha256.update(chunk);
        await handle.write(chunk);
      }
    }
    // On disk before the rename makes it visible: a power cut must not leave an empty or partial object.
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => {});
    await unlink(tempFile).catch(() => {});
    throw error;
  }
  await handle.close();
  return { tempFile, size, md5: md5.digest('hex'), sha256: sha256.digest('hex') };
}

/** Moves a received file to its object path (replacing what was there in one step). */
export async function placeFile(tempFile: string, file: string, key: string): Promise<void> {
  try {
    await mkdir(dirname(file), { recursive: true });
    await rename(tempFile, file);
  } catch (error) {
    // An object where a folder is needed (`a` then `a/b`), or the other way round.
    if (isErrno(error, 'ENOTDIR', 'EISDIR', 'EEXIST', 'ENOTEMPTY')) throw errors.keyConflict(key);
    throw error;
  }
}

export async function discardFile(tempFile: string): Promise<void> {
  await unlink(tempFile).catch(() => {});
}

/** Deletes an object's file; a file already gone is fine. */
export async function removeFile(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
  }
}

export interface OpenedFile {
  size: number;
  stream: ReadableStream<Uint8Array>;
}

/** The object's bytes as a web stream, or null when the file is missing. */
export async function openFile(file: string): Promise<OpenedFile | null> {
  try {
    const handle = await open(file, 'r');
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
      // The stream owns the handle from here: it closes it at the end, on error, or when the reader cancels.
      const stream = handle.createReadStream();
      return { size: info.size, stream: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    } catch (error) {
      await handle.close();
      throw error;
    }
  } catch (error) {
    if (isErrno(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) return null;
    throw error;
  }
}

/** Deletes temporary files of uploads that died with their process (older than `olderThanMs`). */
export async function sweepAbandonedUploads(root: string, now: Date, olderThanMs: number): Promise<number> {
  const folder = join(root, TEMP_FOLDER);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const file = join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > olderThanMs) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
