// Tenders users add (issue 6): the form's server actions with real sessions from the embedded auth server,
// the row they write (stored form, CPV and region indexes, euro estimate, search document), who may change
// or delete it, and that it stays private: on its page, in GET /api/tenders/{id} and in search.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInRequiredMessage } from '@/lib/actions';
import { getDb, profiles, tenders, type Database } from '@/lib/db';
import { toEuro } from '@/lib/reference/rates';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { createUserTender, findOwnTender } from '@/lib/tenders/user-tenders';
import { tenderFormFields } from '@/lib/tenders/user-tenders/record';
import { tenderFormSchema } from '@/lib/tenders/user-tenders/schema';
import { sessionCookieValue, signUpSession, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import { callAction, CookieJar } from '../support/browser-jar';
import { NavigationStop } from '../support/next-navigation';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let env: AuthEnvironment;
let db: Database;
let actions: typeof import('@/app/(workspace)/tenders/new/actions') &
  typeof import('@/app/(workspace)/tenders/[tenderId]/edit/actions');

interface User {
  id: string;
  jar: CookieJar;
}
let owner: User;
let stranger: User;
let cookieName = '';

async function newUser(): Promise<User> {
  const session = await signUpSession(env.http.origin, 'user-tenders');
  const jar = new CookieJar();
  jar.cookies.set(cookieName, sessionCookieValue(session));
  return { id: session.user.id, jar };
}

/** A valid form as the browser posts it; `word` makes the tender findable by a query nobody else matches. */
function formFor(word: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    url: 'https://www.wien.gv.at/ausschreibungen/strassen-2026',
    country: 'AT',
    language: 'de',
    title: `Sanierung der Gemeindestraßen ${word}`,
    description: 'Erneuerung von drei Kilometern Fahrbahn samt Gehsteigen.',
    cpvCodes: '45233140',
    publishDate: '2026-11-02',
    deadlineDate: '2099-01-15',
    authorityName: 'Stadt Wien, MA 28',
    authorityAddress: 'Lienfeldergasse 96, 1170 Wien',
    authorityEmail: 'vergabe@ma28.wien.example',
    estimateValue: '2400000',
    estimateValueCurrency: 'CZK',
    isSubdividedIntoLots: 'on',
    ...overrides,
  };
}

function redirectedId(result: unknown): string {
  const target = (result as { redirectedTo?: string }).redirectedTo ?? '';
  const match = /^\/tenders\/([0-9a-f]{16})$/.exec(target);
  if (!match) throw new Error(`Expected a redirect to a tender page, got ${JSON.stringify(result)}`);
  return match[1]!;
}

async function addTender(user: User, word: string, overrides: Record<string, string> = {}): Promise<string> {
  return redirectedId(
    await callAction(env.http.origin, user.jar, actions.createTenderAction, formFor(word, overrides)),
  );
}

async function addTenderWithLots(
  user: User,
  word: string,
  lots: Record<string, string | readonly string[]>,
): Promise<string> {
  return redirectedId(
    await callAction(env.http.origin, user.jar, actions.createTenderAction, { ...formFor(word), ...lots }),
  );
}

async function row(id: string) {
  const [found] = await db.select().from(tenders).where(eq(tenders.id, id));
  return found ?? null;
}

/** A route handler run as Next runs it, with the user's session cookie when given. */
async function get(path: string, user: User | null, handler: (request: Request) => Promise<Response>) {
  const request = new Request(`http://localhost${path}`, { headers: user ? { cookie: user.jar.header() } : {} });
  return runInRequestScope(request, () => handler(request));
}

async function apiTender(id: string, user: User | null): Promise<number> {
  const { GET } = await import('@/app/api/tenders/[id]/route');
  return (await get(`/api/tenders/${id}`, user, (request) => GET(request, { params: Promise.resolve({ id }) }))).status;
}

async function searchIds(query: string, user: User | null): Promise<string[]> {
  const { GET } = await import('@/app/api/tenders/route');
  const response = await get(`/api/tenders?q=${encodeURIComponent(query)}`, user, GET);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id);
}

/** What a page's lookup does for this user: the tender, or the 404 that notFound() throws. */
async function pageLookup(lookup: () => Promise<{ id: string }>, user: User | null): Promise<string | 404> {
  let outcome: string | 404 = 404;
  await get('/', user, async () => {
    try {
      outcome = (await lookup()).id;
    } catch (error) {
      if (!(error instanceof NavigationStop) || error.kind !== 'not-found') throw error;
    }
    return new Response(null, { status: 204 });
  });
  return outcome;
}

