// "Sign out everywhere" means it at once: after a global sign-out, another browser's access token is still
// unexpired and its signature still verifies, but the session it names has ended, and every page, action and route
// handler that loads the user looks that session up. So that browser is signed out for pages, cannot upload a
// document, create an alert or edit its public profile, and cannot delete the account or change its email or
// password (those also ask the auth server itself).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authClient,
  developmentSecretKey,
  startAuthEnvironment,
  uniqueEmail,
  type AuthEnvironment,
} from '../support/auth';
import { callAction, CookieJar } from '../support/browser-jar';
import { runInRequestScope } from '../support/next-request-scope';
import { mountStorage } from '../fixtures/storage';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);
// The alerts action refreshes /alerts' cache, which only a running Next server keeps.
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

const PASSWORD = 'correct horse battery';
let env: AuthEnvironment;
let login: typeof import('@/app/(bare)/login/actions');
let settings: typeof import('@/app/(site)/settings/actions');
let user: typeof import('@/lib/auth/user');
let actionsModule: typeof import('@/lib/actions');
let unmountStorage: () => void;

beforeAll(async () => {
  env = await startAuthEnvironment();
  ({ unmount: unmountStorage } = await mountStorage(env.http));
  login = await import('@/app/(bare)/login/actions');
  settings = await import('@/app/(site)/settings/actions');
  user = await import('@/lib/auth/user');
  actionsModule = await import('@/lib/actions');
});

afterAll(async () => {
  await env.close();
  unmountStorage?.();
});

/** One account signed in in two browsers; the first then signs out everywhere. Returns the second browser. */
async function signedOutElsewhere(label: string): Promise<{ email: string; stale: CookieJar; userId: string }> {
  const email = uniqueEmail(label);
  const first = new CookieJar();
  expect(await callAction(env.http.origin, first, login.signUpAction, { email, password: PASSWORD })).toMatchObject({
    ok: true,
  });
  const stale = new CookieJar();
  expect(await callAction(env.http.origin, stale, login.signInAction, { email, password: PASSWORD })).toMatchObject({
    ok: true,
  });
  expect(await callAction(env.http.origin, first, settings.signOutEverywhereAction)).toMatchObject({ ok: true });
  const { data } = await authClient(env.http.origin).auth.signInWithPassword({ email, password: PASSWORD });
  return { email, stale, userId: data.user!.id };
}

async function userExists(userId: string): Promise<boolean> {
  const admin = authClient(env.http.origin, { key: developmentSecretKey });
  return (await admin.auth.admin.getUserById(userId)).error === null;
}

describe('after signing out everywhere, the other browser', () => {
  it('is signed out for pages and route handlers: its token verifies, but its session has ended', async () => {
    const { stale } = await signedOutElsewhere('claims');
    const live = new CookieJar();
    await callAction(env.http.origin, live, login.signUpAction, {
      email: uniqueEmail('claims-ok'),
      password: PASSWORD,
    });
    const seen: (string | null)[] = [];
    for (const jar of [stale, live]) {
      const response = await runInRequestScope(
        new Request(`${env.http.origin}/`, { headers: { cookie: jar.header() } }),
        async () => {
          seen.push((await user.getOptionalUser())?.id ?? null);
          return new Response(null);
        },
      );
      jar.store(response.headers.getSetCookie());
    }
    expect(seen[0]).toBeNull();
    expect(seen[1]).toEqual(expect.any(String));
    // The ended session's cookie is cleared where the request may clear it; the live one is kept.
    expect(stale.header()).toBe('');
    expect(live.header()).not.toBe('');
  });

  it('cannot delete the account', async () => {
    const { stale, userId } = await signedOutElsewhere('delete');
    const result = await callAction(env.http.origin, stale, settings.deleteAccountAction, { confirmation: 'DELETE' });
    expect(result).toEqual({ ok: false, error: actionsModule.signInRequiredMessage });
    expect(await userExists(userId)).toBe(true);
  });

  it('cannot change the email address or the password', async () => {
    const { email, stale } = await signedOutElsewhere('change');
    const newEmail = uniqueEmail('change-new');
    expect(await callAction(env.http.origin, stale, settings.changeEmailAction, { email: newEmail })).toEqual({
      ok: false,
      error: actionsModule.signInRequiredMessage,
    });
    expect(
      await callAction(env.http.origin, stale, settings.changePasswordAction, {
        password: 'another secret',
        confirmPassword: 'another secret',
      }),
    ).toEqual({ ok: false, error: actionsModule.signInRequiredMessage });
    const { error } = await authClient(env.http.origin).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
  });

  it('getLiveUser refuses it, and accepts a session that is live', async () => {
    const { stale } = await signedOutElsewhere('live');
    const live = new CookieJar();
    await callAction(env.http.origin, live, login.signUpAction, { email: uniqueEmail('live-ok'), password: PASSWORD });
    const results: (string | null)[] = [];
    for (const jar of [stale, live]) {
      await runInRequestScope(new Request(`${env.http.origin}/`, { headers: { cookie: jar.header() } }), async () => {
        results.push((await user.getLiveUser())?.id ?? null);
        return new Response(null);
      });
    }
    expect(results[0]).toBeNull();
    expect(results[1]).toEqual(expect.any(String));
  });
});

