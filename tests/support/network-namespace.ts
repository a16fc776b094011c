// Another machine for tests that need one: a Linux network namespace of the test's own, joined to this one by a veth
// pair with addresses of its own (a /30 in 10.0.0.0/8, nothing routed beyond it). A client run inside it reaches a
// server listening on the host's end, and that server sees a peer that is not loopback. Needs root and `ip`
// (iproute2); where the machine refuses, createNetworkNamespace() answers why and the caller falls back.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export interface NetworkNamespace {
  name: string;
  /** This machine's end of the veth pair: where a server listens for the namespace's clients. */
  hostAddress: string;
  /** The namespace's end: the address its clients come from. */
  peerAddress: string;
  /** Sends `requests` from inside the namespace (Node's fetch, one after another) and answers each response. */
  fetchFrom: (requests: NamespaceRequest[]) => Promise<NamespaceResponse[]>;
  close: () => void;
}

export interface NamespaceRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface NamespaceResponse {
  status: number;
  body: string;
}

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

// Runs in the namespace: the requests as JSON on stdin, the responses as JSON on stdout.
const client = `
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const out = [];
  for (const r of JSON.parse(input)) {
    try {
      const response = await fetch(r.url, { method: r.method ?? 'GET', headers: r.headers, body: r.body, redirect: 'manual' });
      out.push({ status: response.status, body: await response.text() });
    } catch (error) {
      out.push({ status: 0, body: String(error && error.cause ? error.cause : error) });
    }
  }
  process.stdout.write(JSON.stringify(out));
});`;

/** Why this machine will not make a network namespace (not Linux, not root, no iproute2 …); null when it will. */
export function networkNamespaceRefusal(): string | null {
  if (process.platform !== 'linux') return 'network namespaces are Linux only';
  if (process.getuid?.() !== 0) return 'making a network namespace needs root';
  const made = createNetworkNamespace();
  if ('unavailable' in made) return made.unavailable;
  made.close();
  return null;
}

/** A namespace and veth pair, or the reason this machine will not make one. */
export function createNetworkNamespace(): NetworkNamespace | { unavailable: string } {
  if (process.platform !== 'linux') return { unavailable: 'network namespaces are Linux only' };
  if (process.getuid?.() !== 0) return { unavailable: 'making a network namespace needs root' };
  const id = randomBytes(3).toString('hex');
  const name = `tsns-${id}`;
  const hostLink = `tsh${id}`;
  const peerLink = `tsp${id}`;
  // A /30 of its own: 10.<a>.<b>.<4c>, host .1, namespace .2.
  const [a = 0, b = 0, c = 0] = [...randomBytes(3)];
  const base = `10.${a}.${b}.${(c % 64) * 4}`;
  const hostAddress = base.replace(/\d+$/, (last) => String(Number(last) + 1));
  const peerAddress = base.replace(/\d+$/, (last) => String(Number(last) + 2));
  try {
    ip('netns', 'add', name);
  } catch (error) {
    return { unavailable: `ip netns add failed: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}` };
  }
  const close = () => {
    try {
      ip('link', 'del', hostLink);
    } catch {
      // Gone with the namespace already.
    }
    try {
      ip('netns', 'del', name);
    } catch {
      // Already removed.
    }
  };
  try {
    ip('link', 'add', hostLink, 'type', 'veth', 'peer', 'name', peerLink);
    ip('link', 'set', peerLink, 'netns', name);
    ip('addr', 'add', `${hostAddress}/30`, 'dev', hostLink);
    ip('link', 'set', hostLink, 'up');
    ip('netns', 'exec', name, 'ip', 'addr', 'add', `${peerAddress}/30`, 'dev', peerLink);
    ip('netns', 'exec', name, 'ip', 'link', 'set', peerLink, 'up');
    ip('netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up');
  } catch (error) {
    close();
    return {
      unavailable: `setting up the veth pair failed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`,
    };
  }
  const fetchFrom = (requests: NamespaceRequest[]) =>
    new Promise<NamespaceResponse[]>((resolve, reject) => {
      const child = execFile(
        'ip',
        ['netns', 'exec', name, process.execPath, '--input-type=module', '-e', client],
        { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (error) reject(new Error(`the client in ${name} failed: ${stderr || error.message}`));
          else resolve(JSON.parse(stdout) as NamespaceResponse[]);
        },
      );
      child.stdin?.end(JSON.stringify(requests));
    });
  return { name, hostAddress, peerAddress, fetchFrom, close };
}
