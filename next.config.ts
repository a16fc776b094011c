import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import {
  analysisModelCheck,
  buildSettingsMismatches,
  readBuildSettings,
  rebuildMessage,
  recordBuildSettings,
  validateEnvironment,
} from './lib/config/build-settings';
import { ConfigError, parseEnv, serverEnvSchema } from './lib/config/env-schema';
import { stripeTestServerRefusals } from './lib/config/stripe';
import { compileHintsAfterBuild } from './lib/build/compile-hints';

const distDir = process.env.NEXT_DIST_DIR || '.next';

function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

export default function nextConfig(phase: string): NextConfig {
  let settings;
  try {
    settings = validateEnvironment(process.env);
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }

  if (phase === PHASE_PRODUCTION_BUILD) recordBuildSettings(distDir, settings);
  if (phase === PHASE_PRODUCTION_SERVER) {
    const built = readBuildSettings(distDir);
    if (!built) stop(`No build settings found in ${distDir}. Run \`npm run build\` before \`npm start\`.`);
    const mismatches = buildSettingsMismatches(built, settings);
    if (mismatches.length > 0) stop(rebuildMessage(mismatches));
    const model = analysisModelCheck(built, settings);
    if (model.refuse) stop(model.refuse);
    if (model.warn) console.warn(`\nWarning: ${model.warn}\n`);
    const server = parseEnv(serverEnvSchema, process.env);
    const refusals = stripeTestServerRefusals({
      nodeEnv: server.NODE_ENV,
      siteUrl: built.siteUrl,
      stripeSecretKey: server.STRIPE_SECRET_KEY,
      testServerOnPublicSite: server.STRIPE_TEST_SERVER_ON_PUBLIC_SITE,
    });
    if (refusals.length > 0) stop(['This server will not take payments on a test server:', ...refusals].join('\n'));
  }

  return {
    distDir,
    reactStrictMode: true,
    poweredByHeader: false,
    // The dev server takes its own dev resources (scripts, the hot-reload socket) only from localhost; opened as
    // http://127.0.0.1:3000 the page would load but never hydrate. Both loopback addresses are this machine too.
    allowedDevOrigins: ['127.0.0.1', '[::1]'],
    // PGlite loads its WASM and extension bundles from its own package folder: never bundle it.
    // Document extraction: a native addon (canvas) and a worker script tesseract.js finds from its own folder.
    serverExternalPackages: [
      '@electric-sql/pglite',
      '@electric-sql/pglite-socket',
      'postgres',
      'nodemailer',
      '@napi-rs/canvas',
      'tesseract.js',
    ],
    typedRoutes: false,
    // Unmatched URLs get their own 404 document, rendered per request, outside the layouts.
    experimental: { globalNotFound: true },
    // Eager compilation for the scripts every page runs at load (see lib/build/compile-hints).
    compiler: { runAfterProductionCompile: compileHintsAfterBuild },
  };
}
