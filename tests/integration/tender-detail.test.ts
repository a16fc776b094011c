// The tender page's data and behaviour below the browser: saving through the server action (signed-in users
// only, visible tenders only), the saved list, related tenders, the notice history of a changed notice, the
// notice's languages, metadata and JSON-LD. Signed-in requests carry real sessions from the embedded auth server.
import type { Session } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb, profiles, savedTenders, tenderNotices, tenders, type Database } from '@/lib/db';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { tenderJsonLd } from '@/lib/tenders/seo';
import { loadTenderPageDetails, noticeInLanguage } from '@/lib/tenders/detail';
import { findTender } from '@/lib/tenders/queries';
import { listSavedTenders, saveTender, unsaveTender } from '@/lib/tenders/saved';
import { tenderMetaDescription } from '@/lib/tenders/seo';
import { sessionCookieValue, signUpSession, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

let db: Database;
let env: AuthEnvironment;
let cookieName = '';
let owner: Session;
let stranger: Session;
let privateId = '';

/** Runs `work` as inside a request of `session`'s browser (or a signed-out one). */
async function asRequest<T>(session: Session | null, work: () => Promise<T>): Promise<T> {
  const headers: Record<string, string> = session ? { cookie: `${cookieName}=${sessionCookieValue(session)}` } : {};
  let result: T | undefined;
  await runInRequestScope(new Request('http://localhost/tenders', { headers }), async () => {
    result = await work();
    return new Response(null);
  });
  return result as T;
}

async function setSaved(session: Session | null, tenderId: string, saved: string) {
  const { setTenderSavedAction } = await import('@/app/(workspace)/tenders/[tenderId]/actions');
  const form = new FormData();
  form.set('tenderId', tenderId);
  form.set('saved', saved);
  return asRequest(session, () => setTenderSavedAction(null, form));
}

async function idOf(publicationNumber: string) {
  const [row] = await db
    .select({ id: tenderNotices.tenderId })
    .from(tenderNotices)
    .where(eq(tenderNotices.publicationNumber, publicationNumber));
  return row!.id;
}

async function idByTitle(title: string) {
  const [row] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.title, title));
  return row!.id;
}

beforeAll(async () => {
  env = await startAuthEnvironment();
  ({ authCookieName: cookieName } = await import('@/lib/auth/cookies'));
  db = await getDb();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
  await importFiles(db, await expandInputs(['lib/ingest/samples/eforms-sdk-examples']), { drafts: true });
  [owner, stranger] = [await signUpSession(env.http.origin, 'detail'), await signUpSession(env.http.origin, 'detail')];
  await db
    .insert(profiles)
    .values([{ userId: owner.user.id }, { userId: stranger.user.id }])
    .onConflictDoNothing();
  // A private tender, as a user adds one: a copy of a real one, same country and CPV, owned by `owner`.
  const source = await findTender(db, { userId: null }, await idOf('622691-2023'));
  privateId = 'ffff000000000002';
  await db.insert(tenders).values({
    ...source!,
    id: privateId,
    source: 'user',
    procedureKey: 'user:detail',
    visibility: 'private',
    ownerId: owner.user.id,
  });
}, 120_000);

afterAll(async () => {
  await env.close();
});

describe('saving a tender', () => {
  it('saves and unsaves through the server action for a signed-in user, and lists saved tenders newest first', async () => {
    const first = await idOf('622691-2023');
    const second = await idOf('468740-2024');
    expect(await setSaved(owner, first, 'true')).toEqual({ ok: true, data: { saved: true } });
    expect(await setSaved(owner, second, 'true')).toEqual({ ok: true, data: { saved: true } });
    expect(await setSaved(owner, second, 'true')).toEqual({ ok: true, data: { saved: true } });
    expect((await listSavedTenders(db, owner.user.id)).map((t) => t.id)).toEqual([second, first]);
    expect(await listSavedTenders(db, stranger.user.id)).toEqual([]);

    expect(await setSaved(owner, second, 'false')).toEqual({ ok: true, data: { saved: false } });
    expect((await listSavedTenders(db, owner.user.id)).map((t) => t.id)).toEqual([first]);
    await unsaveTender(db, owner.user.id, first);
  });

  it('refuses signed-out visitors, malformed input, and tenders the user cannot see', async () => {
    const id = await idOf('622691-2023');
    expect(await setSaved(null, id, 'true')).toMatchObject({
      ok: false,
      error: 'Your session has ended. Sign in again to continue.',
    });
    expect(await setSaved(owner, 'not-an-id', 'true')).toMatchObject({
      ok: false,
      fieldErrors: { tenderId: ['Not a tender id.'] },
    });
    expect(await setSaved(owner, id, 'maybe')).toMatchObject({ ok: false, fieldErrors: { saved: expect.any(Array) } });
    expect(await setSaved(stranger, privateId, 'true')).toEqual({ ok: false, error: 'This tender no longer exists.' });
    expect(await setSaved(stranger, '0123456789abcdef', 'true')).toEqual({
      ok: false,
      error: 'This tender no longer exists.',
    });
    expect(await db.select().from(savedTenders).where(eq(savedTenders.userId, stranger.user.id))).toEqual([]);
  });

  it('lets the owner save their private tender, and drops a tender from the list once it is no longer visible', async () => {
    expect(await saveTender(db, owner.user.id, privateId)).toBe(true);
    expect((await listSavedTenders(db, owner.user.id)).map((t) => t.id)).toEqual([privateId]);
    // Were the row ever saved by someone who cannot see it, the list still would not show it.
    await db.insert(savedTenders).values({ userId: stranger.user.id, tenderId: privateId });
    expect(await listSavedTenders(db, stranger.user.id)).toEqual([]);
  });
});

