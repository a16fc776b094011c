// Where `npm run dev` and `npm start` listen (lib/config/listen.ts, used by scripts/serve.ts): this machine only for a
// site on this machine, unless HOSTNAME or -H/--hostname says otherwise.
import { describe, expect, it } from 'vitest';
import { listenPlan } from '@/lib/config/listen';

const plan = (input: Partial<Parameters<typeof listenPlan>[0]>) =>
  listenPlan({ args: [], hostname: undefined, siteUrl: undefined, port: undefined, ...input });

describe('listenPlan', () => {
  it('serves a site on this machine (unset or loopback site URL) on 127.0.0.1, and [::1] relayed to it', () => {
    for (const siteUrl of [undefined, 'http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      const p = plan({ siteUrl, port: '4300' });
      expect(p, String(siteUrl)).toMatchObject({
        nextArgs: ['--hostname', '127.0.0.1'],
        port: 4300,
        relayIpv6Loopback: true,
        warning: null,
      });
      expect(p.message).toContain('Listening on http://127.0.0.1:4300 and http://[::1]:4300, this machine only');
    }
  });

  it('listens as Next does (every interface) for a public site URL, and says so', () => {
    const p = plan({ siteUrl: 'https://tenders.example.com' });
    expect(p).toMatchObject({ nextArgs: [], port: 3000, relayIpv6Loopback: false });
    expect(p.message).toMatch(/every interface, port 3000: the site URL https:\/\/tenders\.example\.com/);
  });

  it('HOSTNAME names the address, whatever the site URL; -H/--hostname wins and is passed through as it is', () => {
    expect(plan({ hostname: '0.0.0.0' })).toMatchObject({
      nextArgs: ['--hostname', '0.0.0.0'],
      relayIpv6Loopback: false,
      message: 'Listening on every interface, port 3000 (HOSTNAME=0.0.0.0).',
      warning: null,
    });
    for (const args of [['-H', '::'], ['--hostname', '::'], ['--hostname=::'], ['-H=::']]) {
      expect(plan({ args, hostname: '127.0.0.1', siteUrl: 'http://localhost:3000' }), args.join(' ')).toMatchObject({
        nextArgs: [],
        relayIpv6Loopback: false,
        message: 'Listening on every interface, port 3000 (-H=::).',
      });
    }
    expect(plan({ hostname: '::1' }).message).toBe('Listening on [::1]:3000 only (HOSTNAME=::1).');
  });

  it('warns when the address leaves out 127.0.0.1, where the app reaches its own embedded servers', () => {
    expect(plan({ hostname: '192.0.2.10' }).warning).toMatch(/leaves out 127\.0\.0\.1/);
    expect(plan({ hostname: 'localhost' }).warning).toBeNull();
  });

  it('takes the port from -p/--port, else PORT, else 3000', () => {
    expect(plan({ args: ['-p', '4301'], port: '4300' }).port).toBe(4301);
    expect(plan({ args: ['--port=4302'] }).port).toBe(4302);
    expect(plan({ port: '4303' }).port).toBe(4303);
    expect(plan({}).port).toBe(3000);
  });
});
