// Bucket names and object keys: storage-api's character rules, plus the ones that keep every object inside its
// bucket's folder on disk (no `.`/`..` segments, no empty segments, no absolute paths, bounded lengths).
import { resolve, sep } from 'node:path';
import { errors } from './errors';

// storage-api's isValidKey / isValidBucketName: S3-safe characters only (so no NUL, backslash or control character).
const keyCharacters = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;
const bucketCharacters = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;
const MAX_KEY_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 255;
const MAX_BUCKET_LENGTH = 100;

/** A valid bucket name, or storage's InvalidBucketName. Names starting with a dot are kept for the server's own use. */
export function bucketName(raw: unknown): string {
  if (
    typeof raw !== 'string' ||
    raw.length > MAX_BUCKET_LENGTH ||
    !bucketCharacters.test(raw) ||
    raw.startsWith('.') ||
    raw.trim() !== raw
  ) {
    throw errors.invalidBucketName();
  }
  return raw;
}

/** A valid object key (`folder/file.pdf`), or storage's InvalidKey. */
export function objectKey(raw: string): string {
  const segments = raw.split('/');
  const valid =
    raw.length <= MAX_KEY_LENGTH &&
    keyCharacters.test(raw) &&
    segments.every((s) => s !== '' && s !== '.' && s !== '..' && s.length <= MAX_SEGMENT_LENGTH);
  if (!valid) throw errors.invalidKey(raw);
  return raw;
}

/** Decodes a percent-encoded path part of the request URL; a malformed escape is an invalid key. */
export function decodePathPart(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw errors.invalidKey(raw);
  }
}

/** Where an object of a bucket lives under the storage root; never outside the bucket's folder. */
export function objectFile(root: string, bucket: string, key: string): string {
  const folder = resolve(root, bucketName(bucket));
  const file = resolve(folder, ...objectKey(key).split('/'));
  // Unreachable after the checks above; kept as the last line of defence against a path outside the bucket.
  if (!file.startsWith(folder + sep)) throw errors.invalidKey(key);
  return file;
}
