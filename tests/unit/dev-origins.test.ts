// The dev server's own gate for its dev resources (Next's blockCrossSiteDEV), fed the project's next.config:
// a page opened on a loopback address must get its scripts and hot-reload socket, anything else must not.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { blockCrossSiteDEV } from 'next/dist/server/lib/router-utils/block-cross-site-dev';
import { afterEach, describe, expect, it, vi } from 'vitest';
import nextConfig from '../../next.config';

const { allowedDevOrigins } = nextConfig(PHASE_DEVELOPMENT_SERVER);

/** Whether `next dev` (started on its default host) refuses a request for a dev resource from `origin`. */
function blocked(origin: string, path = '/_next/hmr'): { blocked: boolean; status: number | undefined } {
  const request = { url: path, headers: { origin } } as unknown as IncomingMessage;
  const response = { statusCode: undefined as number | undefined, end() {} };
  const refused = blockCrossSiteDEV(request, response as unknown as ServerResponse, allowedDevOrigins, undefined);
  return { blocked: refused, status: response.statusCode };
}

describe('dev server origins', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('serves the hot-reload socket and dev scripts to pages opened on localhost and on either loopback address', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(blocked(origin), origin).toEqual({ blocked: false, status: undefined });
      expect(blocked(origin, '/_next/static/chunks/app.js').blocked, origin).toBe(false);
    }
  });

  it('still refuses other sites', () => {
    // Next logs each refusal once, with advice to allow the host: expected here.
    for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation(() => {});
    expect(blocked('http://evil.example:3000')).toEqual({ blocked: true, status: 403 });
    expect(blocked('http://127.0.0.2:3000').blocked).toBe(true);
  });
});
