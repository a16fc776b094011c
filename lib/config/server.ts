// Server-only settings, validated once. Import from server code only.
import 'server-only';
import { defaultDataDir, parseEnv, resolveTrustedProxies, serverEnvSchema, type ServerEnv } from './env-schema';
import { edition } from './public';

export const serverEnv = parseEnv(serverEnvSchema, {
  NODE_ENV: process.env.NODE_ENV,
  PORT: process.env.PORT,
  DATABASE_URL: process.env.DATABASE_URL,
  // Each edition has its own data folder unless DATA_DIR names one: two editions never share a database.
  DATA_DIR: process.env.DATA_DIR || defaultDataDir(edition),
  MIGRATE_ON_START: process.env.MIGRATE_ON_START,
  SMTP_URL: process.env.SMTP_URL,
  MAIL_FROM: process.env.MAIL_FROM,
  SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY,
  SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY,
  AUTH_EMAIL_CONFIRM: process.env.AUTH_EMAIL_CONFIRM,
  AUTH_SIGNING_KEY: process.env.AUTH_SIGNING_KEY,
  AUTH_GUARD_INCLUDE: process.env.AUTH_GUARD_INCLUDE,
  AUTH_GUARD_EXCLUDE: process.env.AUTH_GUARD_EXCLUDE,
  AUTH_REDIRECT_ORIGINS: process.env.AUTH_REDIRECT_ORIGINS,
  STORAGE_FILE_SIZE_LIMIT: process.env.STORAGE_FILE_SIZE_LIMIT,
  AI_BASE_URL: process.env.AI_BASE_URL,
  AI_API_KEY: process.env.AI_API_KEY,
  AI_MODEL: process.env.AI_MODEL,
  AI_CONTEXT_CHARS: process.env.AI_CONTEXT_CHARS,
  STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
  STRIPE_TEST_SERVER_ON_PUBLIC_SITE: process.env.STRIPE_TEST_SERVER_ON_PUBLIC_SITE,
  CRON_SECRET: process.env.CRON_SECRET,
  UNSUBSCRIBE_SECRET: process.env.UNSUBSCRIBE_SECRET,
  JOBS_SERVER_WORKER: process.env.JOBS_SERVER_WORKER,
  JOBS_CONCURRENCY: process.env.JOBS_CONCURRENCY,
  CONTACT_INBOX: process.env.CONTACT_INBOX,
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
  VERCEL: process.env.VERCEL,
  TED_API_URL: process.env.TED_API_URL,
  ECB_RATES_URL: process.env.ECB_RATES_URL,
});

/** The Supabase secret key for admin calls (the legacy service-role key is read too); undefined when unset. */
export const supabaseSecretKey = serverEnv.SUPABASE_SECRET_KEY ?? serverEnv.SUPABASE_SERVICE_ROLE_KEY;

/** The proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES, or Vercel's edge on Vercel). */
export const trustedProxies = resolveTrustedProxies(serverEnv);

/** True while `next build` runs: nothing may open the database then. */
export const isBuildPhase = process.env.NEXT_PHASE === 'phase-production-build';

/** The jobs worker inside the Next server (on by default with the embedded database, else `npm run worker`). */
export function jobsSettingsOf(env: Pick<ServerEnv, 'JOBS_SERVER_WORKER' | 'JOBS_CONCURRENCY' | 'DATABASE_URL'>) {
  const serverWorker =
    env.JOBS_SERVER_WORKER === 'auto' ? env.DATABASE_URL === undefined : env.JOBS_SERVER_WORKER === 'true';
  return { serverWorker, concurrency: env.JOBS_CONCURRENCY };
}

export const jobsSettings = jobsSettingsOf(serverEnv);
