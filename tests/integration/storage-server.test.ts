// The embedded storage server driven by the real supabase-js storage client over HTTP (no mocks): buckets,
// uploads, downloads, listing, signed URLs, removal, the service-key gate, key rules and the size cap, in
// storage-api's wire format (failures answer HTTP 400 with the failure's own status in the body).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StorageApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  developmentPublishableKey,
  developmentSecretKey,
  startStorageEnvironment,
  storageClient,
  type StorageEnvironment,
} from '../fixtures/storage';
import { fromThisMachine } from '../support/peers';

const SIZE_LIMIT = 64 * 1024;
let env: StorageEnvironment;
let storage: ReturnType<typeof storageClient>;

beforeAll(async () => {
  env = await startStorageEnvironment({ STORAGE_FILE_SIZE_LIMIT: '64KB' });
  storage = storageClient(env.http.origin, developmentSecretKey);
});

afterAll(async () => {
  await env.close();
});

let counter = 0;
/** A fresh bucket per test, so tests never see each other's objects. */
async function newBucket(label: string, options: { public: boolean } = { public: false }): Promise<string> {
  counter += 1;
  const name = `${label}-${counter}`;
  const { error } = await storage.createBucket(name, options);
  if (error) throw error;
  return name;
}

const bytesOf = (text: string) => new TextEncoder().encode(text);
const api = (path: string) => `${env.http.origin}/storage/v1${path}`;
const serviceHeaders = { apikey: developmentSecretKey, Authorization: `Bearer ${developmentSecretKey}` };

function apiError(error: unknown): StorageApiError {
  expect(error).toBeInstanceOf(StorageApiError);
  return error as StorageApiError;
}

async function download(bucket: string, path: string): Promise<Uint8Array> {
  const { data, error } = await storage.from(bucket).download(path);
  if (error) throw error;
  return new Uint8Array(await data.arrayBuffer());
}

