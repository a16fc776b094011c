// Lighthouse benchmark of a local production build: npm run bench:lighthouse [-- --no-build] [--runs=N] [/path …]
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

const DIST_DIR = '.next-bench';
const TSCONFIG = 'tsconfig.json';
const BUILD_SETTINGS_FILE = 'tenderscope-build.json'; // written by next.config.ts at build time
const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SERVER_READY_TIMEOUT_MS = 90_000;
/** Lighthouse's default mobile config, with the CPU slowdown this run uses. */
function presetLabel(slowdown: number, calibratedFrom: number | null): string {
  const cpu = calibratedFrom === null ? `${slowdown}x CPU slowdown` : `${slowdown}x CPU slowdown, calibrated for this host (CPU index ${calibratedFrom})`;
  return `mobile — Lighthouse default config (Moto G Power emulation, simulated slow 4G, ${cpu})`;
}

/**
 * Lighthouse's 4x CPU slowdown turns a high-end desktop (CPU index ~1500) into a mid-tier phone; on a
 * slower host the same 4x emulates a much slower phone. Lighthouse's docs (docs/throttling.md, "Calibrating
 * the CPU slowdown") say to calibrate the multiplier from the host's benchmark index; these are the anchor
 * points of the Lighthouse team's calculator (lighthouse-cpu-throttling-calculator): index → multiplier.
 */
const calibrationPoints: readonly (readonly [number, number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

function calibratedSlowdown(benchmarkIndex: number): number {
  const points = calibrationPoints;
  if (benchmarkIndex <= points[0]![0]) return 1;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    if (benchmarkIndex <= x1) return Math.round((y0 + ((benchmarkIndex - x0) / (x1 - x0)) * (y1 - y0)) * 10) / 10;
  }
  const [xn, yn] = points[points.length - 1]!;
  return Math.round((yn + (benchmarkIndex - xn) / 233) * 10) / 10;
}

const categories = [
  { id: 'performance', label: 'Performance', target: 95 },
  { id: 'accessibility', label: 'Accessibility', target: 100 },
  { id: 'best-practices', label: 'Best practices', target: 95 },
  { id: 'seo', label: 'SEO', target: 100 },
] as const;
type CategoryId = (typeof categories)[number]['id'];

const metrics = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: 'unitless' },
] as const;
type MetricId = (typeof metrics)[number]['id'];

/** Categories whose failing audits are listed for developers to act on. */
const actionable: readonly CategoryId[] = ['accessibility', 'best-practices', 'seo'];

interface Options {
  build: boolean;
  runs: number;
  port: number | null;
  paths: string[];
  /** A fixed CPU slowdown, or 'auto' to calibrate it from the host's benchmark index. */
  cpuSlowdown: number | 'auto';
}

interface RunResult {
  scores: Record<CategoryId, number | null>;
  metrics: Record<MetricId, number | null>;
  /** Bytes of JavaScript the page loaded, as transferred (compressed). */
  scriptBytes: number | null;
  failing: FailingAudit[];
  runtimeError: string | null;
  warnings: string[];
  lighthouseVersion: string;
  userAgent: string;
  benchmarkIndex: number | null;
}

interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  weighted: boolean;
  displayValue: string | null;
  items: string[];
}

class BenchError extends Error {}

