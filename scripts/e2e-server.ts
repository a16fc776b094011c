// Builds (unless told not to) and starts one edition for the Playwright suite: `tsx scripts/e2e-server.ts eu 3100`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [edition = 'eu', port = '3100'] = process.argv.slice(2);
const distDir = `${process.env.E2E_DIST_PREFIX ?? '.next-e2e'}-${edition}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  NEXT_PUBLIC_EDITION: edition,
  // The Austria build runs on its own host; the EU build keeps its default site URL.
  ...(edition === 'at' ? { NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}` } : {}),
  NEXT_TELEMETRY_DISABLED: '1',
};
delete env.DATABASE_URL;

if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(distDir, 'BUILD_ID'))) {
  const build = spawnSync('npx', ['--no-install', 'next', 'build'], { env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npx', ['--no-install', 'next', 'start', '-p', port, '-H', '127.0.0.1'], {
  env: { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), `tenderscope-e2e-${edition}-`)) },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
