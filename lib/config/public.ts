// Public (build-time inlined) settings: safe in client and server code.
import { editionSettings } from './editions';
import { parseEnv, publicEnvSchema } from './env-schema';

// Literal reads, so `next build` inlines them into client bundles.
const env = parseEnv(publicEnvSchema, {
  NEXT_PUBLIC_EDITION: process.env.NEXT_PUBLIC_EDITION,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_PRODUCT_NAME: process.env.NEXT_PUBLIC_PRODUCT_NAME,
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  NEXT_PUBLIC_AUTH_GOOGLE: process.env.NEXT_PUBLIC_AUTH_GOOGLE,
});

export const productName = env.NEXT_PUBLIC_PRODUCT_NAME;
export const edition = env.NEXT_PUBLIC_EDITION;
export const site = editionSettings(edition, productName);
/** Origin of the public site, without a trailing slash. */
export const siteUrl = (env.NEXT_PUBLIC_SITE_URL ?? site.defaultSiteUrl).replace(/\/+$/, '');
export const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL;
export const supabasePublishableKey = env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
export const authGoogleEnabled = env.NEXT_PUBLIC_AUTH_GOOGLE;
export const publisher = { name: 'Tenderscope GmbH', city: 'Vienna', country: 'Austria' } as const;
