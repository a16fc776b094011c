// How storage behaves by configuration: with a hosted Supabase URL lib/storage talks to the hosted project and
// the app's /storage/v1 is absent; in production on a public site the development keys make the embedded server
// refuse to serve.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../fixtures/http-server';

const saved = { ...process.env };

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  process.env = { ...saved };
});

describe('with a hosted Supabase URL', () => {
  let hosted: TestHttpServer;
  let root: string;

  afterAll(async () => {
    await hosted?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('answers 404 on /storage/v1 and stores through the hosted project, whose signed URLs stay as they are', async () => {
    // A stand-in for the hosted project: another storage server of the same wire format, with its own key.
    hosted = await startHttpServer();
    root = mkdtempSync(join(tmpdir(), 'tenderscope-hosted-storage-'));
    Object.assign(process.env, {
      NEXT_PUBLIC_SUPABASE_URL: hosted.origin,
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_hosted',
      SUPABASE_SECRET_KEY: 'sb_secret_hosted',
    });
    const { createEmbeddedStorageServer } = await import('@/lib/storage/embedded');
    const project = createEmbeddedStorageServer({
      settings: { secretKey: 'sb_secret_hosted', root, fileSizeLimit: 1024 * 1024, refusals: [], remoteRefusals: [] },
    });
    hosted.route('/storage/v1', project.handle);

    const route = await import('@/app/storage/v1/[...path]/route');
    const response = await route.GET(new Request('http://localhost:3000/storage/v1/bucket'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: '404', message: expect.stringMatching(/hosted/) });

    const storage = await import('@/lib/storage');
    const bytes = new TextEncoder().encode('hosted bytes');
    await storage.putObject('blobs/12/hosted', bytes, 'text/plain');
    expect((await storage.getObject('blobs/12/hosted'))?.bytes).toEqual(bytes);
    const url = await storage.signedUrl('blobs/12/hosted', 60, { origin: 'https://ignored.example' });
    expect(url.startsWith(`${hosted.origin}/storage/v1/object/sign/tender-documents/blobs/12/hosted?token=`)).toBe(
      true,
    );
    expect(await (await fetch(url)).text()).toBe('hosted bytes');
  });

  it('needs the secret key of the hosted project', async () => {
    Object.assign(process.env, {
      NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_hosted',
    });
    delete process.env.SUPABASE_SECRET_KEY;
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    const storage = await import('@/lib/storage');
    expect(() => storage.getStorageClient()).toThrow(/SUPABASE_SECRET_KEY is not set/);
  });
});

describe('in production', () => {
  function production(env: Record<string, string>) {
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    delete process.env.SUPABASE_SECRET_KEY;
    delete process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
    Object.assign(process.env, { NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://tenderscope.eu', ...env });
  }

  it('refuses every request, signed downloads included, on the public development keys of a public site', async () => {
    production({});
    const { embeddedStorageServer, settingsFromConfig } = await import('@/lib/storage/embedded');
    const { startEmbedded } = await import('@/lib/start/embedded');
    const { refusals } = settingsFromConfig();
    expect(refusals.join('\n')).toMatch(/NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY[^]*SUPABASE_SECRET_KEY/);

    const route = await import('@/app/storage/v1/[...path]/route');
    for (const path of ['/storage/v1/bucket/tender-documents', '/storage/v1/object/sign/tender-documents/a?token=x']) {
      const response = await route.GET(new Request(`https://tenderscope.eu${path}`));
      expect(response.status, path).toBe(503);
      expect(await response.json()).toMatchObject({
        statusCode: '503',
        message: expect.stringMatching(/^The embedded storage server refuses to run: .*SUPABASE_SECRET_KEY/),
      });
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await startEmbedded('The embedded storage server', embeddedStorageServer(), 'storage answers 503');
    expect(logged.mock.calls.join('\n')).toMatch(/The embedded storage server refuses to run/);
    logged.mockRestore();
  });

  it('serves with keys of its own, and on the development keys on a loopback site URL', async () => {
    production({ SUPABASE_SECRET_KEY: 'sb_secret_own', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_own' });
    expect((await import('@/lib/storage/embedded')).settingsFromConfig().refusals).toEqual([]);

    vi.resetModules();
    production({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3100' });
    expect((await import('@/lib/storage/embedded')).settingsFromConfig().refusals).toEqual([]);
  });
});