beforeAll(async () => {
  env = await startAuthEnvironment();
  ({ authCookieName: cookieName } = await import('@/lib/auth/cookies'));
  actions = {
    ...(await import('@/app/(workspace)/tenders/new/actions')),
    ...(await import('@/app/(workspace)/tenders/[tenderId]/edit/actions')),
  };
  db = await getDb();
  [owner, stranger] = [await newUser(), await newUser()];
});

afterAll(async () => {
  await env.close();
});

describe('adding a tender', () => {
  it('stores a private tender of the user, with the stored form, CPV and region indexes, euro estimate and search document', async () => {
    const id = await addTender(owner, 'Ottakring');
    const tender = await row(id);
    expect(tender).toMatchObject({
      source: 'user',
      visibility: 'private',
      ownerId: owner.id,
      isSample: false,
      url: 'https://www.wien.gv.at/ausschreibungen/strassen-2026',
      countryCode: 'AT',
      languageCode: 'de',
      title: 'Sanierung der Gemeindestraßen Ottakring',
      description: 'Erneuerung von drei Kilometern Fahrbahn samt Gehsteigen.',
      cpvCode: '45233140',
      additionalCpvCodes: [],
      cpvTree: ['45000000', '45200000', '45230000', '45233000', '45233100', '45233140'],
      nutsTree: ['AT'],
      publishDate: '2026-11-02',
      deadlineDate: new Date('2099-01-15T23:59:59Z'),
      deadlineLocal: '2099-01-15',
      contractingAuthorityName: 'Stadt Wien, MA 28',
      contractingAuthorityAddress: 'Lienfeldergasse 96, 1170 Wien',
      contractingAuthorityEmail: 'vergabe@ma28.wien.example',
      subdivisionIntoLots: true,
      estimateNativeValue: 2400000,
      estimateNativeValueCurrency: 'CZK',
      noticeType: 'competition',
      status: 'open',
    });
    const euro = toEuro(2400000, 'CZK', '2026-11-02')!;
    expect(tender!.estimateEuroValue).toBe(euro.value);
    expect(tender!.estimateRateDate).toBe(euro.rateDate);
    // The trigger chose the language's search configuration and wrote the document.
    const [search] = await db
      .select({
        config: sql<string>`${tenders.searchConfig}::text`,
        expected: sql<string>`app.search_config_for(${tenders.languageCode})::text`,
        hasVector: sql<boolean>`${tenders.searchVector} is not null`,
      })
      .from(tenders)
      .where(eq(tenders.id, id));
    expect(search).toEqual({ config: 'german', expected: 'german', hasVector: true });
  });

  it('gives each tender its own stable id and keeps every chosen CPV code, the first as the main one', async () => {
    const values = tenderFormSchema.parse({
      ...formFor('Hietzing'),
      cpvCodes: ['71311000', '45233140-2', '71311000'],
      publishDate: '',
      estimateValue: '',
    });
    const now = new Date('2026-11-20T10:00:00Z');
    const first = await createUserTender(db, owner.id, values, now);
    const second = await createUserTender(db, owner.id, values, now);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.data.id).toMatch(/^[0-9a-f]{16}$/);
    expect(second.data.id).not.toBe(first.data.id);
    expect(await row(first.data.id)).toMatchObject({
      cpvCode: '71311000',
      additionalCpvCodes: ['45233140'],
      cpvTree: [
        '45000000',
        '45200000',
        '45230000',
        '45233000',
        '45233100',
        '45233140',
        '71000000',
        '71300000',
        '71310000',
        '71311000',
      ],
      // No publication date given: the day it was added. No value: no estimate at all.
      publishDate: '2026-11-20',
      estimateNativeValue: null,
      estimateNativeValueCurrency: null,
      estimateEuroValue: null,
    });
  });

  it('saves a tender without CPV codes as unclassified, still found by its words', async () => {
    const values = tenderFormSchema.parse({ ...formFor('Penzing'), cpvCodes: [] });
    const created = await createUserTender(db, owner.id, values, new Date('2026-11-20T10:00:00Z'));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(await row(created.data.id)).toMatchObject({ cpvCode: null, additionalCpvCodes: [], cpvTree: [] });
    expect(await searchIds('Penzing', owner)).toEqual([created.data.id]);
  });

  it('answers bad input with the form messages and writes nothing', async () => {
    const before = await db.$count(tenders, eq(tenders.ownerId, owner.id));
    const result = await callAction(env.http.origin, owner.jar, actions.createTenderAction, {
      url: 'not a link',
      country: '',
      language: '',
      title: ' ',
      publishDate: '2026-11-05',
      deadlineDate: '2026-11-01',
      authorityEmail: 'nobody@',
      estimateValue: '-10',
    });
    expect(result).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: {
        url: ['Invalid URL'],
        country: ['Country is required'],
        language: ['Language is required'],
        title: ['Title is required'],
        authorityEmail: ['Invalid email address'],
        estimateValue: ['Value must be non-negative'],
        estimateValueCurrency: ['Currency is required when value is specified'],
        deadlineDate: ['Deadline must be after publication date'],
      },
    });
    expect(
      await callAction(
        env.http.origin,
        owner.jar,
        actions.createTenderAction,
        formFor('x', { publishDate: '5.11.2026' }),
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: { publishDate: ['Invalid date format'] },
    });
    // Well formed, but not in the CPV vocabulary: only the server can tell.
    expect(
      await callAction(env.http.origin, owner.jar, actions.createTenderAction, formFor('x', { cpvCodes: '99999999' })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { cpvCodes: ['Unknown CPV code: 99999999'] },
    });
    expect(await db.$count(tenders, eq(tenders.ownerId, owner.id))).toBe(before);
  });

  it('refuses a visitor without a session and writes nothing', async () => {
    const before = await db.$count(tenders);
    expect(
      await callAction(env.http.origin, new CookieJar(), actions.createTenderAction, formFor('Anonymous')),
    ).toEqual({
      ok: false,
      error: signInRequiredMessage,
    });
    expect(await db.$count(tenders)).toBe(before);
  });
});

