// Zod schemas for every environment variable, and the error that names the bad one.
import { z } from 'zod';

export const editions = ['eu', 'at'] as const;
export type Edition = (typeof editions)[number];

/** Empty strings count as unset, so `FOO=` in an .env file falls back to the default. */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? String(fallback) : v),
    z
      .enum(['true', 'false', '1', '0'], { error: 'expected one of "true", "false"' })
      .transform((v) => v === 'true' || v === '1'),
  );

/** Empty or unset falls back to `fallback`, then `schema` validates. */
const withDefault = <S extends z.ZodType>(fallback: string, schema: S) =>
  z.preprocess((v) => (v === '' || v === undefined ? fallback : v), schema);

const wholeNumber = (min: number, max: number) => {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

/**
 * Keys the embedded auth server accepts when none are configured. They are public (written in
 * .env.example), so the embedded server refuses them in production on a non-loopback site URL.
 */
export const developmentPublishableKey = 'sb_publishable_tenderscope-local-development-only';
export const developmentSecretKey = 'sb_secret_tenderscope-local-development-only';

/** Comma-separated route patterns (`*` matches any characters, `/` included), each starting with `/`. */
const routePatternList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((p) => p.trim())
          .filter((p) => p !== '')
      : [],
  z.array(
    z.string().regex(/^\/\S*$/, { error: 'expected comma-separated paths that start with "/", e.g. /tenders/*' }),
  ),
);

/** One TRUSTED_PROXIES entry: an address, a CIDR range, `loopback`, `vercel` or `none`. */
const proxyEntry = z.union([z.enum(['loopback', 'vercel', 'none']), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** Comma-separated TRUSTED_PROXIES; undefined when unset, so the platform's default applies. */
const trustedProxiesList = z.preprocess(
  (v) =>
    typeof v === 'string' && v.trim() !== ''
      ? v
          .split(',')
          .map((p) => p.trim())
          .filter((p) => p !== '')
      : undefined,
  z
    .array(proxyEntry, {
      error: 'expected comma-separated IP addresses or CIDR ranges of your proxies, "loopback", "vercel" or "none"',
    })
    .refine((entries) => !(entries.includes('vercel') && entries.length > 1), {
      error: '"vercel" stands alone: behind Vercel the client address comes from its headers',
    })
    .refine((entries) => !(entries.includes('none') && entries.length > 1), { error: '"none" stands alone' })
    .optional(),
);

/** A private ES256 signing key as a JSON Web Key (the public part is served as the JWKS). */
const signingKeySchema = z.preprocess(
  (v) => {
    if (v === '' || v === undefined) return undefined;
    try {
      return JSON.parse(String(v)) as unknown;
    } catch {
      return v;
    }
  },
  z
    .object(
      {
        kty: z.literal('EC'),
        crv: z.literal('P-256'),
        x: z.string().min(1),
        y: z.string().min(1),
        d: z.string().min(1),
        kid: z.string().min(1).optional(),
      },
      { error: 'expected a private ES256 key as a JSON Web Key: {"kty":"EC","crv":"P-256","x":…,"y":…,"d":…,"kid":…}' },
    )
    .optional(),
);

export const publicEnvSchema = z
  .object({
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
    /** Legacy name of the publishable key, read when NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is unset. */
    NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalString,
    NEXT_PUBLIC_AUTH_GOOGLE: booleanFlag(false),
    // The company that publishes the site, shown on About us, Contact and in the legal pages.
    NEXT_PUBLIC_PUBLISHER_NAME: withDefault('Tenderscope GmbH', z.string().trim().min(1).max(120)),
    NEXT_PUBLIC_PUBLISHER_ADDRESS: optionalString,
    NEXT_PUBLIC_PUBLISHER_CITY: withDefault('Vienna', z.string().trim().min(1).max(80)),
    NEXT_PUBLIC_PUBLISHER_COUNTRY: withDefault('Austria', z.string().trim().min(1).max(80)),
    NEXT_PUBLIC_PUBLISHER_REGISTRY: optionalString,
    NEXT_PUBLIC_PUBLISHER_VAT_ID: optionalString,
    NEXT_PUBLIC_PUBLISHER_EMAIL: withDefault('hello@tenderscope.eu', z.email({ error: 'expected an email address' })),
  })
  .superRefine((env, ctx) => {
    // A hosted project never accepts the embedded server's development key: ask for the real one.
    if (
      env.NEXT_PUBLIC_SUPABASE_URL &&
      !env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY &&
      !env.NEXT_PUBLIC_SUPABASE_ANON_KEY
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY'],
        message: "required when NEXT_PUBLIC_SUPABASE_URL is set (the project's publishable key)",
      });
    }
  });

const sizeUnits: Record<string, number> = {
  b: 1,
  kb: 1024,
  kib: 1024,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
};

