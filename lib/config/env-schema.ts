// Zod schemas for every environment variable, and the error that names the bad one.
import { z } from 'zod';

export const editions = ['eu', 'at'] as const;
export type Edition = (typeof editions)[number];

/** Empty strings count as unset, so `FOO=` in an .env file falls back to the default. */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? String(fallback) : v),
    z.enum(['true', 'false', '1', '0'], { error: 'expected one of "true", "false"' }).transform((v) => v === 'true' || v === '1'),
  );

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

export const publicEnvSchema = z.object({
  NEXT_PUBLIC_EDITION: z.preprocess(
    (v) => (v === '' || v === undefined ? 'eu' : v),
    z.enum(editions, { error: `expected one of ${editions.map((e) => `"${e}"`).join(', ')}` }),
  ),
  NEXT_PUBLIC_SITE_URL: z.preprocess((v) => (v === '' ? undefined : v), httpUrl.optional()),
  NEXT_PUBLIC_PRODUCT_NAME: z.preprocess(
    (v) => (v === '' || v === undefined ? 'Tenderscope' : v),
    z.string().trim().min(1).max(60),
  ),
  NEXT_PUBLIC_SUPABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), httpUrl.optional()),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optionalString,
  NEXT_PUBLIC_AUTH_GOOGLE: booleanFlag(false),
});

const port = z.coerce.number({ error: 'expected a port number' }).int().min(1).max(65535);

export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess((v) => (v === '' || v === undefined ? '3000' : v), port),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' }).optional(),
  ),
  DATA_DIR: z.preprocess((v) => (v === '' || v === undefined ? '.data' : v), z.string()),
  MIGRATE_ON_START: booleanFlag(false),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess((v) => (v === '' || v === undefined ? 'Tenderscope <no-reply@localhost>' : v), z.string()),
  SUPABASE_SECRET_KEY: optionalString,
  AUTH_EMAIL_CONFIRM: booleanFlag(false),
  AUTH_GUARD_INCLUDE: optionalString,
  AI_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), httpUrl.optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  CRON_SECRET: optionalString,
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;
export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses raw env values, throwing a ConfigError that names each bad variable and what it allows. */
export function parseEnv<S extends z.ZodType>(schema: S, raw: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const got = raw[name];
    return `${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
  });
  throw new ConfigError(problems);
}