describe('buckets', () => {
  it('creates a private bucket, gets and lists it, and refuses a second one of the same name', async () => {
    const created = await storage.createBucket('created-bucket', { public: false });
    expect(created).toEqual({ data: { name: 'created-bucket' }, error: null });

    const { data } = await storage.getBucket('created-bucket');
    expect(data).toMatchObject({ id: 'created-bucket', name: 'created-bucket', public: false, owner: '' });
    expect(Date.parse(data!.created_at)).not.toBeNaN();
    const listed = await storage.listBuckets();
    expect(listed.data?.map((b) => b.id)).toContain('created-bucket');

    const again = apiError((await storage.createBucket('created-bucket', { public: false })).error);
    expect({ status: again.status, statusCode: again.statusCode, message: again.message }).toEqual({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
  });

  it('answers a missing bucket with NoSuchBucket and a bad name with InvalidBucketName', async () => {
    const missing = apiError((await storage.getBucket('no-such-bucket')).error);
    expect([missing.statusCode, missing.code, missing.message]).toEqual(['404', 'NoSuchBucket', 'Bucket not found']);
    const upload = apiError((await storage.from('no-such-bucket').upload('a.txt', bytesOf('x'))).error);
    expect(upload.code).toBe('NoSuchBucket');

    const bad = apiError((await storage.createBucket('../escape', { public: false })).error);
    expect([bad.statusCode, bad.code]).toEqual(['400', 'InvalidBucketName']);
    expect(existsSync(join(env.root, '..', 'escape'))).toBe(false);
  });

  it('deletes an empty bucket only', async () => {
    const bucket = await newBucket('deleted');
    await storage.from(bucket).upload('kept.txt', bytesOf('kept'));
    const refused = apiError((await storage.deleteBucket(bucket)).error);
    expect([refused.statusCode, refused.code]).toEqual(['409', 'ResourceNotEmpty']);

    expect((await storage.emptyBucket(bucket)).error).toBeNull();
    expect((await storage.deleteBucket(bucket)).data).toEqual({ message: 'Successfully deleted' });
    expect(apiError((await storage.getBucket(bucket)).error).code).toBe('NoSuchBucket');
  });
});

describe('uploads and downloads', () => {
  it('stores bytes on disk under the bucket and key, and downloads them with the type and cache control given', async () => {
    const bucket = await newBucket('bytes');
    const pdf = new Uint8Array(5000).map((_, i) => i % 251);
    const { data, error } = await storage
      .from(bucket)
      .upload('folder/sub/file.pdf', pdf, { contentType: 'application/pdf', cacheControl: '120' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'folder/sub/file.pdf', fullPath: `${bucket}/folder/sub/file.pdf` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);

    expect(await download(bucket, 'folder/sub/file.pdf')).toEqual(pdf);
    expect(new Uint8Array(readFileSync(join(env.root, bucket, 'folder', 'sub', 'file.pdf')))).toEqual(pdf);

    const response = await fetch(api(`/object/${bucket}/folder/sub/file.pdf`), { headers: serviceHeaders });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('max-age=120');
    expect(response.headers.get('content-length')).toBe('5000');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    await response.arrayBuffer();

    const again = await fetch(api(`/object/authenticated/${bucket}/folder/sub/file.pdf`), {
      headers: { ...serviceHeaders, 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    const head = await fetch(api(`/object/${bucket}/folder/sub/file.pdf`), { method: 'HEAD', headers: serviceHeaders });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, '5000']);
  });

  it('takes a Blob as multipart form data, with the type of the blob', async () => {
    const bucket = await newBucket('blob');
    const blob = new Blob(['<p>hello</p>'], { type: 'text/html' });
    const { error } = await storage.from(bucket).upload('page.html', blob, { cacheControl: '60' });
    expect(error).toBeNull();
    const response = await fetch(api(`/object/${bucket}/page.html`), { headers: serviceHeaders });
    expect(await response.text()).toBe('<p>hello</p>');
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    // Served from the app's own origin: active content cannot run with the app's cookies.
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('refuses an upload over an existing object unless upsert is set, which replaces it and keeps its id', async () => {
    const bucket = await newBucket('upsert');
    const first = await storage.from(bucket).upload('doc.txt', bytesOf('first'), { contentType: 'text/plain' });

    const refused = apiError((await storage.from(bucket).upload('doc.txt', bytesOf('second'))).error);
    expect({ status: refused.status, statusCode: refused.statusCode, message: refused.message }).toEqual({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(new TextDecoder().decode(await download(bucket, 'doc.txt'))).toBe('first');

    const replaced = await storage.from(bucket).upload('doc.txt', bytesOf('second'), { upsert: true });
    expect(replaced.data?.id).toBe(first.data?.id);
    expect(new TextDecoder().decode(await download(bucket, 'doc.txt'))).toBe('second');

    const updated = await storage.from(bucket).update('doc.txt', bytesOf('third'), { contentType: 'text/markdown' });
    expect(updated.error).toBeNull();
    const { data } = await storage.from(bucket).download('doc.txt');
    expect([await data!.text(), data!.type]).toEqual(['third', 'text/markdown']);
  });

  it('lets exactly one of two concurrent uploads of a new key win', async () => {
    const bucket = await newBucket('race');
    const results = await Promise.all(
      ['a', 'b', 'c'].map((text) => storage.from(bucket).upload('same.txt', bytesOf(text))),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.statusCode === '409')).toHaveLength(2);
    const winner = ['a', 'b', 'c'][results.findIndex((r) => r.error === null)];
    expect(new TextDecoder().decode(await download(bucket, 'same.txt'))).toBe(winner);
  });

  it('answers info and exists from the metadata', async () => {
    const bucket = await newBucket('info');
    await storage.from(bucket).upload('a/b.txt', bytesOf('twelve bytes'), { contentType: 'text/plain' });
    const { data } = await storage.from(bucket).info('a/b.txt');
    expect(data).toMatchObject({ name: 'a/b.txt', bucketId: bucket, size: 12, contentType: 'text/plain' });
    expect((await storage.from(bucket).exists('a/b.txt')).data).toBe(true);
    expect((await storage.from(bucket).exists('a/missing.txt')).data).toBe(false);
  });
});

describe('listing', () => {
  let bucket: string;
  beforeAll(async () => {
    bucket = await newBucket('list');
    for (const path of ['docs/b.pdf', 'docs/a.pdf', 'docs/C.pdf', 'docs/sub/x.txt', 'docs/sub2/y.txt', 'top.txt']) {
      const { error } = await storage.from(bucket).upload(path, bytesOf(path), { contentType: 'text/plain' });
      if (error) throw error;
    }
  });

  it('lists the folders and then the objects directly under a prefix, with their metadata', async () => {
    const { data, error } = await storage.from(bucket).list('docs');
    expect(error).toBeNull();
    expect(data!.map((e) => e.name)).toEqual(['sub', 'sub2', 'C.pdf', 'a.pdf', 'b.pdf']);
    expect(data![0]).toEqual({
      name: 'sub',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(data![3]!.metadata).toMatchObject({
      size: 'docs/a.pdf'.length,
      mimetype: 'text/plain',
      cacheControl: 'max-age=3600',
      contentLength: 'docs/a.pdf'.length,
      httpStatusCode: 200,
    });
    expect((await storage.from(bucket).list()).data!.map((e) => e.name)).toEqual(['docs', 'top.txt']);
    expect((await storage.from(bucket).list('docs/')).data!.map((e) => e.name)).toHaveLength(5);
  });

  it('pages with limit and offset, sorts, and searches by the start of a name in any case', async () => {
    const page = async (limit: number, offset: number) =>
      (await storage.from(bucket).list('docs', { limit, offset })).data!.map((e) => e.name);
    expect(await page(2, 0)).toEqual(['sub', 'sub2']);
    expect(await page(2, 2)).toEqual(['C.pdf', 'a.pdf']);
    expect(await page(2, 4)).toEqual(['b.pdf']);

    const desc = await storage.from(bucket).list('docs', { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data!.map((e) => e.name)).toEqual(['sub2', 'sub', 'b.pdf', 'a.pdf', 'C.pdf']);
    const byCreation = await storage.from(bucket).list('docs', { sortBy: { column: 'created_at', order: 'asc' } });
    expect(byCreation.data!.map((e) => e.name)).toEqual(['sub', 'sub2', 'b.pdf', 'a.pdf', 'C.pdf']);

    const found = await storage.from(bucket).list('docs', { search: 'c' });
    expect(found.data!.map((e) => e.name)).toEqual(['C.pdf']);
    expect((await storage.from(bucket).list('nothing-here')).data).toEqual([]);
  });
});

describe('signed URLs', () => {
  let bucket: string;
  beforeAll(async () => {
    bucket = await newBucket('signed');
    await storage.from(bucket).upload('reports/q1 final.pdf', bytesOf('%PDF-1.7 signed'), {
      contentType: 'application/pdf',
    });
    await storage.from(bucket).upload('other.pdf', bytesOf('%PDF other'), { contentType: 'application/pdf' });
  });

  it('creates a URL anyone can open, without a key, until it expires', async () => {
    const { data, error } = await storage.from(bucket).createSignedUrl('reports/q1 final.pdf', 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(
      new RegExp(`^${env.http.origin}/storage/v1/object/sign/${bucket}/reports/q1%20final\\.pdf\\?token=[\\w-]+\\.`),
    );
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.text()).toBe('%PDF-1.7 signed');

    const asDownload = await storage.from(bucket).createSignedUrl('other.pdf', 60, { download: 'Offer 2026.pdf' });
    const saved = await fetch(asDownload.data!.signedUrl);
    // RFC 6266: a quoted ASCII fallback, and the name percent-encoded once in filename* (storage-api writes
    // `filename=Offer%202026.pdf`, which a client reading only `filename` shows encoded).
    expect(saved.headers.get('content-disposition')).toBe(
      `attachment; filename="Offer 2026.pdf"; filename*=UTF-8''Offer%202026.pdf`,
    );
  });

  it('refuses a URL once it has expired, by the clock of a second server on the same data', async () => {
    const { createEmbeddedStorageServer, settingsFromConfig } = await import('@/lib/storage/embedded');
    let time = new Date('2030-01-01T12:00:00Z');
    const clocked = createEmbeddedStorageServer({ settings: settingsFromConfig(), now: () => time });
    env.http.route('/clocked/storage/v1', clocked.handle);

    const signed = await fetch(`${env.http.origin}/clocked/storage/v1/object/sign/${bucket}/other.pdf`, {
      method: 'POST',
      headers: { ...serviceHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresIn: 1 }),
    });
    const { signedURL } = (await signed.json()) as { signedURL: string };
    const url = `${env.http.origin}/clocked/storage/v1${signedURL}`;

    expect((await fetch(url)).status).toBe(200);
    time = new Date('2030-01-01T12:00:01Z');
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
  });

  it('refuses a tampered token and a token for another object', async () => {
    const { data } = await storage.from(bucket).createSignedUrl('other.pdf', 60);
    const url = new URL(data!.signedUrl);
    const [header, payload, signature] = url.searchParams.get('token')!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: (claims.exp as number) + 3600 })).toString('base64url');
    url.searchParams.set('token', `${header}.${forged}.${signature}`);
    const tampered = await fetch(url);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: 'invalid signature',
    });

    const elsewhere = new URL(data!.signedUrl.replace('/other.pdf?', '/reports/q1%20final.pdf?'));
    const refused = await fetch(elsewhere);
    expect(await refused.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const missing = await storage.from(bucket).createSignedUrl('nope.pdf', 60);
    expect(apiError(missing.error).code).toBe('NoSuchKey');
  });

  it('signs several paths at once, reporting the missing ones', async () => {
    const { data } = await storage.from(bucket).createSignedUrls(['other.pdf', 'gone.pdf'], 60);
    expect(data!.map((d) => [d.path, d.error, d.signedUrl !== null])).toEqual([
      ['other.pdf', null, true],
      ['gone.pdf', 'Either the object does not exist or you do not have access to it', false],
    ]);
    expect(await (await fetch(data![0]!.signedUrl!)).text()).toBe('%PDF other');
  });
});

describe('removal', () => {
  it('removes objects (returning the ones that existed) and their files; a download then finds nothing', async () => {
    const bucket = await newBucket('remove');
    await storage.from(bucket).upload('a/one.txt', bytesOf('one'));
    await storage.from(bucket).upload('a/two.txt', bytesOf('two'));
    const { data, error } = await storage.from(bucket).remove(['a/one.txt', 'a/missing.txt']);
    expect(error).toBeNull();
    expect(data!.map((o) => [o.name, o.bucket_id])).toEqual([['a/one.txt', bucket]]);
    expect(existsSync(join(env.root, bucket, 'a', 'one.txt'))).toBe(false);

    const gone = apiError((await storage.from(bucket).download('a/one.txt')).error);
    expect({ status: gone.status, statusCode: gone.statusCode, code: gone.code, message: gone.message }).toEqual({
      status: 400,
      statusCode: '404',
      code: 'NoSuchKey',
      message: 'Object not found',
    });
    expect(await download(bucket, 'a/two.txt')).toEqual(bytesOf('two'));
    expect((await storage.from(bucket).list('a')).data!.map((e) => e.name)).toEqual(['two.txt']);
  });
});

describe('the service key', () => {
  it('is required for everything but signed downloads: no key is 401, the publishable key is refused', async () => {
    const bucket = await newBucket('keys');
    await storage.from(bucket).upload('secret.txt', bytesOf('secret'));

    const anonymous = await fetch(api(`/object/${bucket}/secret.txt`));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      statusCode: '401',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'No API key found in request',
    });

    const browser = storageClient(env.http.origin, developmentPublishableKey);
    const calls = [
      await browser.from(bucket).download('secret.txt'),
      await browser.from(bucket).upload('planted.txt', bytesOf('x')),
      await browser.from(bucket).list(),
      await browser.from(bucket).createSignedUrl('secret.txt', 60),
      await browser.from(bucket).remove(['secret.txt']),
      await browser.getBucket(bucket),
      await browser.createBucket('planted-bucket', { public: true }),
    ];
    for (const { error } of calls) {
      const refused = apiError(error);
      expect([refused.status, refused.statusCode, refused.code]).toEqual([400, '403', 'AccessDenied']);
    }
    expect(await download(bucket, 'secret.txt')).toEqual(bytesOf('secret'));
    expect(existsSync(join(env.root, bucket, 'planted.txt'))).toBe(false);

    const otherKey = await fetch(api(`/object/${bucket}/secret.txt`), {
      headers: { apikey: developmentSecretKey, Authorization: 'Bearer some.user.jwt' },
    });
    expect((await otherKey.json()) as object).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });

  it('opens public buckets to anyone, and answers a private bucket there as missing', async () => {
    const open = await newBucket('public', { public: true });
    const closed = await newBucket('private');
    await storage.from(open).upload('logo.png', bytesOf('png'), { contentType: 'image/png' });
    await storage.from(closed).upload('logo.png', bytesOf('png'), { contentType: 'image/png' });
    const publicUrl = storage.from(open).getPublicUrl('logo.png').data.publicUrl;
    expect(await (await fetch(publicUrl)).text()).toBe('png');
    const privateUrl = storage.from(closed).getPublicUrl('logo.png').data.publicUrl;
    expect(await (await fetch(privateUrl)).json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });
});

describe('keys that would leave the bucket', () => {
  it('refuses dot segments, absolute paths, backslashes, NUL and empty segments with InvalidKey', async () => {
    const bucket = await newBucket('traversal');
    const before = readdirSync(env.root).sort();
    for (const key of [
      '..%2F..%2Fescaped.txt',
      'a%2F..%2F..%2F..%2Fescaped.txt',
      '%2Fetc%2Fescaped.txt',
      'a%5C..%5Cescaped.txt',
      'a%00.txt',
      'a//b.txt',
      'a%2F.%2Fb.txt',
    ]) {
      const response = await fetch(api(`/object/${bucket}/${key}`), {
        method: 'POST',
        headers: { ...serviceHeaders, 'Content-Type': 'text/plain', 'x-upsert': 'true' },
        body: 'planted',
      });
      const body = (await response.json()) as { statusCode: string; code: string };
      expect([response.status, body.statusCode, body.code], key).toEqual([400, '400', 'InvalidKey']);
    }
    const viaClient = apiError((await storage.from(bucket).download('..%2F..%2Fescaped.txt')).error);
    expect(viaClient.code).toBe('InvalidKey');
    expect(readdirSync(env.root).sort()).toEqual(before);
    expect(existsSync(join(env.root, bucket))).toBe(false);
    expect(existsSync(join(env.root, '..', 'escaped.txt'))).toBe(false);
  });

  it('refuses an object where a folder of another object is, rather than losing either', async () => {
    const bucket = await newBucket('conflict');
    await storage.from(bucket).upload('a/b.txt', bytesOf('inside'));
    const clash = apiError((await storage.from(bucket).upload('a', bytesOf('file'), { upsert: true })).error);
    expect([clash.statusCode, clash.code]).toEqual(['409', 'KeyAlreadyExists']);
    expect(await download(bucket, 'a/b.txt')).toEqual(bytesOf('inside'));
    expect(apiError((await storage.from(bucket).download('a')).error).code).toBe('NoSuchKey');
  });
});

describe('the size cap', () => {
  const uploadsLeft = () =>
    existsSync(join(env.root, '.uploads')) ? readdirSync(join(env.root, '.uploads')).length : 0;

  it('stores an object of exactly the limit and refuses one byte more with 413, keeping nothing', async () => {
    const bucket = await newBucket('cap');
    expect((await storage.from(bucket).upload('max.bin', new Uint8Array(SIZE_LIMIT))).error).toBeNull();
    const over = apiError((await storage.from(bucket).upload('over.bin', new Uint8Array(SIZE_LIMIT + 1))).error);
    expect({ status: over.status, statusCode: over.statusCode, code: over.code, message: over.message }).toEqual({
      status: 400,
      statusCode: '413',
      code: 'EntityTooLarge',
      message: 'The object exceeded the maximum allowed size',
    });
    const asBlob = await storage.from(bucket).upload('over.pdf', new Blob([new Uint8Array(SIZE_LIMIT + 1)]));
    expect(apiError(asBlob.error).statusCode).toBe('413');
    expect(existsSync(join(env.root, bucket, 'over.bin'))).toBe(false);
    expect(uploadsLeft()).toBe(0);
  });

  it('counts the bytes of a stream without a declared length, and honours a lower bucket limit', async () => {
    const bucket = await newBucket('cap-stream');
    const { createEmbeddedStorageServer, settingsFromConfig } = await import('@/lib/storage/embedded');
    const server = createEmbeddedStorageServer({ settings: settingsFromConfig() });
    const chunk = new Uint8Array(16 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 10 * SIZE_LIMIT) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await server.handle(
      fromThisMachine(
        new Request(api(`/object/${bucket}/stream.bin`), {
          method: 'POST',
          headers: { ...serviceHeaders, 'Content-Type': 'application/octet-stream' },
          body,
          duplex: 'half',
        } as RequestInit),
      ),
    );
    expect(await response.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    // It stopped reading soon after the limit instead of taking in the whole stream.
    expect(sent).toBeLessThan(2 * SIZE_LIMIT);
    expect(uploadsLeft()).toBe(0);

    const small = 'small-limit';
    await storage.createBucket(small, { public: false, fileSizeLimit: 10, allowedMimeTypes: ['text/*'] });
    expect((await storage.from(small).upload('ten.txt', bytesOf('0123456789'))).error).toBeNull();
    expect(apiError((await storage.from(small).upload('eleven.txt', bytesOf('0123456789A'))).error).statusCode).toBe(
      '413',
    );
    const wrongType = await storage.from(small).upload('x.pdf', bytesOf('%PDF'), { contentType: 'application/pdf' });
    expect([apiError(wrongType.error).statusCode, apiError(wrongType.error).code]).toEqual(['415', 'InvalidMimeType']);
  });
});

describe('start-up', () => {
  it('sweeps the temporary files of uploads that died with their process', async () => {
    const { createEmbeddedStorageServer, settingsFromConfig } = await import('@/lib/storage/embedded');
    const folder = join(env.root, '.uploads');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'abandoned'), 'half an upload');
    writeFileSync(join(folder, 'in-progress'), 'another process is writing this');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    utimesSync(join(folder, 'abandoned'), twoHoursAgo, twoHoursAgo);

    await createEmbeddedStorageServer({ settings: settingsFromConfig() }).prepare();
    expect(readdirSync(folder)).toEqual(['in-progress']);
    expect(statSync(join(folder, 'in-progress')).size).toBeGreaterThan(0);
    rmSync(join(folder, 'in-progress'));
  });
});