function parseOptions(argv: string[]): Options {
  const options: Options = { build: true, runs: 3, port: null, paths: [], cpuSlowdown: 'auto' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') ? (arg.split('=', 2) as [string, string | undefined]) : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new BenchError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--no-build') options.build = false;
    else if (flag === '--runs') options.runs = positiveInt(flag, value());
    else if (flag === '--port') options.port = positiveInt(flag, value());
    else if (flag === '--cpu-slowdown') {
      const raw = value();
      const n = Number(raw);
      if (raw !== 'auto' && !(Number.isFinite(n) && n >= 1 && n <= 20)) throw new BenchError(`--cpu-slowdown expects "auto" or a number from 1 to 20 (got "${raw}")`);
      options.cpuSlowdown = raw === 'auto' ? 'auto' : n;
    }
    else if (flag === '--help' || flag === '-h') {
      console.info(
        'Usage: npm run bench:lighthouse -- [--no-build] [--runs=3] [--port=N] [--cpu-slowdown=auto|N] [/path …]\n' +
          '  --no-build  reuse the existing .next-bench build (and its port)\n' +
          '  --runs      Lighthouse runs per page, each in a fresh Chrome (default 3)\n' +
          '  --port      port to serve on (default: a free one, or the port of the reused build)\n' +
          "  --cpu-slowdown  auto (default): calibrated from the host's CPU index as Lighthouse's docs advise;\n" +
          "              4 reproduces Lighthouse's uncalibrated default\n" +
          '  paths       pages to score (default: /)',
      );
      process.exit(0);
    } else if (arg.startsWith('/')) options.paths.push(arg);
    else throw new BenchError(`Unknown argument "${arg}" (paths must start with "/"; see --help)`);
  }
  if (options.paths.length === 0) options.paths.push('/');
  return options;
}

function positiveInt(flag: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new BenchError(`${flag} expects a positive integer (got "${raw}")`);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Child processes: each runs in its own process group so it can be stopped with everything it spawned.

const liveGroups = new Set<ChildProcess>();
let liveChrome: { chrome: LaunchedChrome; profileDir: string } | undefined;
let tsconfigDuringBuild: string | undefined;

/** Everything temporary of this run (database, Chrome profiles, live process groups) lives under one folder. */
let benchRoot: string | undefined;
function benchDir(): string {
  benchRoot ??= mkdtempSync(join(tmpdir(), 'tenderscope-bench-'));
  return benchRoot;
}

function removeBenchDir(): void {
  if (benchRoot) rmSync(benchRoot, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  benchRoot = undefined;
}

const liveGroupIds = new Set<number>();
function recordGroup(pid: number | undefined, live: boolean): void {
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

function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv, capture: boolean): ChildProcess {
  const child = spawn(command, args, {
    env,
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
async function stopGroup(child: ChildProcess, graceMs = 5000): Promise<void> {
  signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(child) && Date.now() < deadline) await sleep(100);
  if (groupAlive(child)) signalGroup(child, 'SIGKILL');
  forgetGroup(child);
}

function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawnGroup(command, args, env, false);
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      forgetGroup(child);
      if (code === 0) resolvePromise();
      else reject(new BenchError(`\`${command} ${args.join(' ')}\` failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Build and server.

function freePort(): Promise<number> {
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

/**
 * Where a path ends up after redirects (a publication-number tender URL answers 308 to the tender's id), so
 * the page is measured rather than the redirect.
 */
async function finalUrl(url: string): Promise<string> {
  let current = url;
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(current, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return current;
    current = new URL(location, current).href;
  }
  throw new BenchError(`${url} redirects more than 5 times`);
}

/** The site URL recorded by the existing bench build, if there is one. */
function builtSiteUrl(): string | null {
  const file = join(DIST_DIR, BUILD_SETTINGS_FILE);
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed === 'object' && parsed !== null && 'siteUrl' in parsed && typeof parsed.siteUrl === 'string') {
    return parsed.siteUrl;
  }
  return null;
}

async function choosePort(options: Options): Promise<number> {
  let port = options.port;
  if (!options.build) {
    const siteUrl = builtSiteUrl();
    if (!siteUrl) throw new BenchError(`--no-build: no build found in ${DIST_DIR}. Run without --no-build first.`);
    const builtPort = Number(new URL(siteUrl).port);
    if (!new URL(siteUrl).hostname.match(/^127\.0\.0\.1$/) || !builtPort) {
      throw new BenchError(`--no-build: ${DIST_DIR} was built for ${siteUrl}, not a local origin. Rebuild.`);
    }
    if (port !== null && port !== builtPort) {
      throw new BenchError(`--no-build: ${DIST_DIR} was built for port ${builtPort}; drop --port or rebuild.`);
    }
    port = builtPort;
  }
  if (port === null) return freePort();
  if (!(await portIsFree(port))) throw new BenchError(`Port ${port} on 127.0.0.1 is already in use.`);
  return port;
}

/**
 * `next build` adds `<distDir>/types/**` entries to tsconfig.json (reformatting it) when they are missing.
 * The bench build should leave the working tree as it found it, so that rewrite is undone — but only
 * when it is the sole change, so a concurrent edit by someone else is never thrown away.
 */
function undoTsconfigRewrite(before: string): void {
  const after = readFileSync(TSCONFIG, 'utf8');
  if (after === before) return;
  const withoutBenchIncludes = (text: string): string | null => {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!isRecord(parsed)) return null;
      const include = Array.isArray(parsed.include)
        ? parsed.include.filter((entry) => typeof entry !== 'string' || !entry.startsWith(`${DIST_DIR}/`))
        : parsed.include;
      return JSON.stringify({ ...parsed, include });
    } catch {
      return null; // not plain JSON (comments): leave it alone
    }
  };
  const normalisedAfter = withoutBenchIncludes(after);
  if (normalisedAfter !== null && normalisedAfter === withoutBenchIncludes(before)) {
    writeFileSync(TSCONFIG, before);
    console.info(`Restored ${TSCONFIG}: next build had only added ${DIST_DIR} type entries to it.`);
  } else {
    console.warn(`Note: ${TSCONFIG} changed during the build in ways other than ${DIST_DIR} entries; left as it is.`);
  }
}

interface Server {
  child: ChildProcess;
  log: string[];
}

function startServer(env: NodeJS.ProcessEnv, port: number): Server {
  const child = spawnGroup('npx', ['--no-install', 'next', 'start', '-H', '127.0.0.1', '-p', String(port)], env, true);
  const log: string[] = [];
  const collect = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim() !== ''));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, log };
}

function assertServerRunning(server: Server): void {
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

// ---------------------------------------------------------------------------------------------
// Lighthouse.

async function runLighthouse(url: string, reportFile: string | null, cpuSlowdownMultiplier: number): Promise<RunResult> {
  const profileDir = mkdtempSync(join(benchDir(), 'chrome-'));
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir: profileDir,
      handleSIGINT: false,
      logLevel: 'error',
    });
    liveChrome = { chrome, profileDir };
    recordGroup(chrome.pid, true); // chrome-launcher starts Chromium as a process-group leader
    const flags: Flags = {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: categories.map((c) => c.id),
      // Merged into the default throttling settings; only the CPU multiplier changes.
      throttling: { cpuSlowdownMultiplier },
    };
    const result = await lighthouse(url, flags); // no config: Lighthouse's default (mobile) config
    if (!result) throw new BenchError(`Lighthouse returned no result for ${url}`);
    const report = Array.isArray(result.report) ? result.report[0] : result.report;
    if (report && reportFile) writeFileSync(reportFile, report);
    return summarise(result.lhr);
  } finally {
    stopChrome(chrome, profileDir);
    liveChrome = undefined;
  }
}

