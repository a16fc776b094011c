// The Supabase client of the browser (client components). In embedded mode it talks to the site's
// own origin; one instance per page (supabase-js keeps a singleton in the browser).
import { createBrowserClient } from '@supabase/ssr';
import { supabasePublishableKey, supabaseUrl } from '@/lib/config/public';
import { authCookieName } from './cookies';

export function createClient() {
  return createBrowserClient(supabaseUrl ?? window.location.origin, supabasePublishableKey, {
    cookieOptions: { name: authCookieName },
  });
}
