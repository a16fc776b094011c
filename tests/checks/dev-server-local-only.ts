// npm run check:local-only [-- --port <n>]: what `npm run dev` offers to whom, checked on a real dev server (issue 35).
//
// 1. `npm run dev`, nothing set: `ss -ltn` shows it listening on 127.0.0.1 and [::1] only; the local mailbox answers
//    there; and, where this machine can make a network namespace (root, iproute2), a client in one cannot connect.
// 2. Where it can: `npm run dev` inside a namespace of the check's own with HOSTNAME=0.0.0.0, reached from this
//    machine across a veth pair, so every request comes from a peer that is not loopback: /dev/mail, the Stripe test
//    server and the development keys are refused, while a client inside the namespace, on its loopback, gets them.
// Traffic goes only to loopback and to that namespace. Exits 1 when a check fails; needs a few minutes (next dev
// compiles each route on first use).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Stripe from 'stripe';
import {
  createNetworkNamespace,
  type NamespaceRequest,
  type NamespaceResponse,
  type NetworkNamespace,
} from '../support/network-namespace';

const { values } = parseArgs({ args: process.argv.slice(2), options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 4300);
const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-check-local-only-'));
const developmentPublishableKey = 'sb_publishable_tenderscope-local-development-only';
const developmentSecretKey = 'sb_secret_tenderscope-local-development-only';
let failures = 0;

function check(what: string, ok: boolean, detail = ''): void {
  console.info(`${ok ? '✓' : '✗'} ${what}${ok || !detail ? '' : `: ${detail}`}`);
  if (!ok) failures += 1;
}

/** `npm run dev` in a process group of its own (inside `namespace` when given), its output collected. */
function startDev(env: Record<string, string>, namespace?: string): { server: ChildProcess; output: () => string } {
  const command = namespace ? ['ip', 'netns', 'exec', namespace, 'npm', 'run', 'dev'] : ['npm', 'run', 'dev'];
  const server = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { server, output: () => output };
}

async function stopDev(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
}

async function until<T>(what: string, attempt: () => Promise<T | null>, seconds = 240): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await attempt().catch(() => null);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${what}: no answer within ${seconds} s`);
}

/** Waits for the dev server at `origin` to answer (the mailbox: it needs no database); on failure, shows its output. */
async function ready(origin: string, output: () => string): Promise<void> {
  try {
    await until(`npm run dev at ${origin}`, async () =>
      (await send(origin, { url: '/dev/mail' })).status > 0 ? true : null,
    );
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}. Its output:\n${output().slice(-3000)}`);
  }
}

async function send(origin: string, spec: NamespaceRequest): Promise<NamespaceResponse> {
  const response = await fetch(`${origin}${spec.url}`, {
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: spec.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(180_000),
  });
  return { status: response.status, body: await response.text() };
}

/** The listening sockets on `port`, as `ss -ltn` prints their local addresses. */
function listeningOn(): string[] {
  const ss = spawnSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' });
  if (ss.error || ss.status !== 0)
    throw new Error(`ss -ltn failed (is iproute2 installed?): ${ss.error?.message ?? ss.stderr}`);
  return ss.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[3])
    .filter((address): address is string => Boolean(address))
    .sort();
}

let email = 0;
const signUp = (): NamespaceRequest => ({
  url: '/auth/v1/signup',
  method: 'POST',
  headers: { apikey: developmentPublishableKey, 'content-type': 'application/json' },
  body: JSON.stringify({ email: `check-${Date.now()}-${(email += 1)}@example.com`, password: 'correct horse battery' }),
});
const webhook = (): NamespaceRequest => {
  const payload = JSON.stringify({ id: 'evt_check', object: 'event', type: 'ping', data: { object: {} } });
  // The secret .env.example used to document; the embedded test server now makes its own.
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: 'whsec_tenderscope_embedded_test_server',
  });
  return {
    url: '/api/stripe/webhook',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  };
};

