// Serves a `(Request) => Response` function (a route handler) over real HTTP on 127.0.0.1, so real
// clients (supabase-js, fetch) talk to it exactly as they would to `next start`: requests carry the stamp
// of their socket's address that instrumentation.ts sets up there.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordSocketAddresses } from '@/lib/http/socket-address';

export type FetchHandler = (request: Request) => Promise<Response>;

export interface TestHttpServer {
  origin: string;
  port: number;
  /** Every request served, as "METHOD /path" (no query), in order. */
  requests: string[];
  /** Routes requests to the first handler whose prefix starts the path. */
  route: (prefix: string, handler: FetchHandler) => void;
  /**
   * Serves the same routes on `address` too (a network namespace's side of a veth pair): requests from there come
   * from another machine's address. Resolves to that listener's origin; it closes with the server.
   */
  listenAlso: (address: string) => Promise<string>;
  close: () => Promise<void>;
}

async function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(`${origin}${req.url ?? '/'}`, {
    method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
    signal,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  // The client went away (e.g. its time limit ran out): nobody to answer.
  if (res.destroyed) return;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export async function startHttpServer(): Promise<TestHttpServer> {
  recordSocketAddresses();
  const routes: { prefix: string; handler: FetchHandler }[] = [];
  const requests: string[] = [];
  let origin = '';
  const serve = (req: IncomingMessage, res: ServerResponse) => {
    // request.signal aborts when the client hangs up before the answer is sent.
    const hangUp = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) hangUp.abort();
    });
    void (async () => {
      try {
        const request = await toRequest(req, origin, hangUp.signal);
        const { pathname } = new URL(request.url);
        requests.push(`${request.method} ${pathname}`);
        const found = routes.find((r) => pathname.startsWith(r.prefix));
        await send(res, found ? await found.handler(request) : new Response('not found', { status: 404 }));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`test server failure: ${error instanceof Error ? error.stack : String(error)}`);
      }
    })();
  };
  const server = createServer(serve);
  const others: Server[] = [];
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    requests,
    route: (prefix, handler) => routes.push({ prefix, handler }),
    listenAlso: async (address) => {
      const other = createServer(serve);
      others.push(other);
      await new Promise<void>((resolve, reject) => {
        other.once('error', reject);
        other.listen(0, address, resolve);
      });
      return `http://${address.includes(':') ? `[${address}]` : address}:${(other.address() as AddressInfo).port}`;
    },
    close: async () => {
      await Promise.all(
        [server, ...others].map(
          (listener) =>
            new Promise<void>((resolve, reject) => {
              listener.closeAllConnections();
              listener.close((error) => (error ? reject(error) : resolve()));
            }),
        ),
      );
    },
  };
}
