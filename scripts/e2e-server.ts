// Builds (unless told not to) and starts one edition for the Playwright suite: `tsx scripts/e2e-server.ts eu 3100`.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { e2eDataDir, e2ePublishableKey } from './e2e-paths';

const [edition = 'eu', port = '3100'] = process.argv.slice(2);
const distDir = `${process.env.E2E_DIST_PREFIX ?? '.next-e2e'}-${edition}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  NEXT_PUBLIC_EDITION: edition,
  // The Austria build runs on its own host; the EU build keeps its default site URL.
  ...(edition === 'at' ? { NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}` } : {}),
  NEXT_TELEMETRY_DISABLED: '1',
  // The EU build keeps its public site URL, where the embedded auth server refuses the public
  // development keys (lib/auth/embedded/settings.ts). These keys are for this local run only; the
  // publishable one is inlined by the build, so it is fixed rather than random per process.
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: e2ePublishableKey(edition),
  SUPABASE_SECRET_KEY: `sb_secret_e2e-only-${edition}-${randomUUID()}`,
  // Email links may send the browser back to this server, not only to the public site URL.
  AUTH_REDIRECT_ORIGINS: `http://127.0.0.1:${port}`,
  // The test runner stands in for a reverse proxy on 127.0.0.1: specs tell browsers apart by X-Forwarded-For.
  // A client on another loopback address (127.0.0.2) is not a proxy, and its X-Forwarded-For counts for nothing.
  TRUSTED_PROXIES: '127.0.0.1',
};
delete env.DATABASE_URL;
delete env.NEXT_PUBLIC_SUPABASE_URL;
delete env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
delete env.SUPABASE_SERVICE_ROLE_KEY;
delete env.SMTP_URL;

if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(distDir, 'BUILD_ID'))) {
  const build = spawnSync('npx', ['--no-install', 'next', 'build'], { env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A throwaway signing key per server process: sessions need not outlive it.
const { privateKey } = await generateKeyPair('ES256', { extractable: true });
const signingKey = JSON.stringify({ ...(await exportJWK(privateKey)), kid: randomUUID() });

// A fixed folder per edition and port (specs read the mail written there), emptied at every start.
const dataDir = e2eDataDir(edition, port);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn('npx', ['--no-install', 'next', 'start', '-p', port, '-H', '127.0.0.1'], {
  env: { ...env, DATA_DIR: dataDir, AUTH_SIGNING_KEY: signingKey },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
