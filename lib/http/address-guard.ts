// The SSRF guard: a URL written by someone else (a notice's document link, a user's webhook) never makes this server
// connect to this machine, the private network or cloud metadata addresses, checked on the address actually connected to.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/**
 * An IPv4 address in any spelling a URL parser or inet_aton takes (`127.0.0.1`, `127.1`, `2130706433`, `0x7f.1`,
 * `0177.0.0.1`, a trailing dot), as a dotted quad; null when `text` is not one.
 */
function ipv4Of(text: string): string | null {
  const parts = text.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part.slice(1), 8);
    else if (/^(?:0|[1-9][0-9]*)$/.test(part)) value = Number(part);
    else return null;
    if (!Number.isSafeInteger(value)) return null;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  if (numbers.some((value) => value > 255) || last >= 256 ** (4 - numbers.length)) return null;
  let address = last;
  numbers.forEach((value, index) => (address += value * 256 ** (3 - index)));
  return [address >>> 24, (address >>> 16) & 0xff, (address >>> 8) & 0xff, address & 0xff].join('.');
}

/** An IPv6 address in any spelling (`::`, zero-padded, upper case, a dotted IPv4 tail) as its eight 16-bit groups. */
function ipv6Groups(text: string): number[] | null {
  if (isIP(text) !== 6) return null;
  let body = text;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    const bytes = dotted[2]!.split('.').map(Number);
    tail.push((bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!);
    body = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const [head = '', rest] = body.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const before = parse(head);
  const after = [...(rest === undefined ? [] : parse(rest)), ...tail];
  const missing = 8 - before.length - after.length;
  if (rest === undefined ? missing !== 0 : missing < 0) return null;
  return [...before, ...new Array<number>(missing).fill(0), ...after];
}

function ipv4From(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * The IPv4 address an IPv6 address stands for or carries (IPv4-mapped `::ffff:a.b.c.d`, -translated
 * `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4 `2002:aabb:ccdd::`), or null.
 */
function embeddedIpv4(groups: readonly number[]): string | null {
  const zero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zero(0, 5) && groups[5] === 0xffff) return ipv4From(groups[6]!, groups[7]!);
  if (zero(0, 4) && groups[4] === 0xffff && groups[5] === 0) return ipv4From(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zero(2, 6)) return ipv4From(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return ipv4From(groups[1]!, groups[2]!);
  return null;
}

/**
 * True for loopback, private, link-local, shared, reserved and multicast addresses, however they are spelled:
 * IPv4 in decimal, octal or hex parts, IPv6 in any form, and IPv6 addresses that carry an IPv4 one.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const ipv4 = ipv4Of(bare);
  if (ipv4 !== null) return blocked.check(ipv4, 'ipv4');
  const groups = ipv6Groups(bare);
  if (groups === null) return false;
  // The unspecified address, loopback and the deprecated IPv4-compatible block (`::7f00:1` is 127.0.0.1): ::/96.
  if (groups.slice(0, 6).every((group) => group === 0)) return true;
  // Teredo (2001::/32) carries a client's address XOR-ed: never a portal's.
  if (groups[0] === 0x2001 && groups[1] === 0) return true;
  const inner = embeddedIpv4(groups);
  if (inner !== null) return blocked.check(inner, 'ipv4');
  return blocked.check(groups.map((group) => group.toString(16)).join(':'), 'ipv6');
}

export class PrivateAddressError extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to the private address ${address}`);
    this.name = 'PrivateAddressError';
  }
}

/** A URL's host written as an IP address (`http://10.0.0.1/`, `http://[::1]/`, `0x7f.1`): no DNS lookup sees it. */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 || ipv4Of(host) !== null ? host : null;
}

/**
 * A DNS lookup for the HTTP connector that fails when any address of the name is private, so a public name
 * that resolves to 127.0.0.1 (or is rebound to it after a first check) is never connected to.
 */
export function guardedLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const unsafe = addresses.find((entry) => isPrivateAddress(entry.address));
      if (unsafe) return callback(new PrivateAddressError(hostname, unsafe.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
