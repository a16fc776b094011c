// Fetches a tender's documents from its links: a file is kept, a page is read one level deep for document links
// on its own host, and every URL ends as a file, a login the person must do themselves, or a refusal with a reason.
import { createHash } from 'node:crypto';
import { productName, siteUrl } from '@/lib/config/public';
import { dispositionFileName, fileNameFor, isAttachment } from './file-name';
import { createDispatcher, formatBytes, guardedGet, outOfTime, type HttpOutcome, type HttpSettings } from './http';
import { readPage } from './page-links';
import { createRobotsCheck } from './robots';
import { contentTypes, sniffContentType } from './sniff';

export interface FetchedFile {
  /** The address the bytes came from, after redirects. */
  readonly url: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
  /** Sniffed from the bytes, never taken from the server's header. */
  readonly contentType: string;
  readonly size: number;
}

export interface FetchFinding {
  readonly url: string;
  readonly reason: string;
  /** The portal page whose link this was; null for a link of the notice itself. */
  readonly foundOn: string | null;
}

export interface FetchedDocuments {
  readonly files: FetchedFile[];
  /** Links behind a login: the person downloads these on the portal and uploads them. */
  readonly loginRequired: FetchFinding[];
  /** Links not fetched: not found, server errors, time-outs, too large, robots.txt, private addresses … */
  readonly refused: FetchFinding[];
}

export interface FetchDocumentsOptions {
  /** Per file; a response declaring or streaming more is cut off. Default 50 MB. */
  readonly maxFileBytes?: number;
  /** Files kept per call. Default 50. */
  readonly maxFiles?: number;
  /** Bytes kept per call, all files together. Default 200 MB. */
  readonly maxTotalBytes?: number;
  /** Per request, body included. Default 30 s. */
  readonly requestTimeoutMs?: number;
  /** For the whole call. Default 5 min. */
  readonly overallTimeoutMs?: number;
  /** Per request. Default 5. */
  readonly maxRedirects?: number;
  /** Lets the fetcher reach loopback and private addresses: for tests' local servers only. Default false. */
  readonly allowPrivateHosts?: boolean;
  readonly userAgent?: string;
  /** Aborting it (a job being stopped) rejects with its reason; nothing is recorded. */
  readonly signal?: AbortSignal;
  /** Called after each URL is settled; `total` grows as pages reveal their links. */
  readonly onProgress?: (progress: { done: number; total: number; url: string }) => void;
}

const megabyte = 1024 * 1024;
export const fetchDefaults = {
  maxFileBytes: 50 * megabyte,
  maxFiles: 50,
  maxTotalBytes: 200 * megabyte,
  requestTimeoutMs: 30_000,
  overallTimeoutMs: 5 * 60_000,
  maxRedirects: 5,
} as const;

/** The product's token in user agents and the robots.txt groups that name it (`Tenderscope`). */
export const robotsAgent = productName.replace(/[^A-Za-z0-9_-]/g, '') || 'Tenderscope';

/**
 * Names the product and where a site owner reads about it, e.g. `Tenderscope/1.0 (+https://tenderscope.eu/about-us)`.
 */
export const documentFetchUserAgent = `${robotsAgent}/1.0 (+${siteUrl}/about-us)`;

const acceptAnything = 'application/pdf, application/zip, application/*;q=0.9, text/html;q=0.8, */*;q=0.5';

interface Target {
  readonly url: string;
  /** The page that linked it; null for the notice's own links. */
  readonly foundOn: string | null;
  /** Linked with a file extension or `download`: a web page in its place is worth reporting. */
  readonly certain: boolean;
}

function statusReason(status: number): string {
  if (status === 404 || status === 410) return `not found (HTTP ${status}): the link is broken or the file was removed`;
  if (status === 429) return 'the portal asked us to slow down (HTTP 429); try again later';
  if (status >= 500) return `the portal failed to answer (HTTP ${status}); try again later`;
  return `the portal answered HTTP ${status}`;
}

const normalized = (url: URL) => {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
};

/** A fetch's caps, the options' or the defaults. */
function fetchLimits(options: FetchDocumentsOptions) {
  return {
    maxFileBytes: options.maxFileBytes ?? fetchDefaults.maxFileBytes,
    maxFiles: options.maxFiles ?? fetchDefaults.maxFiles,
    maxTotalBytes: options.maxTotalBytes ?? fetchDefaults.maxTotalBytes,
    requestTimeoutMs: options.requestTimeoutMs ?? fetchDefaults.requestTimeoutMs,
    overallTimeoutMs: options.overallTimeoutMs ?? fetchDefaults.overallTimeoutMs,
    maxRedirects: options.maxRedirects ?? fetchDefaults.maxRedirects,
  };
}

/** The HTTP settings of one fetch: its user agent, address rule, timeouts and the overall deadline. */
function httpSettings(
  options: FetchDocumentsOptions,
  limits: ReturnType<typeof fetchLimits>,
  deadline: AbortSignal,
): HttpSettings {
  return {
    userAgent: options.userAgent ?? documentFetchUserAgent,
    allowPrivateHosts: options.allowPrivateHosts ?? false,
    requestTimeoutMs: limits.requestTimeoutMs,
    overallTimeoutMs: limits.overallTimeoutMs,
    maxRedirects: limits.maxRedirects,
    deadline,
    signal: options.signal,
  };
}

/** What a page of a tender's notice leads to: its document links on its own site, or why none are followed. */
type PortalPage = { kind: 'links'; links: Target[] } | { kind: 'refused' | 'login'; reason: string } | { kind: 'none' };

