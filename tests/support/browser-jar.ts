// A browser's cookie jar for tests that call server actions and route handlers in a request scope:
// Set-Cookie answers update it, and it sends the cookies back on the next request. Each jar is a browser of
// its own, on an address of its own (per-client limits tell browsers apart by it). Tests that call actions mock
// next/headers and next/navigation with ./next-request-scope and ./next-navigation.
import { peerHeader } from '@/lib/http/request-stamp';
import { NavigationStop } from './next-navigation';
import { runInRequestScope } from './next-request-scope';

let browsers = 0;

export class CookieJar {
  readonly cookies = new Map<string, string>();
  /**
   * The browser's address, as the server sees its socket: one of this machine's loopback addresses (127.0.0.0/8),
   * where the embedded auth server serves its development keys; `elsewhere`, one of another machine (198.18.0.0/15
   * is set aside for tests).
   */
  readonly address: string;

  constructor(options: { elsewhere?: boolean } = {}) {
    browsers += 1;
    const [high, low] = [Math.floor(browsers / 256) % 256, browsers % 256];
    this.address = options.elsewhere ? `198.18.${high}.${low}` : `127.18.${high}.${low}`;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = /Max-Age=0(;|$)/i.test(line) || /Expires=Thu, 01 Jan 1970/i.test(line);
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

type Action<T> = (previous: null, formData: FormData) => Promise<T>;

/** What callAction answers for an action that ended in redirect(). */
export interface RedirectedTo {
  redirectedTo: string;
}

/** Runs a server action as Next would for a form post from `origin`, with the jar's cookies. */
export async function callAction<T>(
  origin: string,
  jar: CookieJar,
  action: Action<T>,
  fields: Record<string, string | readonly string[]> = {},
): Promise<T | RedirectedTo> {
  const formData = new FormData();
  // A list is a field repeated, as a form posts several inputs of one name.
  for (const [name, value] of Object.entries(fields)) {
    for (const item of typeof value === 'string' ? [value] : value) formData.append(name, item);
  }
  const request = new Request(`${origin}/`, {
    method: 'POST',
    headers: { cookie: jar.header(), origin, [peerHeader.name]: peerHeader.value(jar.address) },
  });
  let result: T | RedirectedTo | undefined;
  const response = await runInRequestScope(request, async () => {
    try {
      result = await action(null, formData);
    } catch (error) {
      // redirect() ends the action; Next turns it into a navigation after applying the cookies.
      if (!(error instanceof NavigationStop) || error.kind !== 'redirect') throw error;
      result = { redirectedTo: error.url ?? '' };
    }
    return new Response(null, { status: 204 });
  });
  jar.store(response.headers.getSetCookie());
  return result as T | RedirectedTo;
}
