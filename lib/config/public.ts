// Public (build-time inlined) settings: safe in client and server code.
import { editionSettings } from './editions';
import { developmentPublishableKey, parseEnv, publicEnvSchema } from './env-schema';

// Literal reads, so `next build` inlines them into client bundles.
const env = parseEnv(publicEnvSchema, {
  NEXT_PUBLIC_EDITION: process.env.NEXT_PUBLIC_EDITION,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_PRODUCT_NAME: process.env.NEXT_PUBLIC_PRODUCT_NAME,
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  NEXT_PUBLIC_AUTH_GOOGLE: process.env.NEXT_PUBLIC_AUTH_GOOGLE,
  NEXT_PUBLIC_PUBLISHER_NAME: process.env.NEXT_PUBLIC_PUBLISHER_NAME,
  NEXT_PUBLIC_PUBLISHER_ADDRESS: process.env.NEXT_PUBLIC_PUBLISHER_ADDRESS,
  NEXT_PUBLIC_PUBLISHER_CITY: process.env.NEXT_PUBLIC_PUBLISHER_CITY,
  NEXT_PUBLIC_PUBLISHER_COUNTRY: process.env.NEXT_PUBLIC_PUBLISHER_COUNTRY,
  NEXT_PUBLIC_PUBLISHER_REGISTRY: process.env.NEXT_PUBLIC_PUBLISHER_REGISTRY,
  NEXT_PUBLIC_PUBLISHER_VAT_ID: process.env.NEXT_PUBLIC_PUBLISHER_VAT_ID,
  NEXT_PUBLIC_PUBLISHER_EMAIL: process.env.NEXT_PUBLIC_PUBLISHER_EMAIL,
});

export const productName = env.NEXT_PUBLIC_PRODUCT_NAME;
export const edition = env.NEXT_PUBLIC_EDITION;
export const site = editionSettings(edition, productName);
/** Origin of the public site, without a trailing slash. */
export const siteUrl = (env.NEXT_PUBLIC_SITE_URL ?? site.defaultSiteUrl).replace(/\/+$/, '');
/** True when the site URL was configured rather than taken from the edition's default. */
export const siteUrlConfigured = env.NEXT_PUBLIC_SITE_URL !== undefined;
/** Hosted Supabase project URL; undefined means the app serves its own embedded auth at /auth/v1. */
export const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL;
export const embeddedAuth = supabaseUrl === undefined;
/** The key every Supabase client sends as `apikey` (the legacy anon key is read too). */
export const supabasePublishableKey =
  env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? developmentPublishableKey;
export const authGoogleEnabled = env.NEXT_PUBLIC_AUTH_GOOGLE;

export interface Publisher {
  name: string;
  /** Street, postcode and city; null when not configured. */
  address: string | null;
  city: string;
  country: string;
  /** Company register entry, e.g. "FN 123456a, Commercial Court of Vienna"; null when not configured. */
  registry: string | null;
  vatId: string | null;
  email: string;
}

/** The company that publishes the site (About us, Contact, legal pages, footer). */
export const publisher: Publisher = {
  name: env.NEXT_PUBLIC_PUBLISHER_NAME,
  address: env.NEXT_PUBLIC_PUBLISHER_ADDRESS ?? null,
  city: env.NEXT_PUBLIC_PUBLISHER_CITY,
  country: env.NEXT_PUBLIC_PUBLISHER_COUNTRY,
  registry: env.NEXT_PUBLIC_PUBLISHER_REGISTRY ?? null,
  vatId: env.NEXT_PUBLIC_PUBLISHER_VAT_ID ?? null,
  email: env.NEXT_PUBLIC_PUBLISHER_EMAIL,
};

/** The publisher's postal address on one line: the configured address, else city and country. */
export const publisherPostalAddress = `${publisher.address ?? publisher.city}, ${publisher.country}`;
