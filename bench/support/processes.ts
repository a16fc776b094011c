// Child processes of the benches that serve a production build: process groups that are stopped reliably, a temp
// folder, and a watchdog for both.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A failure the bench explains in its message: printed without a stack. */
export class BenchError extends Error {}

// Each child runs in its own process group so it can be stopped with everything it spawned.
const liveGroups = new Set<ChildProcess>();

/** Everything temporary of this run (database, browser profiles, live process groups) lives under one folder. */
let benchRoot: string | undefined;
export function benchDir(): string {
  benchRoot ??= mkdtempSync(join(tmpdir(), 'tenderscope-bench-'));
  return benchRoot;
}

function removeBenchDir(): void {
  if (benchRoot) rmSync(benchRoot, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  benchRoot = undefined;
}

const liveGroupIds = new Set<number>();
/**
 * Lists (or unlists) a process group for the watchdog; for groups started elsewhere, such as Chromium by
 * chrome-launcher.
 */
export function recordGroup(pid: number | undefined, live: boolean): void {
  if (pid === undefined) return;
  if (live) liveGroupIds.add(pid);
  else liveGroupIds.delete(pid);
  if (benchRoot) writeFileSync(join(benchRoot, 'groups.json'), JSON.stringify([...liveGroupIds]));
}

/**
 * tsx answers Ctrl-C by SIGKILLing this process when it is busy (e.g. inside Lighthouse), which
 * would leave the detached server and Chromium running. This small detached watchdog outlives us:
 * once this process is gone it kills the process groups still listed and removes the temp folder.
 */
const watchdogSource = `
const fs = require('node:fs');
const path = require('node:path');
const [parent, root] = process.argv.slice(1);
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const timer = setInterval(() => {
  if (alive(Number(parent))) return;
  clearInterval(timer);
  let groups = [];
  try { groups = JSON.parse(fs.readFileSync(path.join(root, 'groups.json'), 'utf8')); } catch {}
  for (const group of groups) { try { process.kill(-group, 'SIGKILL'); } catch {} }
  let entries = [];
  try { entries = fs.readdirSync(root); } catch {}
  for (const entry of entries) {
    try {
      const socketDir = path.dirname(fs.readlinkSync(path.join(root, entry, 'SingletonSocket')));
      if (path.basename(socketDir).startsWith('org.chromium.Chromium.')) fs.rmSync(socketDir, { recursive: true, force: true });
    } catch {}
  }
  fs.rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}, 500);
`;

function startWatchdog(): ChildProcess {
  const watchdog = spawn(process.execPath, ['-e', watchdogSource, String(process.pid), benchDir()], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
  return watchdog;
}

export function spawnGroup(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  capture: boolean,
  cwd?: string,
): ChildProcess {
  const child = spawn(command, args, {
    env,
    cwd,
    detached: true,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  liveGroups.add(child);
  recordGroup(child.pid, true);
  child.once('exit', () => {
    if (!groupAlive(child)) forgetGroup(child);
  });
  return child;
}

function forgetGroup(child: ChildProcess): void {
  liveGroups.delete(child);
  recordGroup(child.pid, false);
}

function groupAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops a process group: SIGTERM, then SIGKILL for whatever is left after a grace period. */
export async function stopGroup(child: ChildProcess, graceMs = 5000): Promise<void> {
  signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(child) && Date.now() < deadline) await sleep(100);
  if (groupAlive(child)) signalGroup(child, 'SIGKILL');
  forgetGroup(child);
}

export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<void> {
  const child = spawnGroup(command, args, env, false, cwd);
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      forgetGroup(child);
      if (code === 0) resolvePromise();
      else reject(new BenchError(`\`${command} ${args.join(' ')}\` failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

const interruptCleanups = new Set<() => void>();
/** Has `cleanup` run as well if the bench is interrupted; returns the function that takes it back. */
export function onInterrupt(cleanup: () => void): () => void {
  interruptCleanups.add(cleanup);
  return () => interruptCleanups.delete(cleanup);
}

function stopOnInterrupt(): void {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // `on`, not `once`: tsx relays Ctrl-C a second time, which must not hit the default handler mid-cleanup.
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\nInterrupted (${signal}); stopping child processes.`);
      for (const cleanup of interruptCleanups) cleanup();
      for (const child of liveGroups) signalGroup(child, 'SIGKILL');
      removeBenchDir();
      process.exit(130);
    });
  }
}

/**
 * Runs a bench's `main` and exits with its code: child processes are stopped and the temp folder removed
 * however it ends (return, throw, Ctrl-C, or this process being killed), and a BenchError is printed as its message.
 */
export function runBench(name: string, main: () => Promise<number>): void {
  stopOnInterrupt();
  const watchdog = startWatchdog();
  void main()
    .catch((error: unknown) => {
      const message =
        error instanceof BenchError ? error.message : error instanceof Error ? error.stack : String(error);
      console.error(`\n${name} failed: ${message}`);
      return 1;
    })
    .then(async (code) => {
      for (const child of [...liveGroups]) await stopGroup(child);
      removeBenchDir();
      watchdog.kill();
      process.exit(code);
    });
}
