// The client's IP address as the nearest proxy reported it, for per-IP rate limits.

interface HeaderSource {
  get(name: string): string | null;
}

const plausibleIp = /^[0-9a-fA-F.:]{2,45}$/;

/**
 * The right-most X-Forwarded-For entry is the one the nearest proxy appended, so a client cannot
 * choose it when a proxy sits in front (hosting platforms and reverse proxies append or overwrite
 * it). Without any proxy, `next start` only fills the header in when it is absent, so limits keyed
 * on it are best-effort there. Returns null when no usable address is present.
 */
export function clientIp(headers: HeaderSource): string | null {
  const forwarded = headers.get('x-forwarded-for');
  const candidates = [forwarded?.split(',').at(-1), headers.get('x-real-ip')];
  for (const candidate of candidates) {
    const ip = candidate?.trim().replace(/^::ffff:/, '');
    if (ip && plausibleIp.test(ip)) return ip;
  }
  return null;
}
