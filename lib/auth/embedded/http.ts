// Responses in the Supabase Auth wire format: JSON bodies, `{code, message}` errors (or the legacy
// `{code, error_code, msg}` shape for clients that send no API version), OAuth-style errors.
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/** A failure the client should see with a status and a Supabase error code. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** An OAuth-style failure (`{error, error_description}`), as the token endpoint answers for unknown grants. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

function baseHeaders(request: Request): Headers {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  // Echo the version the client speaks: auth-js reads error codes only from versioned responses.
  if (request.headers.has(API_VERSION_HEADER)) headers.set(API_VERSION_HEADER, API_VERSION);
  return headers;
}

export function jsonResponse(
  request: Request,
  body: unknown,
  status = 200,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers = baseHeaders(request);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { status, headers });
}

export function emptyResponse(request: Request, status = 204): Response {
  return new Response(null, { status, headers: baseHeaders(request) });
}

export function redirectResponse(request: Request, location: string, status = 303): Response {
  const headers = baseHeaders(request);
  headers.set('Location', location);
  return new Response(null, { status, headers });
}

export function errorResponse(request: Request, error: AuthError | OAuthError): Response {
  if (error instanceof OAuthError) {
    return jsonResponse(request, { error: error.error, error_description: error.message }, error.status);
  }
  const body = request.headers.has(API_VERSION_HEADER)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return jsonResponse(request, body, error.status, error.headers);
}

/** Reads a JSON object body; an empty body counts as `{}`. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}
