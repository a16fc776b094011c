// npm run dev / npm start [-- <next options>]: Next's own `next dev` / `next start`, listening where lib/config/listen
// says: with a loopback or unset site URL on 127.0.0.1 (Next) and [::1] (relayed to it) only, unless HOSTNAME or
// -H/--hostname names another address. It says where it listens, and passes signals on to Next.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createConnection, createServer, type Server } from 'node:net';
import nextEnv from '@next/env';
import { listenPlan } from '@/lib/config/listen';

const [command, ...args] = process.argv.slice(2);
if (command !== 'dev' && command !== 'start') {
  console.error('Usage: tsx scripts/serve.ts dev|start [next options]');
  process.exit(2);
}

// Next reads .env files itself; read them here too (without changing what Next is given) to know the site URL.
const env = { ...process.env };
nextEnv.loadEnvConfig(process.cwd(), command === 'dev', { info: () => {}, error: console.error });
const plan = listenPlan({
  args,
  hostname: process.env.HOSTNAME,
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  port: process.env.PORT || undefined,
});

/** [::1]:port, each connection piped to Next on 127.0.0.1:port; null where this machine has no IPv6 loopback. */
function relayIpv6Loopback(port: number): Promise<Server | null> {
  const relay = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port });
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) => {
    relay.once('error', (error: NodeJS.ErrnoException) => {
      console.warn(`Not listening on [::1]:${port} (${error.code ?? error.message}); 127.0.0.1 only.`);
      resolve(null);
    });
    relay.listen(port, '::1', () => resolve(relay));
  });
}

console.info(plan.message);
if (command === 'dev') {
  console.info('Next will warn that middleware.ts is deprecated: it stays, for the edge runtime (see middleware.ts).');
}
if (plan.warning) console.warn(`Warning: ${plan.warning}`);

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const next = spawn(process.execPath, [nextBin, command, ...args, ...plan.nextArgs], { env, stdio: 'inherit' });
const relay = plan.relayIpv6Loopback && plan.port !== 0 ? await relayIpv6Loopback(plan.port) : null;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (next.exitCode === null) next.kill(signal);
  });
}
next.on('exit', (code, signal) => {
  relay?.close();
  process.exit(code ?? (signal ? 1 : 0));
});
