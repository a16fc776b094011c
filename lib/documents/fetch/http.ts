// One guarded GET: redirects followed by hand (each hop checked for scheme, address, robots.txt and login
// pages), time-outs, and a body read as a stream with a byte counter so an oversized file is cut off early.
import { Agent, fetch, type Response } from 'undici';
import { guardedLookup, literalAddressOf, isPrivateAddress, PrivateAddressError } from '@/lib/http/address-guard';

export interface HttpSettings {
  readonly userAgent: string;
  readonly allowPrivateHosts: boolean;
  readonly requestTimeoutMs: number;
  readonly maxRedirects: number;
  /** Aborted when the whole fetch's time is up. */
  readonly deadline: AbortSignal;
  readonly overallTimeoutMs: number;
  /** The caller's signal (a job being stopped): aborting it throws instead of recording a failure. */
  readonly signal?: AbortSignal;
}

/** Why a URL was not fetched, in words a person understands, and a code the fetcher can act on. */
export interface Failure {
  readonly kind: 'failed';
  readonly cause: 'blocked' | 'robots' | 'timeout' | 'deadline' | 'network' | 'too-large' | 'redirects' | 'address';
  readonly reason: string;
}

export type HttpOutcome =
  /** The final answer after redirects; `bytes` is read only for a 2xx. */
  | {
      readonly kind: 'response';
      readonly url: string;
      readonly status: number;
      readonly headers: Headers;
      readonly bytes: Uint8Array | null;
    }
  /** A redirect to a sign-in page, not followed. */
  | { readonly kind: 'login-redirect'; readonly url: string; readonly reason: string }
  | Failure;

/** Answers whether robots.txt lets the product fetch a URL; null when it may, else the reason it may not. */
export type RobotsCheck = (url: URL) => Promise<Failure | null>;

export interface GetOptions {
  readonly maxBytes: number;
  /** How a body over `maxBytes` is described ("larger than 50 MB"). */
  readonly tooLarge: string;
  readonly accept: string;
  readonly robots: RobotsCheck | null;
  /** Stop at redirects to sign-in pages (false for robots.txt, which only needs to know it was not served). */
  readonly detectLoginRedirects: boolean;
}

const megabyte = 1024 * 1024;

/** "50 MB", "512 KB": how caps are named in reasons. */
export function formatBytes(bytes: number): string {
  if (bytes >= megabyte) return `${Math.round((bytes / megabyte) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function formatDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Math.round(ms / 100) / 10} s`;
}

export function createDispatcher(allowPrivateHosts: boolean): Agent {
  return new Agent({
    connect: allowPrivateHosts ? {} : { lookup: guardedLookup() },
    keepAliveTimeout: 4_000,
  });
}

// Path segments and host labels that name a sign-in page, in the languages of the EU's portals.
const loginWords =
  'login|log-in|logon|log_on|signin|sign-in|sign_in|anmelden|anmeldung|auth|authenticate|authorize|sso|cas|oauth2?|' +
  'openid-connect|saml2?|connexion|identification|accedi|acceso|iniciar-sesion|inloggen|aanmelden|logowanie|' +
  'prihlaseni|prihlasenie|bejelentkezes|prijava|kirjaudu|logga-in|autentificare|autenticacao';
const loginPattern = new RegExp(`(^|[/._-])(${loginWords})($|[/._;?-])`, 'i');

/** True when a URL (host or path) looks like a sign-in page. */
export function looksLikeLoginUrl(url: URL): boolean {
  const host = url.hostname.split('.')[0] ?? '';
  return loginPattern.test(`/${host}/`) || loginPattern.test(decodeSafely(url.pathname));
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Checks a URL before any connection: web schemes only, no credentials, no private address literal. */
export function checkUrl(url: URL, allowPrivateHosts: boolean): Failure | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { kind: 'failed', cause: 'address', reason: `not a web address (${url.protocol.replace(':', '')})` };
  }
  if (url.username || url.password) {
    return { kind: 'failed', cause: 'address', reason: 'the address contains a user name or password' };
  }
  const literal = literalAddressOf(url);
  if (!allowPrivateHosts && literal !== null && isPrivateAddress(literal)) {
    return { kind: 'failed', cause: 'blocked', reason: blockedReason(literal) };
  }
  return null;
}

function blockedReason(address: string): string {
  return `the address points into a private network (${address}), which is never fetched`;
}

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

function privateAddressIn(error: unknown): PrivateAddressError | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof PrivateAddressError) return current;
    current = current.cause;
  }
  return null;
}