describe('signing up', () => {
  it("gives this month's free credits at once, before the grant job's next run", async () => {
    const jar = new CookieJar();
    await callAction(env.http.origin, jar, login.signUpAction, { email: uniqueEmail('grant'), password: PASSWORD });
    const found: { id: string | null } = { id: null };
    await runInRequestScope(new Request(`${env.http.origin}/`, { headers: { cookie: jar.header() } }), async () => {
      found.id = (await user.getLiveUser())?.id ?? null;
      return new Response(null);
    });
    expect(found.id).toEqual(expect.any(String));
    const { getDb } = await import('@/lib/db');
    const billing = await import('@/lib/billing');
    const ledger = await billing.listLedger(await getDb(), found.id!);
    expect(ledger.map((entry) => [entry.purpose, entry.delta])).toEqual([['grant', billing.plans.free.monthlyCredits]]);
  });
});

describe('after signing out everywhere, the other browser cannot write', () => {
  let tenderId: string;

  beforeAll(async () => {
    const { getDb, tenders } = await import('@/lib/db');
    const { expandInputs, importFiles } = await import('@/lib/ingest/tenders/files');
    const db = await getDb();
    await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices/00017101-2025.xml']));
    const [tender] = await db.select({ id: tenders.id }).from(tenders).limit(1);
    tenderId = tender!.id;
  });

  async function upload(jar: CookieJar): Promise<number> {
    const route = await import('@/app/api/uploads/tender-documents/route');
    const form = new FormData();
    form.set('file', new File([new TextEncoder().encode('Bill of quantities for the school roof')], 'roof.txt'));
    const request = new Request(`${env.http.origin}/api/uploads/tender-documents?tender=${tenderId}`, {
      method: 'POST',
      body: form,
      headers: { cookie: jar.header() },
    });
    return (await runInRequestScope(request, () => route.POST(request))).status;
  }

  it('cannot upload a document, while a live session of the same account can', async () => {
    const { stale, email } = await signedOutElsewhere('upload');
    expect(await upload(stale)).toBe(401);
    const again = new CookieJar();
    await callAction(env.http.origin, again, login.signInAction, { email, password: PASSWORD });
    expect(await upload(again)).toBe(201);
  });

  it('cannot create an alert, while a live session of the same account can', async () => {
    const alerts = await import('@/app/(workspace)/alerts/actions');

    const { stale, email, userId } = await signedOutElsewhere('alert');
    const fields = { name: 'Roofing in Vienna', frequency: 'daily', params: 'q=roof' };
    expect(await callAction(env.http.origin, stale, alerts.createAlertAction, fields)).toEqual({
      ok: false,
      error: actionsModule.signInRequiredMessage,
    });
    expect(await listAlertsOf(userId)).toEqual([]);
    const again = new CookieJar();
    await callAction(env.http.origin, again, login.signInAction, { email, password: PASSWORD });
    expect(await callAction(env.http.origin, again, alerts.createAlertAction, fields)).toEqual({
      redirectedTo: '/alerts',
    });
    expect(await listAlertsOf(userId)).toEqual(['Roofing in Vienna']);
  });

  it('cannot edit the public profile, while a live session of the same account can', async () => {
    const { stale, email, userId } = await signedOutElsewhere('profile');
    const fields = { enabled: 'on', publicName: 'Forged name' };
    expect(await callAction(env.http.origin, stale, settings.savePublicProfileAction, fields)).toEqual({
      ok: false,
      error: actionsModule.signInRequiredMessage,
    });
    expect(await publicNameOf(userId)).toBeNull();
    const again = new CookieJar();
    await callAction(env.http.origin, again, login.signInAction, { email, password: PASSWORD });
    expect(await callAction(env.http.origin, again, settings.savePublicProfileAction, fields)).toMatchObject({
      ok: true,
    });
    expect(await publicNameOf(userId)).toBe('Forged name');
  });
});

/** The names of a user's alerts, read from the database. */
async function listAlertsOf(userId: string): Promise<string[]> {
  const { getDb, alerts } = await import('@/lib/db');
  const db = await getDb();
  return (await db.select({ name: alerts.name }).from(alerts).where(eq(alerts.userId, userId))).map((row) => row.name);
}

/** The name on a user's public profile, read from the database; null without one. */
async function publicNameOf(userId: string): Promise<string | null> {
  const { getDb, publicProfiles } = await import('@/lib/db');
  const db = await getDb();
  const [row] = await db
    .select({ name: publicProfiles.publicName })
    .from(publicProfiles)
    .where(eq(publicProfiles.userId, userId));
  return row?.name ?? null;
}