describe('the tender page data', () => {
  it('relates tenders of the same country and CPV division, never private ones of others or sample data', async () => {
    const id = await idOf('622691-2023');
    const tender = (await findTender(db, { userId: null }, id))!;
    const anonymous = await loadTenderPageDetails(tender, { userId: null });
    expect(anonymous.saved).toBeNull();
    for (const related of anonymous.related) {
      const row = (await findTender(db, { userId: null }, related.id))!;
      expect(row).toMatchObject({ countryCode: tender.countryCode, isSample: false });
      expect(row.cpvTree).toContain(`${tender.cpvCode?.slice(0, 2)}000000`);
    }
    expect(anonymous.related.map((r) => r.id)).not.toContain(privateId);
    expect(anonymous.related.map((r) => r.id)).not.toContain(id);
    const forOwner = await loadTenderPageDetails(tender, { userId: owner.user.id });
    expect(forOwner.related.map((r) => r.id)).toContain(privateId);
    expect(forOwner.saved).toBe(false);
  });

  it('shows what a change notice changed: the new deadline against the old', async () => {
    const id = await idByTitle(
      'Term Contract for a Planned Programme of In-service Inspection and Testing of Electrical Equipment',
    );
    const tender = (await findTender(db, { userId: null }, id))!;
    const { history } = await loadTenderPageDetails(tender, { userId: null });
    expect(history.map((h) => h.notice.noticeType)).toEqual(['change', 'competition']);
    expect(history[1]!.changes).toBeNull();
    expect(history[0]!.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'Deadline' })]));
    const deadline = history[0]!.changes!.find((c) => c.field === 'Deadline')!;
    expect(deadline.before).not.toBe(deadline.after);
  });

  it('gives a single-notice tender a history of one first notice', async () => {
    const id = await idOf('468740-2024');
    const { history, awards } = await loadTenderPageDetails((await findTender(db, { userId: null }, id))!, {
      userId: null,
    });
    expect(history).toEqual([
      expect.objectContaining({
        changes: null,
        // Read from the notice's stored facts: the history names the procedure in plain words.
        procedureType: 'open',
        notice: expect.objectContaining({ publicationNumber: '468740-2024' }),
      }),
    ]);
    expect(awards.length).toBeGreaterThan(0);
  });

  it('switches the notice text to another of its languages, and ignores languages it does not have', async () => {
    // A Belgian notice published in French and Dutch.
    const tender = (await db.select().from(tenders).where(eq(tenders.source, 'ted'))).find(
      (t) => Object.keys(t.titles).length > 1,
    )!;
    const other = Object.keys(tender.titles).find((code) => code !== tender.languageCode)!;
    expect(noticeInLanguage(tender, other)).toMatchObject({ lang: other, title: tender.titles[other] });
    expect(noticeInLanguage(tender, 'xx')).toMatchObject({
      lang: tender.languageCode,
      title: tender.titles[tender.languageCode] ?? tender.title,
    });
    expect(noticeInLanguage(tender, ['de', 'fr']).lang).toBe(tender.languageCode);
    expect(noticeInLanguage(tender, undefined).languages[0]).toBe(tender.languageCode);
  });
});

