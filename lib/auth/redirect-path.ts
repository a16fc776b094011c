// The one gate for return paths (the redirect-path cookie, `next` parameters): same-origin relative
// paths only. Pure and dependency-free, so middleware (edge), route handlers and actions share it.

/** Where a user lands when the requested return path is missing or unsafe. */
export const DEFAULT_RETURN_PATH = '/dashboard';
/** The sign-in page; its `next` parameter is the return path. */
export const LOGIN_PATH = '/login';
/** Where email links and OAuth land to exchange their code for a session; its `next` is the return path. */
export const CALLBACK_PATH = '/auth/callback';

const MAX_LENGTH = 2048;
// C0 controls, DEL and the C1 range: browsers drop tabs and newlines from URLs, so `/\t/evil.example`
// would become `//evil.example`.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const PLACEHOLDER_ORIGIN = 'http://return-path.invalid';

/** Decodes percent-escapes until the value stops changing; null when malformed or nested too deep. */
function decodingLayers(value: string): string[] | null {
  const layers = [value];
  let current = value;
  for (let i = 0; i < 5; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return layers;
    layers.push(decoded);
    current = decoded;
  }
  return null;
}

/** A layer is unsafe when a browser could read it as another origin or as something other than a path. */
function isUnsafeLayer(layer: string): boolean {
  return !layer.startsWith('/') || layer.startsWith('//') || layer.includes('\\') || CONTROL_CHARACTERS.test(layer);
}

/**
 * Returns `value` when it is a path on this site (`/x`, with query and fragment), else `fallback`.
 * Rejects protocol-relative (`//`, `/\`), absolute and scheme URLs (`https:evil.example`), their
 * percent-encoded forms at any depth, and control characters.
 */
export function safeRedirectPath(value: unknown, fallback: string = DEFAULT_RETURN_PATH): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return fallback;
  const layers = decodingLayers(value);
  if (!layers || layers.some(isUnsafeLayer)) return fallback;

  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  // Dot segments can collapse into a protocol-relative path (`/.//evil.example` → `//evil.example`).
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || path.includes('\\')) return fallback;
  return path;
}

function withNext(path: string, returnTo: unknown): string {
  const next = safeRedirectPath(returnTo, '');
  return next ? `${path}?${new URLSearchParams({ next })}` : path;
}

/** The sign-in page, asked to return to `returnTo` (a path on this site) afterwards; not to itself. */
export function loginPath(returnTo: unknown): string {
  const path = safeRedirectPath(returnTo, '');
  const isLoginPage = path === LOGIN_PATH || /^\/login[/?#]/.test(path);
  return isLoginPage ? LOGIN_PATH : withNext(LOGIN_PATH, path);
}

/** The auth callback, asked to return to `returnTo` once the code became a session. */
export function callbackPath(returnTo: unknown): string {
  return withNext(CALLBACK_PATH, returnTo);
}
