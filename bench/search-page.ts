// The search page under load: npm run bench:search-page [-- --no-build --duration=30 --warmup=10 --connections=4
// --port=N --tenders=1000000 --database=bench]
//
// Serves a production build against the million-tender database of `npm run bench:search` (loaded first if missing) and
// has autocannon ask for the server-rendered /tenders?q=… with 4 concurrent clients, every request a fresh query drawn
// at random from the search bench's vocabulary, so no cache answers for the page. Prints throughput, latency
// percentiles per query kind, status codes and the p95 target of issue 8.
import autocannon from 'autocannon';
import { openDatabase } from '@/lib/db';
import { benchDatabaseUrl, dataDay, ensureTenders } from './support/search/load';
import { percentile, seededPicker } from './support/search/measure';
import { broadWords, countries, selectivePhrases, type Picker } from './support/search/shapes';
import { describeCpu, probeMemoryLatency, sampleCpu } from './support/host';
import { describePostgresMemory, readPostgresMemory, type PostgresMemory } from './support/postgres-memory';
import { BenchError, runBench, stopGroup } from './support/processes';
import { assertServerRunning, serverErrorLines, serverTail, startApp, type Server } from './support/server';

const DIST_DIR = '.next-bench-search-page';
const TARGET_P95_MS = 200;

interface Options {
  build: boolean;
  port: number | null;
  /** Seconds of measured load, and of unmeasured load before it. */
  duration: number;
  warmup: number;
  connections: number;
  tenders: number;
  database: string;
}

const usage = `Usage: npm run bench:search-page -- [--no-build] [--duration=30] [--warmup=10] [--connections=4] [--port=N] [--tenders=1000000] [--database=bench]
  --no-build     reuse the last build in ${DIST_DIR} (and its port)
  --duration     seconds of measured load (default 30), after --warmup seconds of the same load (default 10)
  --connections  concurrent clients (default 4)
  --tenders      tenders the bench database must hold (default 1,000,000; loaded if fewer)
  --database     the bench's database on the server of DATABASE_URL (default bench, shared with bench:search)`;

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    build: true,
    port: null,
    duration: 30,
    warmup: 10,
    connections: 4,
    tenders: 1_000_000,
    database: 'bench',
  };
  for (const arg of argv) {
    const [flag = '', value] = arg.split('=', 2);
    const whole = (max: number): number => {
      const n = Number(value);
      if (value === undefined || !Number.isInteger(n) || n < 1 || n > max)
        throw new BenchError(`${flag} expects a whole number from 1 to ${max} (got "${value ?? ''}")`);
      return n;
    };
    if (flag === '--no-build' && value === undefined) options.build = false;
    else if (flag === '--port') options.port = whole(65_535);
    else if (flag === '--duration') options.duration = whole(3600);
    else if (flag === '--warmup') options.warmup = whole(600);
    else if (flag === '--connections') options.connections = whole(256);
    else if (flag === '--tenders') options.tenders = whole(10_000_000);
    else if (flag === '--database' && value) options.database = value;
    else if (flag === '--help' || flag === '-h') {
      console.info(usage);
      process.exit(0);
    } else throw new BenchError(`Unknown argument "${arg}" (see --help)`);
  }
  return options;
}

// What a person types into the search box, in three kinds: a broad word (tens of thousands of matches, so
// capped counts and sampled facets), a subject title in one language (a few hundred matches), and a broad
// word narrowed to a country.
const queryKinds = [
  { name: 'broad word', query: (pick: Picker) => ({ q: pick(broadWords) }) },
  { name: 'selective phrase', query: (pick: Picker) => ({ q: `"${pick(selectivePhrases)}"` }) },
  { name: 'broad word + country', query: (pick: Picker) => ({ q: pick(broadWords), country: pick(countries) }) },
] as const;
type KindName = (typeof queryKinds)[number]['name'];

function searchPath(kind: (typeof queryKinds)[number], pick: Picker): string {
  return `/tenders?${new URLSearchParams(kind.query(pick))}`;
}

interface Answer {
  kind: KindName;
  status: number;
  ms: number;
  /** The total in the results heading ('12,345 tenders' → 12345), or null when the page has none. */
  total: number | null;
}

/** The results heading's total; its absence means the answer was not a page of results. */
function totalOf(html: string): number | null {
  const match = /id="results-heading"[^>]*>([\d,]+)\+? tenders?/.exec(html);
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : null;
}

/** What this bench keeps in autocannon's per-request context. */
interface Asked {
  kind: KindName;
}

/**
 * Loads `origin` for `seconds` with `connections` clients, each request a fresh search. autocannon calls a
 * request's `onResponse` (which sees the context, so the query kind) and then, synchronously, emits
 * `response` (which has the latency), so the one hands the answer to the other through `answered`.
 */
async function load(
  origin: string,
  seconds: number,
  connections: number,
  pick: Picker,
): Promise<{ answers: Answer[]; result: autocannon.Result }> {
  const answers: Answer[] = [];
  let answered: Omit<Answer, 'ms'> | undefined;
  const result = await new Promise<autocannon.Result>((resolvePromise, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request, context) => {
              const kind = pick(queryKinds);
              Object.assign(context, { kind: kind.name } satisfies Asked);
              return { ...request, path: searchPath(kind, pick) };
            },
            onResponse: (status, body, context) => {
              answered = { kind: (context as Asked).kind, status, total: status === 200 ? totalOf(body) : null };
            },
          },
        ],
      },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolvePromise(done),
    );
    instance.on('response', (_client, _status, _bytes, ms) => {
      if (answered) answers.push({ ...answered, ms });
      answered = undefined;
    });
  });
  return { answers, result };
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