describe('a user tender is private to its owner', () => {
  let id = '';
  const word = 'Floridsdorfbrücke';

  beforeAll(async () => {
    id = await addTender(owner, word);
  });

  it('on its page: the owner sees it, another user and a signed-out visitor get 404', async () => {
    const { getTender } = await import('@/lib/tenders');
    const lookup = () => getTender(id);
    expect(await pageLookup(lookup, owner)).toBe(id);
    expect(await pageLookup(lookup, stranger)).toBe(404);
    expect(await pageLookup(lookup, null)).toBe(404);
  });

  it('in GET /api/tenders/{id}: 200 for the owner, 404 for anyone else', async () => {
    expect(await apiTender(id, owner)).toBe(200);
    expect(await apiTender(id, stranger)).toBe(404);
    expect(await apiTender(id, null)).toBe(404);
  });

  it('in search: the owner finds it, nobody else does', async () => {
    expect(await searchIds(word, owner)).toEqual([id]);
    expect(await searchIds(word, stranger)).toEqual([]);
    expect(await searchIds(word, null)).toEqual([]);
  });

  it('on the edit page: the owner gets the form, anyone else 404, imported tenders too', async () => {
    const { getOwnTender: ownTenderOr404 } = await import('@/lib/tenders');
    expect(await pageLookup(() => ownTenderOr404(id), owner)).toBe(id);
    expect(await pageLookup(() => ownTenderOr404(id), stranger)).toBe(404);
    await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices/00017101-2025.xml']));
    const [imported] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.source, 'ted')).limit(1);
    expect(await pageLookup(() => ownTenderOr404(imported!.id), owner)).toBe(404);
    expect(await pageLookup(() => ownTenderOr404('not-an-id'), owner)).toBe(404);
  });
});

describe("the dashboard's list of a user's own tenders", () => {
  it('lists exactly the signed-in user’s tenders, most recently changed first, and none for a visitor', async () => {
    const lister = await newUser();
    const first = await addTender(lister, 'Simmering');
    const second = await addTender(lister, 'Liesing');
    await addTender(stranger, 'Hietzing');
    await db
      .update(tenders)
      .set({ updatedAt: sql`now() + interval '1 minute'` })
      .where(eq(tenders.id, first));
    const { listOwnTenders } = await import('@/lib/tenders');
    let listed: { id: string; title: string }[] = [];
    await get('/', lister, async () => {
      listed = await listOwnTenders();
      return new Response(null, { status: 204 });
    });
    expect(listed.map((tender) => tender.id)).toEqual([first, second]);
    expect(listed[0]).toMatchObject({ title: 'Sanierung der Gemeindestraßen Simmering', countryCode: 'AT' });
    await expect(get('/', null, async () => Response.json(await listOwnTenders()))).rejects.toThrow();
  });
});

