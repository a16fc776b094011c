// lib/storage's front door against the embedded storage server over real HTTP: the documents bucket, objects
// stored, read, streamed and removed, and signed URLs that point at the app's public origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageEnvironment, type StorageEnvironment } from '../fixtures/storage';

let env: StorageEnvironment;
let storage: typeof import('@/lib/storage');

beforeAll(async () => {
  env = await startStorageEnvironment();
  storage = await import('@/lib/storage');
});

afterAll(async () => {
  await env.close();
});

const pdf = new TextEncoder().encode('%PDF-1.7 a tender specification');

describe('the documents bucket', () => {
  it('is created private on first use, and ensuring it again (also concurrently) changes nothing', async () => {
    await Promise.all([storage.ensureBucket(storage.documentsBucket), storage.ensureBucket(storage.documentsBucket)]);
    await storage.ensureBucket(storage.documentsBucket);
    const { data } = await storage.getStorageClient().getBucket('tender-documents');
    expect(data).toMatchObject({ id: 'tender-documents', public: false });
  });
});

describe('objects', () => {
  it('stores bytes with their type, replaces them on a second put, and reads them back', async () => {
    await storage.putObject('blobs/ab/first', pdf, 'application/pdf');
    expect(await storage.getObject('blobs/ab/first')).toEqual({ bytes: pdf, contentType: 'application/pdf' });

    const replaced = new TextEncoder().encode('replaced');
    expect(await storage.putObject('blobs/ab/first', replaced, 'text/plain')).toEqual({ path: 'blobs/ab/first' });
    expect(await storage.getObject('blobs/ab/first')).toEqual({ bytes: replaced, contentType: 'text/plain' });
  });

  it('stores a stream and streams an object back', async () => {
    const parts = ['page one\n', 'page two\n', 'page three\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    await storage.putObject('uploads/streamed.txt', body, 'text/plain');
    const stream = await storage.getObjectStream('uploads/streamed.txt');
    expect(await new Response(stream).text()).toBe(parts.join(''));
  });

  it('answers null for an object that does not exist, and removes objects returning those that did', async () => {
    expect(await storage.getObject('blobs/none')).toBeNull();
    expect(await storage.getObjectStream('blobs/none')).toBeNull();
    expect(await storage.getObject('x', { bucket: 'no-such-bucket' })).toBeNull();

    await storage.putObject('blobs/cd/gone', pdf, 'application/pdf');
    expect(await storage.removeObjects(['blobs/cd/gone', 'blobs/cd/never'])).toEqual(['blobs/cd/gone']);
    expect(await storage.getObject('blobs/cd/gone')).toBeNull();
    expect(await storage.removeObjects([])).toEqual([]);

    // More keys than storage takes in one request go in batches.
    await storage.putObject('blobs/cd/last', pdf, 'application/pdf');
    const many = [...Array.from({ length: 1200 }, (_, i) => `blobs/cd/missing-${i}`), 'blobs/cd/last'];
    expect(await storage.removeObjects(many)).toEqual(['blobs/cd/last']);
  });

  it("fails with storage's status and code for a key storage refuses", async () => {
    // Storage keys are S3-safe ASCII: a file name as people write it is not a key.
    const failure = await storage
      .putObject('uploads/Ausschreibung-Müller.pdf', pdf, 'application/pdf')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(storage.StorageRequestError);
    expect(failure).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    // fetch resolves the dot segments before sending: the request names no object route at all.
    await expect(storage.putObject('../../outside', pdf, 'application/pdf')).rejects.toBeInstanceOf(
      storage.StorageRequestError,
    );
  });
});

describe('signed URLs', () => {
  it('point at the public origin of the app (not the loopback address), and open without a key', async () => {
    await storage.putObject('blobs/ef/signed', pdf, 'application/pdf');
    const byDefault = await storage.signedUrl('blobs/ef/signed', 300);
    // NODE_ENV=test without a site URL: the browser is on localhost at this server's port.
    expect(byDefault).toMatch(
      new RegExp(`^http://localhost:${env.http.port}/storage/v1/object/sign/tender-documents/blobs/ef/signed\\?token=`),
    );

    const onThisHost = await storage.signedUrl('blobs/ef/signed', 300, { origin: env.http.origin });
    expect(new URL(onThisHost).pathname).toBe(new URL(byDefault).pathname);
    const response = await fetch(onThisHost);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);

    const saved = await storage.signedUrl('blobs/ef/signed', 300, { origin: env.http.origin, download: 'spec.pdf' });
    expect((await fetch(saved)).headers.get('content-disposition')).toBe(
      `attachment; filename="spec.pdf"; filename*=UTF-8''spec.pdf`,
    );
    // A name with quotes, a space and non-ASCII letters comes back as it was given, encoded once.
    const named = await storage.signedUrl('blobs/ef/signed', 300, {
      origin: env.http.origin,
      download: 'Angebot "Los 2" für Wien.pdf',
    });
    expect((await fetch(named)).headers.get('content-disposition')).toBe(
      `attachment; filename="Angebot _Los 2_ fur Wien.pdf"; filename*=UTF-8''Angebot%20%22Los%202%22%20f%C3%BCr%20Wien.pdf`,
    );
  });

  it('are refused for an object that does not exist', async () => {
    await expect(storage.signedUrl('blobs/none', 60)).rejects.toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});
