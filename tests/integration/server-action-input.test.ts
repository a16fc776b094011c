// Every server action of the app, called as a crafted request can call it (a JSON array of arguments instead of
// the previous state and the form data), signed out and signed in: each answers an error result, none throws
// (which Next answers with 500), and none changes anything.
import { globSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthEnvironment, uniqueEmail, type AuthEnvironment } from '../support/auth';
import { callAction, CookieJar } from '../support/browser-jar';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

let env: AuthEnvironment;
const actions: [string, (...args: unknown[]) => Promise<unknown>][] = [];

beforeAll(async () => {
  env = await startAuthEnvironment();
  // Every action file of the app (actions.ts or <feature>-actions.ts next to their routes), so a new one is covered
  // without a list.
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of globSync('app/**/{actions,*-actions}.ts')) {
    modules[file] = (await import(/* @vite-ignore */ `@/${file}`)) as Record<string, unknown>;
  }
  for (const [module, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function')
        actions.push([`${module}.${name}`, value as (...args: unknown[]) => Promise<unknown>]);
    }
  }
});

afterAll(async () => {
  await env.close();
});

const junk: unknown[][] = [
  [[1, 2], [3]],
  ['a', 'b', 'c'],
  [],
  [{ confirmation: 'DELETE' }, 'DELETE'],
  [null, { confirmation: 'DELETE' }],
  [null, null],
];

async function callAll(cookie: string): Promise<string[]> {
  const failures: string[] = [];
  for (const [name, action] of actions) {
    for (const args of junk) {
      await runInRequestScope(new Request(`${env.http.origin}/`, { method: 'POST', headers: { cookie } }), async () => {
        try {
          const result = await action(...args);
          const refused = Array.isArray(result) || (result as { ok?: unknown } | null)?.ok === false;
          if (!refused) failures.push(`${name}(${JSON.stringify(args)}) answered ${JSON.stringify(result)}`);
        } catch (error) {
          failures.push(
            `${name}(${JSON.stringify(args)}) threw ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        return new Response(null, { status: 204 });
      });
    }
  }
  return failures;
}

describe('server actions with something other than their form data', () => {
  it('are all found', () => {
    expect(actions.map(([name]) => name)).toEqual(
      expect.arrayContaining(['app/actions.ts.signOutAction', 'app/(bare)/login/actions.ts.signInAction']),
    );
    expect(actions.length).toBeGreaterThan(10);
  });

  it('answer an error result when signed out', async () => {
    expect(await callAll('')).toEqual([]);
  });

  it('answer an error result when signed in, and the account is still there', async () => {
    const jar = new CookieJar();
    const email = uniqueEmail('junk');
    const login = await import('@/app/(bare)/login/actions');
    expect(
      await callAction(env.http.origin, jar, login.signUpAction, { email, password: 'correct horse battery' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await callAll(jar.header())).toEqual([]);
    expect(
      await callAction(env.http.origin, new CookieJar(), login.signInAction, {
        email,
        password: 'correct horse battery',
      }),
    ).toMatchObject({ ok: true });
  });
});
