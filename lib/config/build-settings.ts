// Records the build-time settings at `next build` and refuses a server start whose environment disagrees.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editionSettings } from './editions';
import {
  ConfigError,
  modelConfiguredIn,
  parseEnv,
  publicEnvSchema,
  serverEnvSchema,
  type PublicEnv,
} from './env-schema';

export const BUILD_SETTINGS_FILE = 'tenderscope-build.json';

/** The settings `next build` inlines into the bundles; a server must run with the same ones. */
export interface BuildSettings {
  edition: string;
  siteUrl: string;
  productName: string;
  supabaseUrl: string | null;
  supabasePublishableKey: string | null;
  authGoogle: boolean;
  /**
   * A language model was configured (AI_BASE_URL and AI_MODEL): the static pages (home, pricing, solutions) were
   * rendered saying "AI". Absent in builds made before it was recorded: none was.
   */
  analysisModel?: boolean;
}

const labels: Record<Exclude<keyof BuildSettings, 'analysisModel'>, string> = {
  edition: 'NEXT_PUBLIC_EDITION',
  siteUrl: 'NEXT_PUBLIC_SITE_URL',
  productName: 'NEXT_PUBLIC_PRODUCT_NAME',
  supabaseUrl: 'NEXT_PUBLIC_SUPABASE_URL',
  supabasePublishableKey: 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY',
  authGoogle: 'NEXT_PUBLIC_AUTH_GOOGLE',
};

export function buildSettingsFrom(env: PublicEnv): BuildSettings {
  const site = editionSettings(env.NEXT_PUBLIC_EDITION, env.NEXT_PUBLIC_PRODUCT_NAME);
  return {
    edition: env.NEXT_PUBLIC_EDITION,
    siteUrl: (env.NEXT_PUBLIC_SITE_URL ?? site.defaultSiteUrl).replace(/\/+$/, ''),
    productName: env.NEXT_PUBLIC_PRODUCT_NAME,
    supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL ?? null,
    supabasePublishableKey: env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? null,
    authGoogle: env.NEXT_PUBLIC_AUTH_GOOGLE,
  };
}

/** Validates the whole environment; throws ConfigError naming each invalid variable. */
export function validateEnvironment(raw: Record<string, string | undefined>): BuildSettings {
  const problems: string[] = [];
  const collect = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const serverEnv = collect(() => parseEnv(serverEnvSchema, raw));
  const publicEnv = collect(() => parseEnv(publicEnvSchema, raw));
  if (!serverEnv || !publicEnv || problems.length > 0) throw new ConfigError(problems);
  return { ...buildSettingsFrom(publicEnv), analysisModel: modelConfiguredIn(serverEnv) };
}

export function recordBuildSettings(distDir: string, settings: BuildSettings): void {
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, BUILD_SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`);
}

export function readBuildSettings(distDir: string): BuildSettings | null {
  const file = join(distDir, BUILD_SETTINGS_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildSettings;
}

/** Lists each build-time setting whose runtime value differs from the build's. Empty when they agree. */
export function buildSettingsMismatches(built: BuildSettings, runtime: BuildSettings): string[] {
  return (Object.keys(labels) as (keyof typeof labels)[])
    .filter((key) => built[key] !== runtime[key])
    .map((key) => `${labels[key]} is "${runtime[key] ?? ''}" but the build was made with "${built[key] ?? ''}"`);
}

export function rebuildMessage(mismatches: string[]): string {
  return [
    'This build does not match the environment:',
    ...mismatches.map((m) => `  - ${m}`),
    'NEXT_PUBLIC_* settings are fixed when the app is built. Rebuild with `npm run build` using these settings, or start with the settings of the build.',
  ].join('\n');
}

/**
 * The static pages say "AI" only when the build had a model: a server started without the build's model would
 * claim one that does not run (refused); one started with a model the build lacked undersells it (a warning).
 */
export function analysisModelCheck(built: BuildSettings, runtime: BuildSettings): { refuse?: string; warn?: string } {
  const builtWith = built.analysisModel ?? false;
  const runsWith = runtime.analysisModel ?? false;
  if (builtWith && !runsWith) {
    return {
      refuse:
        'This build was made with an AI model (AI_BASE_URL and AI_MODEL), and its pages say the analysis uses AI, but none is configured now. Set AI_BASE_URL and AI_MODEL as they were, or rebuild without them with `npm run build`.',
    };
  }
  if (!builtWith && runsWith) {
    return {
      warn: 'An AI model is configured, but this build was made without one: the analysis uses the model, while the home, pricing and solutions pages still describe the document analysis. Rebuild with `npm run build` to let them say so.',
    };
  }
  return {};
}
