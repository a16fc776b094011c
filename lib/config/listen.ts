// Where `npm run dev` and `npm start` listen (scripts/serve.ts). A site on this machine (a loopback or unset site URL)
// is served to this machine only: Next on 127.0.0.1, and [::1] relayed to it, since Next listens on one address.
// HOSTNAME, or Next's own -H/--hostname, names the address instead; HOSTNAME=0.0.0.0 listens on every interface.
import { isLoopbackAddress, isLoopbackUrl } from './loopback';

export interface ListenInput {
  /** The arguments given to `npm run dev` / `npm start` (after `--`). */
  args: string[];
  /** HOSTNAME from the environment. */
  hostname: string | undefined;
  /** NEXT_PUBLIC_SITE_URL, as configured (unset: undefined). */
  siteUrl: string | undefined;
  /** PORT from the environment. */
  port: string | undefined;
}

export interface ListenPlan {
  /** Arguments to add to Next's. */
  nextArgs: string[];
  port: number;
  /** Also listen on [::1] and relay each connection to Next on 127.0.0.1. */
  relayIpv6Loopback: boolean;
  /** Where it listens, in a sentence for the log. */
  message: string;
  /** A configuration that will not work as meant, in a sentence; null when none. */
  warning: string | null;
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** The value of `-x value`, `-x=value`, `--long value` or `--long=value` among `args`. */
function option(args: string[], short: string, long: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === short || arg === long) return args[i + 1];
    for (const name of [short, long]) if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

function portOf(input: ListenInput): number {
  const port = Number(option(input.args, '-p', '--port') ?? input.port ?? 3000);
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : 3000;
}

export function listenPlan(input: ListenInput): ListenPlan {
  const port = portOf(input);
  const given = option(input.args, '-H', '--hostname');
  const hostname = given ?? (input.hostname?.trim() || undefined);
  if (hostname) {
    const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
    const asked = given ? '-H' : 'HOSTNAME';
    const local = isLoopbackAddress(hostname) || hostname === 'localhost';
    return {
      nextArgs: given ? [] : ['--hostname', hostname],
      port,
      relayIpv6Loopback: false,
      message: WILDCARDS.has(hostname)
        ? `Listening on every interface, port ${port} (${asked}=${hostname}).`
        : `Listening on ${host}:${port} only (${asked}=${hostname}).`,
      warning:
        WILDCARDS.has(hostname) || local
          ? null
          : `${asked}=${hostname} leaves out 127.0.0.1, where the app reaches its embedded auth, storage and Stripe test server: they will not answer. HOSTNAME=0.0.0.0 listens on every interface, loopback included.`,
    };
  }
  if (input.siteUrl && !isLoopbackUrl(input.siteUrl)) {
    return {
      nextArgs: [],
      port,
      relayIpv6Loopback: false,
      message: `Listening on every interface, port ${port}: the site URL ${input.siteUrl} is not this machine. HOSTNAME=127.0.0.1 keeps it to this machine.`,
      warning: null,
    };
  }
  return {
    nextArgs: ['--hostname', '127.0.0.1'],
    port,
    relayIpv6Loopback: true,
    message: `Listening on http://127.0.0.1:${port} and http://[::1]:${port}, this machine only (the site URL is ${input.siteUrl ?? 'unset'}). HOSTNAME=0.0.0.0 listens on every interface.`,
    warning: null,
  };
}
