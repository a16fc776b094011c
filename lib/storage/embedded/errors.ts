// Failures in the Supabase Storage wire format: `{statusCode, code, error, message}` with the failure's own status
// as text in the body, and HTTP 400 for every failure below 500, as storage-api answers (its error handler).
export class StorageError extends Error {
  constructor(
    /** The failure's own status, sent as text in the body (`"404"`). */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The body's `error`; storage-api falls back to the code. */
    readonly error: string = code,
    /** The HTTP status, when it is not storage-api's (400 below 500). */
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

export const errors = {
  noApiKey: () =>
    // The gateway's answer to a request without any key, in the body shape storage-js reads.
    new StorageError(401, 'AccessDenied', 'No API key found in request', 'Unauthorized', 401),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  keyConflict: (key: string) =>
    new StorageError(409, 'KeyAlreadyExists', `Invalid key: ${key} (a folder and an object cannot share a name)`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'Invalid signature'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  missingParameter: (name: string) => new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  notFound: (method: string, path: string) =>
    new StorageError(404, 'NotFound', `Route ${method}:${path} not found`, 'Not Found', 404),
  refused: (reasons: string[]) =>
    new StorageError(
      503,
      'InternalError',
      `The embedded storage server refuses to run: ${reasons.join(' ')}`,
      'Service Unavailable',
      503,
    ),
  refusedRemote: (reasons: string[]) =>
    new StorageError(
      503,
      'InternalError',
      `The embedded storage server serves other machines only with keys of its operator's own: ${reasons.join(' ')}`,
      'Service Unavailable',
      503,
    ),
  hosted: () => new StorageError(404, 'NotFound', 'Storage is served by the hosted Supabase project', 'Not Found', 404),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error'),
};

const noStore = { 'Cache-Control': 'no-store' };

export function errorResponse(error: StorageError): Response {
  const status = error.httpStatus ?? (error.statusCode >= 500 ? error.statusCode : 400);
  return Response.json(
    { statusCode: String(error.statusCode), code: error.code, error: error.error, message: error.message },
    { status, headers: noStore },
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: noStore });
}

/** Reads a JSON object body; anything else is storage's InvalidRequest. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.invalidRequest('Body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw errors.invalidRequest('body must be object');
  }
  return parsed as Record<string, unknown>;
}
