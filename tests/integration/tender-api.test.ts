// GET /api/tenders/{id} and the visibility rules every read of tenders shares. Signed-in requests carry a
// real session from the embedded auth server.
import type { Session } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb, profiles, tenderNotices, tenders, type Database } from '@/lib/db';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { parseTenderRef } from '@/lib/tenders/params';
import { findTender, findTenderDetail, findTenderIdByPublicationNumber, visibleTenders } from '@/lib/tenders/queries';

import { sessionCookieValue, signUpSession, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

let db: Database;
let env: AuthEnvironment;
let cookieName = '';
let owner: Session;
let stranger: Session;
let privateId = '';

/** GET /api/tenders/{id} as Next runs it, optionally with a signed-in user's session cookie. */
async function get(id: string, session?: Session) {
  const { GET } = await import('@/app/api/tenders/[id]/route');
  const headers: Record<string, string> = session ? { cookie: `${cookieName}=${sessionCookieValue(session)}` } : {};
  const request = new Request(`http://localhost/api/tenders/${encodeURIComponent(id)}`, { headers });
  return runInRequestScope(request, () => GET(request, { params: Promise.resolve({ id }) }));
}

async function idOf(publicationNumber: string) {
  const [row] = await db
    .select({ id: tenderNotices.tenderId })
    .from(tenderNotices)
    .where(eq(tenderNotices.publicationNumber, publicationNumber));
  return row!.id;
}

beforeAll(async () => {
  env = await startAuthEnvironment();
  ({ authCookieName: cookieName } = await import('@/lib/auth/cookies'));
  db = await getDb();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
  [owner, stranger] = [
    await signUpSession(env.http.origin, 'tenders'),
    await signUpSession(env.http.origin, 'tenders'),
  ];
  // A private tender, as a user would add one: a copy of a real one under another id, owned by `owner`.
  await db
    .insert(profiles)
    .values([{ userId: owner.user.id }, { userId: stranger.user.id }])
    .onConflictDoNothing();
  const source = await findTender(db, { userId: null }, await idOf('622691-2023'));
  privateId = 'ffff000000000001';
  await db.insert(tenders).values({
    ...source!,
    id: privateId,
    source: 'user',
    procedureKey: 'user:1',
    visibility: 'private',
    ownerId: owner.user.id,
  });
});

afterAll(async () => {
  await env.close();
});

describe('GET /api/tenders/{id}', () => {
  it('returns the tender with the stored-form field names, its notices, lots and awards', async () => {
    const id = await idOf('468740-2024');
    const response = await get(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'url',
        'country_code',
        'language_code',
        'title',
        'description',
        'cpv_code',
        'publish_date',
        'deadline_date',
        'contracting_authority_name',
        'contracting_authority_address',
        'contracting_authority_email',
        'subdivision_into_lots',
        'lots_details',
        'estimate_euro_value',
        'estimate_native_value',
        'estimate_native_value_currency',
        'summary_description',
        'notices',
        'awards',
      ]),
    );
    expect(body).toMatchObject({
      id,
      url: 'https://ted.europa.eu/en/notice/-/detail/468740-2024',
      country_code: 'FR',
      language_code: 'fr',
      cpv_code: '39830000',
      publish_date: '2024-08-05',
      contracting_authority_name: 'Ville de Bourgoin-Jallieu',
      subdivision_into_lots: true,
      estimate_euro_value: 650000,
      estimate_native_value: 650000,
      estimate_native_value_currency: 'EUR',
      status: 'awarded',
      notice_type: 'result',
      is_sample: false,
    });
    expect(body.lots_details).toHaveLength(2);
    expect(body.notices).toEqual([
      expect.objectContaining({ publication_number: '468740-2024', notice_type: 'result' }),
    ]);
    expect(body.awards[1]).toMatchObject({
      lot_id: 'LOT-0002',
      winner_name: 'PAREDES CSE SAS',
      value: 14934.65,
      tenders_received: 7,
    });
    expect(body).not.toHaveProperty('search_vector');
  });

  it('answers a publication number, short or long, with 308 to the tender', async () => {
    const id = await idOf('622691-2023');
    for (const number of ['622691-2023', '00622691-2023']) {
      const response = await get(number);
      expect(response.status).toBe(308);
      expect(response.headers.get('location')).toBe(`http://localhost/api/tenders/${id}`);
    }
  });

  it('answers 404 JSON for an unknown id or publication number', async () => {
    for (const id of ['0123456789abcdef', '999999-2024']) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { code: 'tender_not_found', message: expect.stringContaining(id) },
      });
    }
  });

  it('answers 400 JSON naming the parameter for something that cannot be a tender id', async () => {
    for (const id of ['bad id!', 'DROP TABLE', '../etc/passwd', 'x'.repeat(200)]) {
      const response = await get(id);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_tender_id', parameter: 'id' } });
    }
  });

  it('shows a private tender to its owner only', async () => {
    expect((await get(privateId)).status).toBe(404);
    expect((await get(privateId, stranger)).status).toBe(404);
    const response = await get(privateId, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ id: privateId, visibility: 'private' });

    expect(await findTender(db, { userId: null }, privateId)).toBeNull();
    expect(await findTender(db, { userId: stranger.user.id }, privateId)).toBeNull();
    expect((await findTenderDetail(db, { userId: owner.user.id }, privateId))?.tender.ownerId).toBe(owner.user.id);
  });

  it('filters sample data only when asked to', async () => {
    await db
      .update(tenders)
      .set({ isSample: true })
      .where(eq(tenders.id, await idOf('650618-2023')));
    const all = await db
      .select({ id: tenders.id })
      .from(tenders)
      .where(visibleTenders({ userId: null }));
    const real = await db
      .select({ id: tenders.id })
      .from(tenders)
      .where(visibleTenders({ userId: null }, { includeSamples: false }));
    expect(all.length - real.length).toBe(1);
    expect(all).toHaveLength(57);
    expect(await findTenderIdByPublicationNumber(db, { userId: null }, '650618-2023')).not.toBeNull();
  });
});

describe('tender references in URLs', () => {
  it('tells ids from publication numbers and refuses the rest', () => {
    expect(parseTenderRef('0123456789abcdef')).toEqual({ kind: 'id', id: '0123456789abcdef' });
    expect(parseTenderRef('612681-2024')).toEqual({ kind: 'publication-number', publicationNumber: '612681-2024' });
    expect(parseTenderRef('00612681-2024')).toEqual({ kind: 'publication-number', publicationNumber: '612681-2024' });
    for (const bad of ['', '0123456789ABCDEF0', 'abc', '612681-24', '%E0%A4%A', 'bad%20id!', '612681-2024x'])
      expect(parseTenderRef(bad)).toBeNull();
  });
});
