// The app's own JSON and upload routes answer the app's own pages only. The session cookie is SameSite=Lax, which
// still lets another site's page send a form or a "simple" fetch (text/plain, form-encoded) with a top-level
// navigation or from a same-site subdomain; so a cross-site request is refused (403), and a body must be of the one
// type the route reads (415), which no plain HTML form can send.
import { siteUrl } from '@/lib/config/public';
import { jsonError } from './json';

/** What a route reads from the body: JSON, a multipart form (uploads), or nothing at all. */
export type AcceptedBody = 'json' | 'multipart' | 'none';

const mediaTypes: Record<Exclude<AcceptedBody, 'none'>, string> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
};

/**
 * The hosts this server answers as: the one the browser addressed (Host, or a proxy's X-Forwarded-Host) and the site's.
 */
function ownHosts(request: Request): Set<string> {
  const hosts = new Set<string>([new URL(siteUrl).host.toLowerCase(), new URL(request.url).host.toLowerCase()]);
  for (const name of ['host', 'x-forwarded-host']) {
    const value = request.headers.get(name)?.split(',')[0]?.trim().toLowerCase();
    if (value) hosts.add(value);
  }
  return hosts;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * 403 for a request a browser sent from another site: `Sec-Fetch-Site: cross-site` or `same-site` (another
 * subdomain), or an `Origin` that is not this site's (`null` included). Requests without either header do not come
 * from a browser's page (scripts, servers, the app's own server code) and carry no ambient session to abuse.
 */
export function refuseCrossSite(request: Request): Response | null {
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();
  const origin = request.headers.get('origin');
  const foreignOrigin = origin !== null && !ownHosts(request).has(originHost(origin) ?? '\u0000');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site' || foreignOrigin) {
    return jsonError(
      403,
      'cross_site_request',
      'This request came from another site. Use the page on this site to do this.',
    );
  }
  return null;
}

/**
 * The body's media type, lower-case, without parameters (`multipart/form-data; boundary=…` → `multipart/form-data`).
 */
function mediaTypeOf(request: Request): string | null {
  const header = request.headers.get('content-type');
  return header ? (header.split(';')[0]?.trim().toLowerCase() ?? null) : null;
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return request.body !== null;
}

/** 415 for a body of another type than the route reads (or any body, for a route that reads none). */
export function refuseContentType(request: Request, accepted: AcceptedBody): Response | null {
  const type = mediaTypeOf(request);
  if (accepted === 'none') {
    if (!hasBody(request) || type === null || type === mediaTypes.json) return null;
    return jsonError(415, 'unsupported_media_type', 'This request takes no body.');
  }
  if (type === mediaTypes[accepted]) return null;
  return jsonError(
    415,
    'unsupported_media_type',
    `Send the body as ${mediaTypes[accepted]}${type ? ` (it was ${type})` : ''}.`,
  );
}

/**
 * The checks of a JSON or upload route, before it reads anything: cross-site requests, then the body's type. GET
 * routes pass `none`. Null when the request may go on.
 */
export function refuseForeignRequest(request: Request, accepted: AcceptedBody): Response | null {
  return refuseCrossSite(request) ?? refuseContentType(request, accepted);
}

/** Wraps a route handler with refuseForeignRequest: `export const POST = fromOwnSite('json', async (request) => …)`. */
export function fromOwnSite<Rest extends unknown[]>(
  accepted: AcceptedBody,
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => refuseForeignRequest(request, accepted) ?? handler(request, ...rest);
}