/**
 * chrome-launcher stops Chromium with SIGKILL, so Chromium cannot remove its profile nor the
 * /tmp/org.chromium.Chromium.* folder of its singleton socket: remove both here.
 */
function stopChrome(chrome: LaunchedChrome | undefined, profileDir: string): void {
  let socketDir: string | null = null;
  try {
    socketDir = dirname(readlinkSync(join(profileDir, 'SingletonSocket')));
  } catch {
    // No singleton socket (Chromium did not get that far).
  }
  chrome?.kill();
  recordGroup(chrome?.pid, false);
  const remove = (dir: string) => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  if (socketDir && basename(socketDir).startsWith('org.chromium.Chromium.')) remove(socketDir);
  remove(profileDir);
}

function summarise(lhr: Result): RunResult {
  const scores = {} as Record<CategoryId, number | null>;
  const failing: FailingAudit[] = [];
  for (const { id } of categories) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    if (!category || !actionable.includes(id)) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
      failing.push({
        category: id,
        id: audit.id,
        title: audit.title,
        weighted: ref.weight > 0,
        displayValue: audit.displayValue ?? null,
        items: describeItems(audit.details),
      });
    }
  }
  const metricValues = {} as Record<MetricId, number | null>;
  for (const { id } of metrics) metricValues[id] = lhr.audits[id]?.numericValue ?? null;
  return {
    scores,
    metrics: metricValues,
    scriptBytes: scriptTransferSize(lhr.audits['resource-summary']?.details),
    failing,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings.map((w) => String(w)),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
  };
}

