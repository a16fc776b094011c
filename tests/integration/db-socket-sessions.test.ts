// Several processes use the app's embedded database through its socket while the app runs its own queries: every
// statement runs with its own parameters and returns its own result. Each process sends statements with 1 to 33
// parameters, some of them large (so a message arrives in several chunks), plain and inside transactions; the app
// runs queries and transactions of its own meanwhile. DB_SOCKET_SOAK_MS sets how long it runs (8 s by default).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/lib/db';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { readLock } from '@/lib/db/pglite-host';

const soakMs = Number(process.env.DB_SOCKET_SOAK_MS ?? 8000);
const processes = 4;

let dataDir: string;
let app: DbHandle;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-sessions-'));
  app = await openDatabase({ dataDir, migrateOnStart: false });
  await app.db.execute(sql`create table public.session_rows (client text, n int, payload text)`);
});

afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A client process: statements with varying parameter counts for `ms`, checking each result; prints a summary. */
const clientScript = `
import postgres from 'postgres';
const [socket, name, ms] = process.argv.slice(1);
const sql = postgres({ path: socket, database: 'postgres', username: 'postgres', max: 2, onnotice: () => {} });
const counts = [1, 7, 17, 33];
const summary = { name, statements: 0, transactions: 0, mismatches: [], errors: [] };
const until = Date.now() + Number(ms);
let i = 0;
while (Date.now() < until) {
  i++;
  const count = counts[i % counts.length];
  const values = Array.from({ length: count }, (_, k) => name + ':' + i + ':' + k + (k === 0 && i % 5 === 0 ? 'x'.repeat(70000) : ''));
  const columns = values.map((_, k) => '$' + (k + 1) + '::text as c' + k).join(', ');
  try {
    if (i % 4 === 0) {
      await sql.begin(async (tx) => {
        await tx.unsafe('insert into public.session_rows (client, n, payload) values ($1, $2, $3)', [name, i, values[0]]);
        const [row] = await tx.unsafe('select count(*)::int as n from public.session_rows where client = $1 and n = $2', [name, i]);
        if (row.n !== 1) summary.mismatches.push('transaction ' + i + ' saw ' + row.n + ' rows');
        await tx.unsafe('delete from public.session_rows where client = $1 and n = $2', [name, i]);
      });
      summary.transactions++;
    } else {
      const [row] = await sql.unsafe('select ' + columns, values);
      const got = values.map((_, k) => row['c' + k]);
      if (got.some((value, k) => value !== values[k])) summary.mismatches.push('statement ' + i + ' got another result');
      summary.statements++;
    }
  } catch (error) {
    summary.errors.push(String(error && error.message || error).slice(0, 200));
    if (summary.errors.length > 20) break;
  }
}
await sql.end({ timeout: 5 });
console.log(JSON.stringify(summary));
`;

interface Summary {
  name: string;
  statements: number;
  transactions: number;
  mismatches: string[];
  errors: string[];
}

function runClient(socket: string, name: string): Promise<Summary> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', clientScript, socket, name, String(soakMs)], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as Summary);
      } catch {
        reject(new Error(`client ${name} exited ${code}: ${out}\n${err}`));
      }
    });
  });
}

/** The app's own queries and transactions meanwhile, each checked against what it sent. */
async function runAppQueries(until: number): Promise<{ statements: number; mismatches: string[] }> {
  let statements = 0;
  const mismatches: string[] = [];
  for (let i = 0; Date.now() < until; i++) {
    // A server's queries come from requests, between which the event loop reads its sockets: so does this loop.
    await new Promise((resolve) => setImmediate(resolve));
    const value = `app:${i}`;
    if (i % 3 === 0) {
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`insert into public.session_rows (client, n, payload) values ('app', ${i}, ${value})`);
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from public.session_rows where client = 'app' and n = ${i}`,
        );
        if (row?.n !== 1) mismatches.push(`app transaction ${i} saw ${row?.n} rows`);
        await tx.execute(sql`delete from public.session_rows where client = 'app' and n = ${i}`);
      });
    } else {
      const [row] = await queryRows<{ a: string; b: string }>(app.db, sql`select ${value}::text as a, ${i}::text as b`);
      if (row?.a !== value || row.b !== String(i)) mismatches.push(`app statement ${i} got ${JSON.stringify(row)}`);
    }
    statements++;
  }
  return { statements, mismatches };
}

describe('the embedded database shared over its socket', { timeout: soakMs + 120_000 }, () => {
  it('keeps each statement sequence whole: no protocol error, and every result is its own', async () => {
    const socket = readLock(dataDir)?.socket;
    expect(socket).toBeTruthy();
    const clients = Promise.all(Array.from({ length: processes }, (_, n) => runClient(socket!, `p${n}`)));
    const own = await runAppQueries(Date.now() + soakMs);
    const summaries = await clients;

    console.info(
      `${soakMs / 1000} s: app ${own.statements} statements; ` +
        summaries.map((s) => `${s.name} ${s.statements} statements + ${s.transactions} transactions`).join(', '),
    );
    expect(summaries.flatMap((s) => s.errors)).toEqual([]);
    expect(summaries.flatMap((s) => s.mismatches)).toEqual([]);
    expect(own.mismatches).toEqual([]);
    for (const summary of summaries) expect(summary.statements + summary.transactions).toBeGreaterThan(5);
    const [left] = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from public.session_rows`);
    expect(left?.n).toBe(0);
  });
});
