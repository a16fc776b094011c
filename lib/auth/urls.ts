// Where server-side code (route handlers, server components, the edge middleware) reaches Supabase
// Auth: the hosted project, or in embedded mode this server itself over loopback — never the
// request's Host header, which the client controls.
import { edgeEnv } from '@/lib/config/edge';
import { supabaseUrl } from '@/lib/config/public';

export function serverSupabaseUrl(): string {
  return supabaseUrl ?? `http://127.0.0.1:${edgeEnv.PORT}`;
}
