// The Supabase client of one server request (server components, server actions, route handlers),
// reading and writing the session cookies through Next's cookie store. Never shared between requests.
import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies, headers } from 'next/headers';
import { embeddedAuth, supabasePublishableKey } from '@/lib/config/public';
import { clientIp, forwardedClientHeader } from '@/lib/http/client-ip';
import { authCookieName } from './cookies';
import { serverSupabaseUrl } from './urls';

/**
 * The embedded auth server is this process, reached over loopback: tell it which client the request serves,
 * so its per-client limits count that client and not this server. Never sent to a hosted project.
 */
async function forwardedClient(): Promise<Record<string, string> | undefined> {
  if (!embeddedAuth) return undefined;
  const client = clientIp(await headers());
  return client ? { [forwardedClientHeader.name]: forwardedClientHeader.value(client) } : undefined;
}

export async function createClient() {
  const cookieStore = await cookies();
  const forwarded = await forwardedClient();
  return createServerClient(serverSupabaseUrl(), supabasePublishableKey, {
    ...(forwarded ? { global: { headers: forwarded } } : {}),
    cookieOptions: { name: authCookieName },
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Server components cannot set cookies. The middleware refreshes the session before they
          // run, so a write that lands here only repeats what the middleware already sent.
        }
      },
    },
  });
}