/** The script row of Lighthouse's resource summary: every JavaScript file the page loaded, compressed. */
function scriptTransferSize(details: unknown): number | null {
  if (!isRecord(details) || !Array.isArray(details.items)) return null;
  const row = details.items.find((item) => isRecord(item) && item.resourceType === 'script');
  return isRecord(row) && typeof row.transferSize === 'number' ? row.transferSize : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A short, actionable line per offending item: the element, resource or message the audit flagged. */
function describeItems(details: unknown, limit = 5): string[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  const lines: string[] = [];
  for (const item of details.items) {
    if (!isRecord(item)) continue;
    const line = describeItem(item);
    if (line) lines.push(line);
  }
  const shown = [...new Set(lines)];
  return shown.length > limit ? [...shown.slice(0, limit), `… and ${shown.length - limit} more`] : shown;
}

function describeItem(item: Record<string, unknown>): string | null {
  const parts: string[] = [];
  const node = item.node;
  if (isRecord(node) && node.type === 'node') {
    const label = typeof node.nodeLabel === 'string' ? ` "${clip(node.nodeLabel, 50)}"` : '';
    parts.push(`${typeof node.selector === 'string' ? node.selector : String(node.snippet ?? '')}${label}`);
  }
  for (const key of ['description', 'url', 'source', 'explanation']) {
    const value = item[key];
    if (typeof value === 'string' && value !== '') parts.push(clip(value, 160));
    else if (isRecord(value) && typeof value.url === 'string') parts.push(clip(value.url, 160));
  }
  const subItems = item.subItems;
  if (isRecord(subItems) && Array.isArray(subItems.items)) {
    for (const sub of subItems.items) {
      if (isRecord(sub) && isRecord(sub.relatedNode) && typeof sub.relatedNode.selector === 'string') {
        parts.push(`related: ${sub.relatedNode.selector}`);
      }
    }
  }
  return parts.length > 0 ? parts.join(' — ') : null;
}

function clip(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

// ---------------------------------------------------------------------------------------------
// Output.

function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function formatMetric(value: number | null, unit: 'ms' | 'unitless'): string {
  if (value === null) return '–';
  if (unit === 'unitless') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** Prints one page's table with the targets every public page is held to. */
function printPage(url: string, runs: RunResult[]): boolean {
  const score = (v: number | null | undefined) => (v == null ? '–' : String(Math.round(v)));
  const columns: { label: string; cell: (run: RunResult) => number | null; format: (v: number | null) => string }[] = [
    ...categories.map((c) => ({ label: c.label, cell: (run: RunResult) => run.scores[c.id], format: score })),
    ...metrics.map((m) => ({
      label: m.label,
      cell: (run: RunResult) => run.metrics[m.id],
      format: (v: number | null) => formatMetric(v, m.unit),
    })),
    { label: 'JS', cell: (run: RunResult) => run.scriptBytes, format: (v: number | null) => (v === null ? '–' : `${Math.round(v / 1024)} KB`) },
    { label: 'CPU index', cell: (run: RunResult) => run.benchmarkIndex, format: score },
  ];
  const table: string[][] = [['Run', ...columns.map((c) => c.label)]];
  runs.forEach((run, i) => table.push([String(i + 1), ...columns.map((c) => c.format(c.cell(run)))]));
  table.push(['Median', ...columns.map((c) => c.format(median(runs.map(c.cell))))]);
  const targets = categories.map((c) => (c.target === 100 ? '100' : `≥${c.target}`));
  table.push(['Target', ...targets, ...columns.slice(categories.length).map(() => '')]);
  const widths = table[0]?.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length))) ?? [];
  console.info(`\n${url}`);
  for (const r of table) {
    const cells = r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)));
    console.info(cells.join('  ').trimEnd());
  }

  const missed = categories.filter((c) => {
    const m = median(runs.map((run) => run.scores[c.id]));
    return m === null || m < c.target;
  });
  console.info(missed.length === 0 ? 'All targets met.' : `Targets missed: ${missed.map((c) => c.label).join(', ')}`);

  const indices = runs.map((run) => run.benchmarkIndex).filter((v): v is number => v !== null);
  if (indices.length > 0 && (Math.min(...indices) < 1000 || Math.max(...indices) > 1.5 * Math.min(...indices))) {
    const [low, high] = [Math.round(Math.min(...indices)), Math.round(Math.max(...indices))];
    console.info(
      `Note: the host CPU index ${low === high ? `was ${low}` : `ranged ${low}–${high}`}. Performance is ` +
        `simulated from this host's timings (${slowdownUsed}x slowdown), so a slow or busy host lowers TBT/LCP scores; ` +
        'compare on a quiet machine.',
    );
  }
  const warnings = [...new Set(runs.flatMap((run) => run.warnings))];
  for (const warning of warnings) console.info(`Lighthouse warning: ${clip(warning, 300)}`);

  const errors = runs.map((run, i) => (run.runtimeError ? `  run ${i + 1}: ${run.runtimeError}` : null)).filter(Boolean);
  if (errors.length > 0) console.info(`Lighthouse runtime errors:\n${errors.join('\n')}`);

  // Union of failing audits over all runs, with how many runs flagged each.
  const byId = new Map<string, { audit: FailingAudit; runs: number }>();
  for (const run of runs) {
    for (const audit of run.failing) {
      const seen = byId.get(`${audit.category}/${audit.id}`);
      if (seen) seen.runs += 1;
      else byId.set(`${audit.category}/${audit.id}`, { audit, runs: 1 });
    }
  }
  if (byId.size === 0) {
    console.info('Failing audits (accessibility, best practices, SEO): none');
  } else {
    console.info('Failing audits (accessibility, best practices, SEO):');
    for (const { audit, runs: count } of byId.values()) {
      const label = categories.find((c) => c.id === audit.category)?.label ?? audit.category;
      const notes = [
        `${count}/${runs.length} runs`,
        audit.weighted ? null : 'not scored',
        audit.displayValue,
      ].filter(Boolean);
      console.info(`  [${label}] ${audit.id} — ${audit.title} (${notes.join(', ')})`);
      for (const item of audit.items) console.info(`      ${item}`);
    }
  }
  return errors.length === 0;
}