describe('metadata and structured data', () => {
  it('describes the tender by its first sentences, within a search snippet, else by a sentence of facts', async () => {
    const text = (description: string | null) =>
      tenderMetaDescription({ description, contractingAuthorityName: 'Stadt Wien', countryCode: 'AT', cpvCode: null });
    expect(text('Reinigung von ca. 85 Gebäuden. Die Laufzeit beträgt 24 Monate. Angebote bis Nr. 5 einreichen.')).toBe(
      'Reinigung von ca. 85 Gebäuden. Die Laufzeit beträgt 24 Monate. Angebote bis Nr. 5 einreichen.',
    );
    // Sentences are added while they fit 160 characters, never cut.
    const long = `Die Leistung umfasst die Reinigung aller Amtsgebäude. ${'Weitere Angaben folgen hier. '.repeat(6)}`;
    expect(text(long)).toBe(
      'Die Leistung umfasst die Reinigung aller Amtsgebäude. Weitere Angaben folgen hier. Weitere Angaben folgen hier. Weitere Angaben folgen hier.',
    );
    expect(text(null)).toBe('Public tender by Stadt Wien, Austria.');
    // Its first sentence alone is longer than a snippet.
    const tender = (await findTender(db, { userId: null }, await idOf('622691-2023')))!;
    expect(tenderMetaDescription(tender)).toMatch(/^Public tender by .+, Germany: .+ \(CPV \d{8}\)\.$/);
  });

  it('writes whole sentences: a description that starts with a heading or a list gives a sentence of facts', async () => {
    // Its description begins with a heading and a list of drawings; its one sentence comes last and holds a
    // path ("… (https://www.provia.at) > Veröffentlichungen > …") that once made the snippet start mid-way.
    const tender = (await findTender(db, { userId: null }, await idOf('741214-2023')))!;
    const description = tenderMetaDescription(tender);
    expect(description).toMatch(/^Public tender by .+, Austria: .+ \(CPV \d{8}\)\.$/);
    expect(description).not.toContain('>');
    const text = (description: string) =>
      tenderMetaDescription({ description, contractingAuthorityName: 'Stadt Wien', countryCode: 'AT', cpvCode: null });
    expect(text(`Erste Zeile ohne Punkt\nZweiter Satz.`)).toBe('Public tender by Stadt Wien, Austria.');
    expect(text(`${'Ein sehr langer Satz '.repeat(10)}ohne Ende.`)).toBe('Public tender by Stadt Wien, Austria.');
  });

  it('gives the page a canonical URL and Open Graph, and keeps sample tenders out of indexes', async () => {
    const { generateMetadata } = await import('@/app/(workspace)/tenders/[tenderId]/page');
    const id = await idOf('622691-2023');
    const real = await asRequest(null, () =>
      generateMetadata({ params: Promise.resolve({ tenderId: id }), searchParams: Promise.resolve({}) }),
    );
    expect(real).toMatchObject({
      alternates: { canonical: `https://tenderscope.eu/tenders/${id}` },
      openGraph: { url: `https://tenderscope.eu/tenders/${id}`, type: 'website' },
    });
    expect(real.robots).toBeUndefined();

    const sampleId = await idByTitle(
      'Term Contract for a Planned Programme of In-service Inspection and Testing of Electrical Equipment',
    );
    const sample = await asRequest(null, () =>
      generateMetadata({ params: Promise.resolve({ tenderId: sampleId }), searchParams: Promise.resolve({}) }),
    );
    expect(sample.robots).toEqual({ index: false, follow: true });
  });

  it('writes JSON-LD naming the buyer, the deadline and the value, that cannot close its script tag', async () => {
    const tender = (await findTender(db, { userId: null }, await idOf('468740-2024')))!;
    const data = tenderJsonLd(
      { ...tender, title: 'A </script><script>alert(1)</script> title' },
      'https://tenderscope.eu/tenders/x',
    );
    const [demand, buyer] = data['@graph'];
    expect(demand).toMatchObject({
      '@type': 'Demand',
      '@id': 'https://tenderscope.eu/tenders/x#demand',
      priceSpecification: [{ '@type': 'PriceSpecification', price: 650000, priceCurrency: 'EUR' }],
      eligibleRegion: expect.arrayContaining([expect.objectContaining({ '@type': 'Country', identifier: 'FR' })]),
    });
    expect(buyer).toMatchObject({
      '@type': 'Organization',
      name: 'Ville de Bourgoin-Jallieu',
      seeks: { '@id': 'https://tenderscope.eu/tenders/x#demand' },
    });
    const withDeadline = tenderJsonLd(
      { ...tender, deadlineDate: new Date('2026-12-01T11:00:00Z') },
      'https://tenderscope.eu/tenders/x',
    );
    expect(withDeadline['@graph'][0]).toMatchObject({ validThrough: '2026-12-01T11:00:00.000Z' });
    const json = serializeJsonLd(data);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(data);
  });

  it("in the AT edition, names the EU edition's URL as canonical for tenders of other countries", async () => {
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_EDITION', 'at');
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://at.example.org');
    try {
      const { tenderCanonicalUrl } = await import('@/lib/tenders/seo');
      expect(tenderCanonicalUrl({ id: '0123456789abcdef', countryCode: 'AT' })).toBe(
        'https://at.example.org/tenders/0123456789abcdef',
      );
      expect(tenderCanonicalUrl({ id: '0123456789abcdef', countryCode: 'DE' })).toBe(
        'https://tenderscope.eu/tenders/0123456789abcdef',
      );
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