/** Each convenience, what this machine gets (and what its answer says), and what another one gets. */
const conveniences: {
  name: string;
  request: () => NamespaceRequest;
  local: number[];
  localSays?: RegExp;
  remote: number;
}[] = [
  { name: 'the local mailbox /dev/mail', request: () => ({ url: '/dev/mail' }), local: [200], remote: 404 },
  { name: 'sign-up on the development publishable key', request: signUp, local: [200], remote: 503 },
  {
    name: 'the storage API on the development secret key',
    request: () => ({
      url: '/storage/v1/bucket',
      headers: { apikey: developmentSecretKey, authorization: `Bearer ${developmentSecretKey}` },
    }),
    local: [200],
    remote: 503,
  },
  // No key: the test server's own answers 401 here, and nothing at all (404) to another machine.
  { name: 'the Stripe test server’s API', request: () => ({ url: '/v1/customers' }), local: [401], remote: 404 },
  // No such checkout: the test server's own page says so, in test mode; another machine gets a bare 404.
  {
    name: 'the Stripe test server’s pages',
    request: () => ({ url: '/stripe-test/checkout/cs_test_none' }),
    local: [404],
    localSays: /Test mode/,
    remote: 404,
  },
  { name: 'a webhook signed with the documented secret', request: webhook, local: [400], remote: 503 },
];

async function listensOnLoopbackOnly(ns: NetworkNamespace | null): Promise<void> {
  console.info(`\n1. npm run dev on port ${port}, nothing set`);
  const { server, output } = startDev({});
  try {
    await ready(`http://127.0.0.1:${port}`, output);
    const sockets = listeningOn();
    check(
      `ss -ltn: listening on ${sockets.join(' and ')}`,
      sockets.join(' ') === [`127.0.0.1:${port}`, `[::1]:${port}`].sort().join(' '),
      'expected 127.0.0.1 and [::1] only',
    );
    check(
      'it says where it listens',
      output().includes(`Listening on http://127.0.0.1:${port} and http://[::1]:${port}`),
    );
    for (const origin of [`http://127.0.0.1:${port}`, `http://[::1]:${port}`]) {
      const { status } = await send(origin, { url: '/dev/mail' });
      check(`${origin}/dev/mail answers ${status}`, status === 200);
    }
    if (ns) {
      const [answer] = await ns.fetchFrom([{ url: `http://${ns.hostAddress}:${port}/dev/mail` }]);
      check(
        `from a network namespace, ${ns.hostAddress}:${port} refuses the connection`,
        answer?.status === 0,
        answer?.body,
      );
    }
  } finally {
    await stopDev(server);
  }
}

async function refusesOtherMachines(ns: NetworkNamespace): Promise<void> {
  console.info(
    `\n2. npm run dev with HOSTNAME=0.0.0.0 inside network namespace ${ns.name}, reached from ${ns.hostAddress}`,
  );
  const { server, output } = startDev({ HOSTNAME: '0.0.0.0' }, ns.name);
  const remote = `http://${ns.peerAddress}:${port}`;
  try {
    await ready(remote, output);
    for (const convenience of conveniences) {
      const { status, body } = await send(remote, convenience.request());
      const ok = status === convenience.remote && !(convenience.localSays?.test(body) ?? false);
      check(`from another machine, ${convenience.name}: ${status}`, ok, body.slice(0, 300));
    }
    const inside = await ns.fetchFrom(
      conveniences.map((c) => ({ ...c.request(), url: `http://127.0.0.1:${port}${c.request().url}` })),
    );
    conveniences.forEach((convenience, i) => {
      const answer = inside[i]!;
      check(
        `on the namespace's own loopback, ${convenience.name}: ${answer.status}`,
        convenience.local.includes(answer.status) && (convenience.localSays?.test(answer.body) ?? true),
        answer.body.slice(0, 300),
      );
    });
  } finally {
    await stopDev(server);
  }
}

const made = createNetworkNamespace();
const ns = 'unavailable' in made ? null : made;
if (!ns)
  console.info(`No network namespace here (${'unavailable' in made ? made.unavailable : ''}): part 2 is skipped.`);
try {
  await listensOnLoopbackOnly(ns);
  if (ns) await refusesOtherMachines(ns);
} catch (error) {
  check('the check ran', false, error instanceof Error ? error.message : String(error));
} finally {
  ns?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.info(failures === 0 ? '\nAll checks passed.' : `\n${failures} check(s) failed.`);
process.exit(failures === 0 ? 0 : 1);