function readPortalPage(target: Target, pageUrl: URL, html: string): PortalPage {
  const page = readPage(html, pageUrl);
  const origin = URL.parse(target.url);
  const ownHosts = new Set([pageUrl.hostname, origin?.hostname]);
  const links = page.links.filter((link) => ownHosts.has(link.url.hostname));
  if (page.hasPasswordField && !links.some((link) => link.certain)) {
    return { kind: 'login', reason: 'the page is a sign-in form' };
  }
  // One level only: a page found on a page is not read.
  if (target.foundOn !== null) {
    return target.certain
      ? { kind: 'refused', reason: 'a web page was served instead of the document' }
      : { kind: 'none' };
  }
  if (links.length === 0) {
    const reason =
      page.links.length > 0
        ? 'the page links documents only on other sites, which are not followed'
        : 'the page links no documents';
    return { kind: 'refused', reason };
  }
  return {
    kind: 'links',
    links: links.map((link) => ({ url: normalized(link.url), foundOn: pageUrl.href, certain: link.certain })),
  };
}

/**
 * Downloads the documents behind a tender's links (see documentLinksOf), politely: robots.txt honoured, the
 * product's user agent, one request at a time, caps on size, count and time, and no private addresses.
 */
export async function fetchTenderDocuments(
  urls: readonly string[],
  options: FetchDocumentsOptions = {},
): Promise<FetchedDocuments> {
  const limits = fetchLimits(options);
  const result: FetchedDocuments = { files: [], loginRequired: [], refused: [] };
  const deadline = AbortSignal.timeout(limits.overallTimeoutMs);
  const settings = httpSettings(options, limits, deadline);
  const dispatcher = createDispatcher(settings.allowPrivateHosts);
  const robots = createRobotsCheck(dispatcher, settings, robotsAgent);
  const attempted = new Set<string>();
  const contents = new Set<string>();
  let totalBytes = 0;
  let done = 0;
  let total = urls.length;

  const refuse = (target: Target, reason: string): Target[] => {
    result.refused.push({ url: target.url, reason, foundOn: target.foundOn });
    return [];
  };
  const needsLogin = (target: Target, reason: string): Target[] => {
    result.loginRequired.push({ url: target.url, reason, foundOn: target.foundOn });
    return [];
  };

  /** Fetches one URL; a page of the notice answers its document links to follow, anything else none. */
  async function settle(target: Target): Promise<Target[]> {
    const url = URL.parse(target.url);
    if (!url) return refuse(target, 'not a valid web address');
    if (deadline.aborted) return refuse(target, outOfTime(limits.overallTimeoutMs));
    if (result.files.length >= limits.maxFiles) {
      return refuse(target, `not fetched: the limit of ${limits.maxFiles} files per tender was reached`);
    }
    const room = limits.maxTotalBytes - totalBytes;
    if (room <= 0) {
      return refuse(target, `not fetched: the limit of ${formatBytes(limits.maxTotalBytes)} per tender was reached`);
    }
    const byTotal = room < limits.maxFileBytes;
    const outcome: HttpOutcome = await guardedGet(dispatcher, url, settings, {
      maxBytes: Math.min(room, limits.maxFileBytes),
      tooLarge: byTotal
        ? `larger than the ${formatBytes(room)} left of the ${formatBytes(limits.maxTotalBytes)} allowed per tender`
        : `larger than ${formatBytes(limits.maxFileBytes)}`,
      accept: acceptAnything,
      robots,
      detectLoginRedirects: true,
    });

    if (outcome.kind === 'failed') return refuse(target, outcome.reason);
    if (outcome.kind === 'login-redirect') return needsLogin(target, outcome.reason);
    if (outcome.status === 401) return needsLogin(target, 'the portal asks for a login (HTTP 401)');
    if (outcome.status === 403) return needsLogin(target, 'the portal refuses access without a login (HTTP 403)');
    if (outcome.bytes === null) return refuse(target, statusReason(outcome.status));

    const finalUrl = new URL(outcome.url);
    const disposition = outcome.headers.get('content-disposition');
    const contentType = sniffContentType(outcome.bytes, dispositionFileName(disposition) ?? finalUrl.pathname);
    if (contentType === contentTypes.html && !isAttachment(disposition)) {
      const page = readPortalPage(target, finalUrl, new TextDecoder().decode(outcome.bytes));
      if (page.kind === 'login') return needsLogin(target, page.reason);
      if (page.kind === 'refused') return refuse(target, page.reason);
      return page.kind === 'links' ? page.links.filter((link) => !attempted.has(link.url)) : [];
    }
    if (outcome.bytes.byteLength === 0) return refuse(target, 'the file is empty');
    const sha256 = createHash('sha256').update(outcome.bytes).digest('hex');
    // The same file linked twice (the page and a lot, two link texts) is kept once.
    if (contents.has(sha256)) return [];
    contents.add(sha256);
    totalBytes += outcome.bytes.byteLength;
    result.files.push({
      url: outcome.url,
      fileName: fileNameFor(finalUrl, disposition, contentType),
      bytes: outcome.bytes,
      contentType,
      size: outcome.bytes.byteLength,
    });
    return [];
  }

  async function visit(target: Target): Promise<void> {
    const parsed = URL.parse(target.url);
    const key = parsed ? normalized(parsed) : target.url;
    if (attempted.has(key)) return;
    attempted.add(key);
    options.signal?.throwIfAborted();
    const next = await settle(target);
    total += next.length;
    options.onProgress?.({ done: ++done, total, url: target.url });
    for (const linked of next) await visit(linked);
  }

  try {
    for (const url of urls) await visit({ url, foundOn: null, certain: false });
    return result;
  } finally {
    await dispatcher.destroy().catch(() => {});
  }
}