/** The reason given to every URL not fetched once the whole call's time is up. */
export function outOfTime(overallTimeoutMs: number): string {
  return `not fetched: the ${formatDuration(overallTimeoutMs)} allowed for a tender's documents ran out`;
}

/** A network error as a person would say it; timeouts are told apart by which signal fired. */
function describeError(error: unknown, host: string, settings: HttpSettings, timedOut: boolean): Failure {
  const blockedBy = privateAddressIn(error);
  if (blockedBy) return { kind: 'failed', cause: 'blocked', reason: blockedReason(blockedBy.address) };
  if (settings.deadline.aborted) {
    return { kind: 'failed', cause: 'deadline', reason: outOfTime(settings.overallTimeoutMs) };
  }
  const code = errorCode(error);
  if (timedOut || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT') {
    return {
      kind: 'failed',
      cause: 'timeout',
      reason: `${host} did not answer within ${formatDuration(settings.requestTimeoutMs)}`,
    };
  }
  const reason =
    code === 'ENOTFOUND' || code === 'EAI_AGAIN'
      ? `the server ${host} could not be found`
      : code === 'ECONNREFUSED'
        ? `${host} refused the connection`
        : code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE'
          ? `the connection to ${host} was cut off`
          : code !== undefined && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)
            ? `the secure connection to ${host} could not be verified (${code})`
            : `${host} could not be reached (${code ?? (error instanceof Error ? error.message : String(error))})`;
  return { kind: 'failed', cause: 'network', reason };
}

class TooLargeError extends Error {}

async function readCapped(response: Response, maxBytes: number, tooLarge: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new TooLargeError(tooLarge);
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new TooLargeError(tooLarge);
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * GETs a URL, following up to `maxRedirects` redirects, each hop guarded; never throws except on the caller's abort.
 */
export async function guardedGet(
  dispatcher: Agent,
  start: URL,
  settings: HttpSettings,
  options: GetOptions,
): Promise<HttpOutcome> {
  const visited = new Set<string>();
  let url = start;
  for (let hop = 0; ; hop++) {
    const refused = checkUrl(url, settings.allowPrivateHosts);
    if (refused) return refused;
    const robotsRefusal = options.robots ? await options.robots(url) : null;
    settings.signal?.throwIfAborted();
    if (robotsRefusal) return robotsRefusal;
    visited.add(url.href);

    const controller = new AbortController();
    const timeout = AbortSignal.timeout(settings.requestTimeoutMs);
    const signals = [controller.signal, timeout, settings.deadline, ...(settings.signal ? [settings.signal] : [])];
    let response: Response;
    try {
      response = await fetch(url, {
        dispatcher,
        redirect: 'manual',
        headers: { 'user-agent': settings.userAgent, accept: options.accept },
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      settings.signal?.throwIfAborted();
      return describeError(error, url.host, settings, timeout.aborted);
    }

    if (response.status >= 300 && response.status < 400 && response.status !== 304) {
      await response.body?.cancel().catch(() => {});
      const location = response.headers.get('location');
      const next = location === null ? null : URL.parse(location, url);
      if (next === null) {
        return {
          kind: 'failed',
          cause: 'redirects',
          reason: `redirected (HTTP ${response.status}) to no valid address`,
        };
      }
      next.hash = '';
      if (options.detectLoginRedirects && looksLikeLoginUrl(next)) {
        return { kind: 'login-redirect', url: next.href, reason: `redirected to a sign-in page (${next.origin})` };
      }
      if (visited.has(next.href)) {
        return { kind: 'failed', cause: 'redirects', reason: 'the server redirects in a loop' };
      }
      if (hop + 1 > settings.maxRedirects) {
        return { kind: 'failed', cause: 'redirects', reason: `more than ${settings.maxRedirects} redirects` };
      }
      url = next;
      continue;
    }

    if (response.status < 200 || response.status >= 300) {
      await response.body?.cancel().catch(() => {});
      return { kind: 'response', url: url.href, status: response.status, headers: toHeaders(response), bytes: null };
    }
    try {
      const bytes = await readCapped(response, options.maxBytes, options.tooLarge);
      return { kind: 'response', url: url.href, status: response.status, headers: toHeaders(response), bytes };
    } catch (error) {
      controller.abort();
      settings.signal?.throwIfAborted();
      if (error instanceof TooLargeError) return { kind: 'failed', cause: 'too-large', reason: error.message };
      return describeError(error, url.host, settings, timeout.aborted);
    }
  }
}

function toHeaders(response: Response): Headers {
  const headers = new Headers();
  response.headers.forEach((value, name) => headers.append(name, value));
  return headers;
}