function latencyLine(answers: readonly Answer[]): string {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  if (sorted.length === 0) return 'no answers';
  const p = (n: number) => ms(percentile(sorted, n));
  return `p50 ${p(50)}  p95 ${p(95)}  p99 ${p(99)}  max ${ms(sorted[sorted.length - 1]!)}  (${sorted.length.toLocaleString('en')} answers)`;
}

function countBy<T>(items: readonly T[], key: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}

/** Prints the report and says whether every answer was a page of results (the p95 target is only reported). */
function report(answers: readonly Answer[], result: autocannon.Result, options: Options): boolean {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const p95 = sorted.length > 0 ? percentile(sorted, 95) : Number.POSITIVE_INFINITY;
  const serverErrors = answers.filter((a) => a.status >= 500).length;
  const withoutResults = answers.filter((a) => a.status === 200 && a.total === null).length;
  const totals = answers.flatMap((a) => (a.total === null ? [] : [a.total])).sort((a, b) => a - b);

  console.info(
    `\nRequests      ${answers.length.toLocaleString('en')} in ${result.duration.toFixed(1)} s: ${(answers.length / result.duration).toFixed(1)} requests/s`,
  );
  console.info(`Latency       ${latencyLine(answers)}`);
  for (const kind of queryKinds) {
    console.info(`  ${kind.name.padEnd(22)}${latencyLine(answers.filter((a) => a.kind === kind.name))}`);
  }
  console.info(
    `Status codes  ${
      countBy(answers, (a) => String(a.status))
        .map(([status, n]) => `${status} × ${n.toLocaleString('en')}`)
        .join(', ') || 'none'
    }`,
  );
  console.info(`Non-2xx       ${result.non2xx.toLocaleString('en')} (5xx: ${serverErrors.toLocaleString('en')})`);
  console.info(
    `Errors        ${result.errors.toLocaleString('en')} (timeouts: ${result.timeouts.toLocaleString('en')})`,
  );
  if (totals.length > 0) {
    const empty = totals.filter((t) => t === 0).length;
    console.info(
      `Matches       median ${percentile(totals, 50).toLocaleString('en')} tenders per search (totals stop at 10,000); ${((100 * empty) / totals.length).toFixed(1)}% of searches found none`,
    );
  }
  if (withoutResults > 0)
    console.info(
      `Not a page of results: ${withoutResults.toLocaleString('en')} answers with status 200 had no results heading`,
    );
  console.info(
    `Target        p95 ≤ ${TARGET_P95_MS} ms at ${options.connections} concurrent clients: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'} (p95 ${ms(p95)})`,
  );
  return serverErrors === 0 && result.errors === 0 && withoutResults === 0;
}

/** One request before the load, so a broken page is reported as such rather than as latency figures. */
async function checkPage(origin: string, pick: Picker): Promise<void> {
  const path = searchPath(queryKinds[0], pick);
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  if (response.status !== 200) throw new BenchError(`${path} answered ${response.status}, not 200.`);
  if (totalOf(html) === null) throw new BenchError(`${path} answered a page without a results heading.`);
}

async function prepareDatabase(options: Options): Promise<{ url: string; day: Date; memory: PostgresMemory }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new BenchError(
      'Set DATABASE_URL to a Postgres server: the bench uses (and if needed loads) its own database there.',
    );
  const url = await benchDatabaseUrl(serverUrl, options.database);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', migrateOnStart: true });
  try {
    await ensureTenders(handle.db, {
      count: options.tenders,
      writers: 2,
      log: (line) => console.info(`[${options.database}] ${line}`),
    });
    return { url, day: await dataDay(handle.db), memory: await readPostgresMemory(handle.db, url) };
  } finally {
    await handle.close();
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const database = await prepareDatabase(options);
  let server: Server | undefined;
  try {
    const app = await startApp({
      distDir: DIST_DIR,
      build: options.build,
      port: options.port,
      databaseUrl: database.url,
    });
    server = app.server;
    const pick = seededPicker(8);
    await checkPage(app.origin, pick);
    const latencyBefore = probeMemoryLatency();

    console.info(`\nWarming up: ${options.warmup} s of the same load, not measured …`);
    await load(app.origin, options.warmup, options.connections, pick);
    console.info(`Measuring: ${options.duration} s, ${options.connections} connections …`);
    const cpuBefore = sampleCpu();
    const { answers, result } = await load(app.origin, options.duration, options.connections, pick);
    const cpu = describeCpu(cpuBefore, sampleCpu(), answers.length);
    assertServerRunning(server);
    const latencyAfter = probeMemoryLatency();

    console.info(
      `\n=== /tenders?q=… server-rendered, Postgres database "${options.database}" (${options.tenders.toLocaleString('en')} tenders, published up to ${database.day.toISOString().slice(0, 10)}) ===`,
    );
    console.info(`Each request a fresh query, one of: ${queryKinds.map((k) => k.name).join(' | ')}`);
    const ok = report(answers, result, options);
    if (cpu) console.info(`Host CPU      ${cpu}`);
    console.info(
      `Host memory   ${latencyBefore.toFixed(0)} ns per random read before the load, ${latencyAfter.toFixed(0)} ns after (a dependent read anywhere in 256 MB; higher is a busier host)`,
    );
    console.info(`Postgres      ${describePostgresMemory(database.memory)}`);
    const errors = serverErrorLines(server);
    if (errors.length > 0)
      console.info(
        `\nServer log lines mentioning errors:\n${errors
          .slice(-20)
          .map((l) => `  ${l}`)
          .join('\n')}`,
      );
    return ok ? 0 : 1;
  } catch (error) {
    if (server && server.log.length > 0) console.error(`\nLast server output:\n${serverTail(server)}`);
    throw error;
  } finally {
    if (server) await stopGroup(server.child);
  }
}

runBench('bench:search-page', main);
