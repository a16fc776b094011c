// The admin client (secret key): account deletion and user lookups on the server. Never in a browser.
import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { developmentSecretKey } from '@/lib/config/env-schema';
import { embeddedAuth } from '@/lib/config/public';
import { supabaseSecretKey } from '@/lib/config/server';
import { serverSupabaseUrl } from './urls';

export function createAdminClient() {
  // The embedded server accepts its development secret when none is configured; a hosted project never does.
  const secretKey = supabaseSecretKey ?? (embeddedAuth ? developmentSecretKey : undefined);
  if (!secretKey) {
    throw new Error('SUPABASE_SECRET_KEY is not set: admin calls to the hosted Supabase project need the secret key.');
  }
  return createClient(serverSupabaseUrl(), secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
