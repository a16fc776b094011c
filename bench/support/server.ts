// A production build of the app in a dist dir of a bench's own, served by `next start` on a local port.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildProcess } from 'node:child_process';
import { readBuildSettings } from '@/lib/config/build-settings';
import { BenchError, benchDir, onInterrupt, runToEnd, spawnGroup } from './processes';

const TSCONFIG = 'tsconfig.json';
const SERVER_READY_TIMEOUT_MS = 90_000;

export interface AppOptions {
  /** The bench's own dist dir, so its build never replaces the developer's `.next`. */
  distDir: string;
  /** Build first; otherwise reuse the last build in distDir (and the port it was built for). */
  build: boolean;
  /** Port to serve on; default a free one. */
  port: number | null;
  /** The Postgres database the server uses; '' for a throwaway embedded one. */
  databaseUrl: string;
}

export interface Server {
  child: ChildProcess;
  /** Everything the server printed, line by line. */
  log: string[];
}

export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePromise(address.port) : reject(new BenchError('No free port')),
      );
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePromise(true)));
  });
}

// The site URL (with its port) is inlined by the build, so a reused build must be served on the port it was built for.
async function choosePort({ distDir, build, port }: AppOptions): Promise<number> {
  let chosen = port;
  if (!build) {
    const siteUrl = readBuildSettings(distDir)?.siteUrl;
    if (!siteUrl) throw new BenchError(`--no-build: no build found in ${distDir}. Run without --no-build first.`);
    const builtPort = Number(new URL(siteUrl).port);
    if (new URL(siteUrl).hostname !== '127.0.0.1' || !builtPort) {
      throw new BenchError(`--no-build: ${distDir} was built for ${siteUrl}, not a local origin. Rebuild.`);
    }
    if (chosen !== null && chosen !== builtPort) {
      throw new BenchError(`--no-build: ${distDir} was built for port ${builtPort}; drop --port or rebuild.`);
    }
    chosen = builtPort;
  }
  if (chosen === null) return freePort();
  if (!(await portIsFree(chosen))) throw new BenchError(`Port ${chosen} on 127.0.0.1 is already in use.`);
  return chosen;
}

/**
 * `next build` adds `<distDir>/types/**` entries to tsconfig.json (reformatting it) when they are missing.
 * The bench build should leave the working tree as it found it, so that rewrite is undone — but only
 * when it is the sole change, so a concurrent edit by someone else is never thrown away.
 */
function undoTsconfigRewrite(distDir: string, before: string): void {
  const after = readFileSync(TSCONFIG, 'utf8');
  if (after === before) return;
  const withoutBenchIncludes = (text: string): string | null => {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      const { include, ...rest } = parsed as { include?: unknown };
      const kept = Array.isArray(include)
        ? include.filter((entry) => typeof entry !== 'string' || !entry.startsWith(`${distDir}/`))
        : include;
      return JSON.stringify({ ...rest, include: kept });
    } catch {
      return null; // not plain JSON (comments): leave it alone
    }
  };
  const normalisedAfter = withoutBenchIncludes(after);
  if (normalisedAfter !== null && normalisedAfter === withoutBenchIncludes(before)) {
    writeFileSync(TSCONFIG, before);
    console.info(`Restored ${TSCONFIG}: next build had only added ${distDir} type entries to it.`);
  } else {
    console.warn(`Note: ${TSCONFIG} changed during the build in ways other than ${distDir} entries; left as it is.`);
  }
}

async function buildApp(distDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const before = readFileSync(TSCONFIG, 'utf8');
  const forget = onInterrupt(() => undoTsconfigRewrite(distDir, before));
  try {
    await runToEnd('npx', ['--no-install', 'next', 'build'], env);
  } finally {
    forget();
    undoTsconfigRewrite(distDir, before);
  }
}

function startServer(env: NodeJS.ProcessEnv, port: number, cwd?: string): Server {
  const child = spawnGroup(
    'npx',
    ['--no-install', 'next', 'start', '-H', '127.0.0.1', '-p', String(port)],
    env,
    true,
    cwd,
  );
  const log: string[] = [];
  const collect = (chunk: Buffer) =>
    log.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, log };
}

export function assertServerRunning(server: Server): void {
  const { exitCode, signalCode } = server.child;
  if (exitCode !== null || signalCode !== null) {
    throw new BenchError(`The server stopped during the benchmark (${signalCode ?? `exit code ${exitCode}`}).`);
  }
}

async function waitForServer(server: Server, url: string): Promise<void> {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) {
      throw new BenchError(`The server exited before answering (${signalCode ?? `exit code ${exitCode}`}).`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(500);
  }
  throw new BenchError(`${url} did not answer 200 within ${SERVER_READY_TIMEOUT_MS / 1000} s (last: ${last}).`);
}

/**
 * `next start` of the build in `cwd` (default: this project) on 127.0.0.1, its output collected, once `url`
 * answers 200; if it never does, its last output is printed as `name`'s before the error is thrown.
 */
export async function serveBuild(
  env: NodeJS.ProcessEnv,
  port: number,
  url: string,
  name: string,
  cwd?: string,
): Promise<Server> {
  const server = startServer(env, port, cwd);
  try {
    await waitForServer(server, url);
  } catch (error) {
    if (server.log.length > 0) console.error(`\nLast ${name} output:\n${serverTail(server)}`);
    throw error;
  }
  return server;
}

/** The last lines of the server's output, indented, for a report of what went wrong. */
export function serverTail(server: Server, lines = 30): string {
  return server.log
    .slice(-lines)
    .map((line) => `  ${line}`)
    .join('\n');
}

/** The server's lines that mention an error, for the end of a bench's report. */
export function serverErrorLines(server: Server): string[] {
  return server.log.filter((line) => /error|⨯/i.test(line));
}

/**
 * Builds the app (or reuses the last build) and serves it on 127.0.0.1, answering once `/` does. The build
 * and the server share one environment: the site URL is this local origin (so the public development auth
 * keys are accepted), and the embedded database (without a databaseUrl) and mail go to a throwaway folder.
 */
export async function startApp(options: AppOptions): Promise<{ server: Server; origin: string }> {
  const port = await choosePort(options);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = join(benchDir(), 'data');
  mkdirSync(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: options.distDir,
    NEXT_PUBLIC_SITE_URL: origin,
    NEXT_PUBLIC_EDITION: process.env.NEXT_PUBLIC_EDITION || 'eu',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // Set even when empty, so a DATABASE_URL from .env files is not loaded instead.
    DATABASE_URL: options.databaseUrl,
  };

  if (options.build) {
    console.info(`Building into ${options.distDir} for ${origin} (edition ${env.NEXT_PUBLIC_EDITION}) …`);
    await buildApp(options.distDir, env);
  } else {
    console.info(`Reusing the build in ${options.distDir} (${origin}).`);
  }

  console.info(`Starting the server on ${origin} (data in ${dataDir}) …`);
  const server = await serveBuild(env, port, `${origin}/`, 'server');
  return { server, origin };
}