describe('a tender divided into lots', () => {
  it('takes its lots (title, CPV code, value): stored as its lots, found by a lot’s code, prefilled for editing', async () => {
    const id = await addTenderWithLots(owner, 'Floridsdorf', {
      estimateValueCurrency: 'EUR',
      lotTitle: ['Fahrbahnsanierung', 'Winterdienst'],
      lotCpv: ['45233142-6', '90620000'],
      lotValue: ['1800000', '600000'],
    });
    const stored = await row(id);
    expect(stored?.lotsDetails).toMatchObject([
      { id: 'LOT-0001', title: 'Fahrbahnsanierung', cpv_code: '45233142', estimate_native_value: 1800000 },
      { id: 'LOT-0002', title: 'Winterdienst', cpv_code: '90620000', estimate_euro_value: 600000 },
    ]);
    expect(stored?.lotsDetails[0]).toMatchObject({ estimate_native_value_currency: 'EUR' });
    // The CPV filter finds the tender by a lot's code.
    const { GET } = await import('@/app/api/tenders/route');
    const found = await get(`/api/tenders?cpv=90620000&q=Floridsdorf`, owner, GET);
    expect(((await found.json()) as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([id]);
    expect(tenderFormFields((await findOwnTender(db, owner.id, id))!)).toMatchObject({
      isSubdividedIntoLots: true,
      lotTitle: ['Fahrbahnsanierung', 'Winterdienst'],
      lotCpv: ['45233142', '90620000'],
      lotValue: ['1800000', '600000'],
    });

    // Unticked, the tender keeps no lots.
    const update = actions.updateTenderAction.bind(null, id);
    await callAction(env.http.origin, owner.jar, update, {
      ...formFor('Floridsdorf', { isSubdividedIntoLots: '' }),
      lotTitle: ['Fahrbahnsanierung'],
    });
    expect((await row(id))?.lotsDetails).toEqual([]);
  });

  it('names a lot without a title and writes nothing', async () => {
    const result = await callAction(env.http.origin, owner.jar, actions.createTenderAction, {
      ...formFor('Hernals'),
      lotTitle: ['', 'Second'],
      lotCpv: ['90620000', ''],
      lotValue: ['', ''],
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { lotTitle: ['Lot 1 needs a title'] } });
    expect(await searchIds('Hernals', owner)).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('lets the owner change a tender, prefilled from what was saved; the search document follows', async () => {
    const id = await addTender(owner, 'Simmering');
    const saved = tenderFormFields((await findOwnTender(db, owner.id, id))!);
    expect(saved).toEqual({
      ...formFor('Simmering'),
      cpvCodes: ['45233140'],
      isSubdividedIntoLots: true,
      lotTitle: [],
      lotCpv: [],
      lotValue: [],
    });

    const update = actions.updateTenderAction.bind(null, id);
    const changed = {
      ...formFor('Liesing'),
      estimateValue: '150000',
      estimateValueCurrency: 'EUR',
      isSubdividedIntoLots: '',
    };
    expect(await callAction(env.http.origin, owner.jar, update, changed)).toEqual({ redirectedTo: `/tenders/${id}` });
    expect(await row(id)).toMatchObject({
      title: 'Sanierung der Gemeindestraßen Liesing',
      estimateNativeValue: 150000,
      estimateNativeValueCurrency: 'EUR',
      estimateEuroValue: 150000,
      subdivisionIntoLots: false,
      ownerId: owner.id,
      visibility: 'private',
    });
    expect(await searchIds('Liesing', owner)).toEqual([id]);
    expect(await searchIds('Simmering', owner)).toEqual([]);
  });

  it('refuses changes by another user (as if the tender did not exist) and checks the input again', async () => {
    const id = await addTender(owner, 'Donaustadt');
    const update = actions.updateTenderAction.bind(null, id);
    expect(await callAction(env.http.origin, stranger.jar, update, formFor('Hijacked'))).toEqual({
      ok: false,
      error: 'This tender does not exist, or it is not yours to change.',
      code: 'not_found',
    });
    expect(await callAction(env.http.origin, owner.jar, update, formFor('Donaustadt', { title: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { title: ['Title is required'] },
    });
    expect(await callAction(env.http.origin, new CookieJar(), update, formFor('Hijacked'))).toEqual({
      ok: false,
      error: signInRequiredMessage,
    });
    expect((await row(id))!.title).toBe('Sanierung der Gemeindestraßen Donaustadt');
  });

  it('lets only the owner delete a tender', async () => {
    const id = await addTender(owner, 'Favoriten');
    const remove = actions.deleteTenderAction.bind(null, id);
    expect(await callAction(env.http.origin, stranger.jar, remove)).toMatchObject({ ok: false, code: 'not_found' });
    expect(await callAction(env.http.origin, new CookieJar(), remove)).toEqual({
      ok: false,
      error: signInRequiredMessage,
    });
    expect(await row(id)).not.toBeNull();
    expect(await callAction(env.http.origin, owner.jar, remove)).toEqual({ redirectedTo: '/tenders' });
    expect(await row(id)).toBeNull();
    expect(await apiTender(id, owner)).toBe(404);
  });

  it('deletes a user’s tenders with their profile', async () => {
    const leaver = await newUser();
    const id = await addTender(leaver, 'Penzing');
    await db.delete(profiles).where(eq(profiles.userId, leaver.id));
    expect(await row(id)).toBeNull();
  });
});
