// A second embedded auth server on the same database whose clock the test sets, for behaviour that
// depends on time (reuse windows, code and link expiry). It is the real server with another clock.
import type { TestHttpServer } from '@/tests/fixtures/http-server';

export interface ClockedAuthServer {
  /** Base URL for supabase-js (`<origin><prefix>`). */
  url: string;
  /** Moves this server's clock; `null` follows the real time again. */
  setTime: (time: Date | null) => void;
  /** The server's current time. */
  now: () => Date;
}

export async function mountClockedAuthServer(
  http: TestHttpServer,
  prefix: string,
  overrides: { emailConfirm?: boolean } = {},
): Promise<ClockedAuthServer> {
  const { createEmbeddedAuthServer, settingsFromConfig } = await import('@/lib/auth/embedded');
  let fixed: Date | null = null;
  const now = () => fixed ?? new Date();
  const server = createEmbeddedAuthServer({ settings: { ...settingsFromConfig(), ...overrides }, now });
  http.route(`${prefix}/auth/v1`, server.handle);
  return {
    url: `${http.origin}${prefix}`,
    setTime: (time) => {
      fixed = time;
    },
    now,
  };
}