/** A size in bytes, or with a unit as Supabase writes them (`50MB`, `500KiB`; units count in 1024s). */
const byteSize = (fallback: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? fallback : v),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?\s*(b|kb|kib|mb|mib|gb|gib)?$/i, { error: 'expected a size such as 52428800, 50MB or 500KB' })
      .transform((v) => {
        const [, amount = '0', unit = 'b'] = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(v) ?? [];
        return Math.floor(Number(amount) * (sizeUnits[unit.toLowerCase() || 'b'] ?? 1));
      })
      .pipe(z.number().int().min(1, { error: 'expected a size of at least 1 byte' })),
  );

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
  /** Legacy name of the secret key, read when SUPABASE_SECRET_KEY is unset. */
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  AUTH_EMAIL_CONFIRM: booleanFlag(false),
  AUTH_SIGNING_KEY: signingKeySchema,
  AUTH_GUARD_INCLUDE: routePatternList,
  AUTH_GUARD_EXCLUDE: routePatternList,
  /**
   * Embedded auth: origins besides the site URL that email links may send the browser to (Supabase's redirect allow
   * list).
   */
  AUTH_REDIRECT_ORIGINS: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((p) => p.trim())
            .filter((p) => p !== '')
        : [],
    z.array(
      z.url({ protocol: /^https?$/, error: 'expected comma-separated http(s) origins, e.g. http://127.0.0.1:3100' }),
    ),
  ),
  /** Embedded storage: the largest object an upload may store (bytes, or with a unit: 50MB). */
  STORAGE_FILE_SIZE_LIMIT: byteSize('50MB'),
  /**
   * Proxies whose X-Forwarded-For is believed (lib/http/client-ip.ts); without one, the socket's address is the
   * client's. Unset: `vercel` on Vercel, none elsewhere.
   */
  TRUSTED_PROXIES: trustedProxiesList,
  /** Set to "1" by Vercel on its deployments. */
  VERCEL: optionalString,
  /** A language model's OpenAI-compatible endpoint and model id: both set, or the analysis is extractive. */
  AI_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), httpUrl.optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /**
   * How much of the documents (characters of passages) the model reads in one request: packs longer than this are
   * read in parts and merged. The default fits a 128k-token context with room for the instructions and the answer.
   */
  AI_CONTEXT_CHARS: withDefault('280000', wholeNumber(4000, 10_000_000)),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /**
   * Lets the embedded Stripe test server (used while STRIPE_SECRET_KEY is unset) run in production on a public site
   * URL: a staging site or an end-to-end run. It takes no real payment and says so on every page it shows.
   */
  STRIPE_TEST_SERVER_ON_PUBLIC_SITE: booleanFlag(false),
  CRON_SECRET: optionalString,
  /** Signs the unsubscribe links of alert mails (HMAC-SHA256); unset: a secret generated and kept in DATA_DIR. */
  UNSUBSCRIBE_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, { error: 'expected a random secret of at least 32 characters' }).optional(),
  ),
  /** Whether the Next server runs a jobs worker itself: auto = only on the embedded database. */
  JOBS_SERVER_WORKER: withDefault(
    'auto',
    z.enum(['auto', 'true', 'false'], { error: 'expected one of "auto", "true", "false"' }),
  ),
  /** Jobs one worker (the server's, or each `npm run worker`) runs at the same time. */
  JOBS_CONCURRENCY: withDefault('2', wholeNumber(1, 64)),
  /** Where contact-form messages are sent; unset: the publisher's email address. */
  CONTACT_INBOX: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.email({ error: 'expected an email address' }).optional(),
  ),
  /** The TED Search API that `npm run ingest -- --ted` syncs from. */
  TED_API_URL: withDefault('https://api.ted.europa.eu', httpUrl),
  /** Where the ECB publishes its eurofxref reference rate files. */
  ECB_RATES_URL: withDefault('https://www.ecb.europa.eu/stats/eurofxref/', httpUrl),
});

/** What the edge middleware needs: no secrets, so it can be bundled for the edge runtime. */
export const edgeEnvSchema = serverEnvSchema.pick({ PORT: true, AUTH_GUARD_INCLUDE: true, AUTH_GUARD_EXCLUDE: true });

/** The proxies to trust: TRUSTED_PROXIES, else Vercel's edge on Vercel, else none (`none` says so explicitly). */
export function resolveTrustedProxies(env: Pick<ServerEnv, 'TRUSTED_PROXIES' | 'VERCEL'>): string[] {
  const entries = env.TRUSTED_PROXIES ?? (env.VERCEL === '1' ? ['vercel'] : []);
  return entries.filter((entry) => entry !== 'none');
}

export type PublicEnv = z.infer<typeof publicEnvSchema>;
export type ServerEnv = z.infer<typeof serverEnvSchema>;
export type EdgeEnv = z.infer<typeof edgeEnvSchema>;
export type SigningKeyJwk = NonNullable<ServerEnv['AUTH_SIGNING_KEY']>;

/** Variables whose values never appear in an error message (they would end up in logs). */
const secretVariables = new Set([
  'SUPABASE_SECRET_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'AUTH_SIGNING_KEY',
  'AI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'CRON_SECRET',
  'UNSUBSCRIBE_SECRET',
]);

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
    const echo = got === undefined || secretVariables.has(name) ? '' : ` (got "${got}")`;
    return `${name}: ${issue.message}${echo}`;
  });
  throw new ConfigError(problems);
}

/** Whether these settings configure a language model (AI_BASE_URL and AI_MODEL; a local endpoint may need no key). */
export function modelConfiguredIn<T extends { AI_BASE_URL?: string | undefined; AI_MODEL?: string | undefined }>(
  env: T,
): env is T & { AI_BASE_URL: string; AI_MODEL: string } {
  return Boolean(env.AI_BASE_URL && env.AI_MODEL);
}

/** Where an edition keeps its embedded data when DATA_DIR is unset: `.data` for eu, `.data-at` for at. */
export function defaultDataDir(edition: Edition): string {
  return edition === 'eu' ? '.data' : `.data-${edition}`;
}
