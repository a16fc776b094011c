// The Supabase client of one server request (server components, server actions, route handlers),
// reading and writing the session cookies through Next's cookie store. Never shared between requests.
import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { supabasePublishableKey } from '@/lib/config/public';
import { authCookieName } from './cookies';
import { serverSupabaseUrl } from './urls';

export async function createClient() {
  const cookieStore = await cookies();
  return createServerClient(serverSupabaseUrl(), supabasePublishableKey, {
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
