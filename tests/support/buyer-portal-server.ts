// A buyer's portal over real HTTP on 127.0.0.1 for the document fetcher: routes answered by hand with node's
// own response object, so a test can stream a huge file in small chunks, hold a request unanswered, or redirect.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PortalHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface BuyerPortal {
  readonly origin: string;
  readonly port: number;
  /** Every request, as "GET /path?query", in order. */
  readonly requests: string[];
  /** The User-Agent header of every request, in order. */
  readonly userAgents: string[];
  /** Answers requests whose path (without query) is `path`; a later call for the same path replaces it. */
  route(path: string, handler: PortalHandler): void;
  /** How many requests asked for a path (without query). */
  count(path: string): number;
  close(): Promise<void>;
}

export async function startBuyerPortal(): Promise<BuyerPortal> {
  const routes = new Map<string, PortalHandler>();
  const requests: string[] = [];
  const userAgents: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    userAgents.push(request.headers['user-agent'] ?? '');
    const path = new URL(request.url ?? '/', 'http://portal').pathname;
    const handler = routes.get(path);
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    userAgents,
    route: (path, handler) => void routes.set(path, handler),
    count: (path) => requests.filter((r) => new URL(r.split(' ')[1]!, 'http://portal').pathname === path).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Serves fixed bytes with a content type (which may lie, as real portals' do) and optional extra headers. */
export function serveBytes(
  bytes: Uint8Array,
  contentType: string,
  headers: Record<string, string> = {},
): PortalHandler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.byteLength, ...headers });
    response.end(bytes);
  };
}

export function serveHtml(html: string, status = 200): PortalHandler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  };
}

export function redirectTo(location: string, status = 302): PortalHandler {
  return (_request, response) => void response.writeHead(status, { location }).end();
}

export function answerStatus(status: number, headers: Record<string, string> = {}): PortalHandler {
  return (_request, response) => void response.writeHead(status, { 'content-type': 'text/plain', ...headers }).end();
}

/** Never answers: the client's time-out must end the request. */
export const neverAnswer: PortalHandler = () => {};

export interface StreamedFile {
  readonly handler: PortalHandler;
  /** Bytes written to the socket so far, summed over requests. */
  sent(): number;
}

/**
 * A file of `size` bytes (a PDF header, then filler) written 1 MB at a time as the client reads, never held in
 * memory whole; `declareLength: false` sends it chunked, so only a byte counter can stop it.
 */
export function streamLargeFile(size: number, declareLength: boolean): StreamedFile {
  const chunk = new Uint8Array(1024 * 1024).fill(0x20);
  chunk.set(new TextEncoder().encode('%PDF-1.7\n'));
  let sent = 0;
  const handler: PortalHandler = (_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/pdf',
      ...(declareLength ? { 'content-length': String(size) } : {}),
    });
    let written = 0;
    let closed = false;
    response.on('close', () => (closed = true));
    response.on('error', () => (closed = true));
    const writeMore = () => {
      while (!closed && written < size) {
        const piece = chunk.subarray(0, Math.min(chunk.byteLength, size - written));
        written += piece.byteLength;
        sent += piece.byteLength;
        if (!response.write(piece)) return void response.once('drain', writeMore);
      }
      if (!closed) response.end();
    };
    writeMore();
  };
  return { handler, sent: () => sent };
}