// ---------------------------------------------------------------------------------------------

/** The CPU slowdown of this run, for the notes under each page's table. */
let slowdownUsed = 4;

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const watchdog = startWatchdog();
  let server: Server | undefined;
  try {
    const port = await choosePort(options);
    const origin = `http://127.0.0.1:${port}`;
    const dataDir = join(benchDir(), 'data');
    mkdirSync(dataDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_PUBLIC_SITE_URL: origin,
      NEXT_PUBLIC_EDITION: process.env.NEXT_PUBLIC_EDITION || 'eu',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Empty (not unset) so a DATABASE_URL from .env files is not loaded either: a throwaway embedded database.
      DATABASE_URL: '',
    };

    if (options.build) {
      console.info(`Building into ${DIST_DIR} for ${origin} (edition ${env.NEXT_PUBLIC_EDITION}) …`);
      tsconfigDuringBuild = readFileSync(TSCONFIG, 'utf8');
      try {
        await runToEnd('npx', ['--no-install', 'next', 'build'], env);
      } finally {
        undoTsconfigRewrite(tsconfigDuringBuild);
        tsconfigDuringBuild = undefined;
      }
    } else {
      console.info(`Reusing the build in ${DIST_DIR} (${origin}).`);
    }

    console.info(`Starting the server on ${origin} (data in ${dataDir}) …`);
    server = startServer(env, port);
    await waitForServer(server, `${origin}/`);

    const reportDir = resolve(DIST_DIR, 'lighthouse');
    mkdirSync(reportDir, { recursive: true });
    let calibratedFrom: number | null = null;
    if (options.cpuSlowdown === 'auto') {
      // One discarded run on the first page measures the host (and warms the server).
      process.stdout.write('Calibrating the CPU slowdown … ');
      const probe = await runLighthouse(`${origin}${options.paths[0]}`, null, 4);
      if (probe.benchmarkIndex === null) throw new BenchError('Lighthouse reported no benchmark index to calibrate from; pass --cpu-slowdown=4');
      calibratedFrom = Math.round(probe.benchmarkIndex);
      slowdownUsed = calibratedSlowdown(probe.benchmarkIndex);
      console.info(
        `host CPU index ${calibratedFrom} → ${slowdownUsed}x (a 4x slowdown assumes a host of index ~1530; ` +
          `--cpu-slowdown=4 gives Lighthouse's uncalibrated default).`,
      );
    } else {
      slowdownUsed = options.cpuSlowdown;
    }
    const preset = presetLabel(slowdownUsed, calibratedFrom);
    console.info(`Running Lighthouse ${options.runs}× per page, each in a fresh Chromium. Preset: ${preset}.`);

    const results: { url: string; runs: RunResult[] }[] = [];
    for (const path of options.paths) {
      const url = await finalUrl(`${origin}${path}`);
      if (url !== `${origin}${path}`) console.info(`  ${path} redirects to ${url.slice(origin.length)}; measuring that.`);
      const runs: RunResult[] = [];
      for (let i = 1; i <= options.runs; i++) {
        process.stdout.write(`  ${path} run ${i}/${options.runs} … `);
        const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        assertServerRunning(server);
        const run = await runLighthouse(url, join(reportDir, `${slug}-run${i}.html`), slowdownUsed);
        runs.push(run);
        console.info(categories.map((c) => `${c.label} ${run.scores[c.id] ?? '–'}`).join(', '));
      }
      results.push({ url, runs });
    }

    const first = results[0]?.runs[0];
    console.info('\n=== Lighthouse results ===');
    if (first) {
      const browser = first.userAgent.replace(/^.*?(HeadlessChrome\/\S+).*$/, '$1');
      console.info(`Lighthouse ${first.lighthouseVersion} · ${browser}`);
      console.info(`Preset: ${preset}`);
    }
    let ok = true;
    for (const { url, runs } of results) ok = printPage(url, runs) && ok;
    console.info(`\nHTML reports: ${reportDir}`);

    assertServerRunning(server);
    const serverErrors = server.log.filter((line) => /error|⨯/i.test(line));
    if (serverErrors.length > 0) {
      console.info(`\nServer log lines mentioning errors:\n${serverErrors.slice(-20).map((l) => `  ${l}`).join('\n')}`);
    }
    if (!ok) console.info(`Server log: ${join(reportDir, 'server.log')}`);
    return ok ? 0 : 1;
  } catch (error) {
    if (server && server.log.length > 0) {
      console.error(`\nLast server output:\n${server.log.slice(-30).map((l) => `  ${l}`).join('\n')}`);
    }
    throw error;
  } finally {
    if (server) await stopGroup(server.child);
    for (const child of [...liveGroups]) await stopGroup(child);
    if (server && existsSync(DIST_DIR)) {
      mkdirSync(join(DIST_DIR, 'lighthouse'), { recursive: true });
      writeFileSync(join(DIST_DIR, 'lighthouse', 'server.log'), `${server.log.join('\n')}\n`);
    }
    removeBenchDir();
    watchdog.kill();
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: tsx relays Ctrl-C a second time, which must not hit the default handler mid-cleanup.
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nInterrupted (${signal}); stopping child processes.`);
    if (liveChrome) stopChrome(liveChrome.chrome, liveChrome.profileDir);
    for (const child of liveGroups) signalGroup(child, 'SIGKILL');
    if (tsconfigDuringBuild !== undefined) undoTsconfigRewrite(tsconfigDuringBuild);
    removeBenchDir();
    process.exit(130);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof BenchError ? error.message : error instanceof Error ? error.stack : String(error);
    console.error(`\nbench:lighthouse failed: ${message}`);
    process.exit(1);
  },
);
