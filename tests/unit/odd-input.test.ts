// Odd input gets a clear answer, never an exception: NUL bytes in search parameters (Postgres cannot store
// them in text), and server actions called with something other than their form data.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidInputMessage, validatedAction, validatedActionWithUser, type ActionState } from '@/lib/actions';
import { parseSearchParams } from '@/lib/tenders/search/params';

describe('NUL bytes in search parameters', () => {
  it('the API refuses them, naming the parameter', () => {
    for (const query of ['q=%00', 'q=road%00', 'buyer=Wien%00er']) {
      const parsed = parseSearchParams(new URLSearchParams(query));
      expect(parsed.ok, query).toBe(false);
      if (!parsed.ok) {
        expect(parsed.parameter).toBe(query.split('=')[0]);
        expect(parsed.message).toMatch(/NUL/);
      }
    }
  });

  it('the page drops them and searches for the rest', () => {
    const page = { unknownParameters: 'ignore', nulBytes: 'strip' } as const;
    const parsed = parseSearchParams(new URLSearchParams('q=a%00&buyer=Wi%00en'), page);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.search.query).toBe('a');
      expect(parsed.search.buyer).toBe('Wien');
    }
    const empty = parseSearchParams(new URLSearchParams('q=%00%00'), page);
    expect(empty.ok && empty.search.query).toBeNull();
  });
});

describe('server actions called with something other than form data', () => {
  const schema = z.object({ name: z.string().min(1) });
  type Result = { ok: true; data: string } | { ok: false; error: string };
  const action = validatedAction(schema, async ({ name }) => ({ ok: true, data: name }));
  const userAction = validatedActionWithUser(
    async () => ({ id: 'u1' }),
    schema,
    async ({ name }, user) => ({ ok: true, data: `${user.id}:${name}` }),
  );
  // What a crafted action request decodes to instead of (previous state, FormData).
  const junk: unknown[][] = [[[1, 2], [3]], ['a', 'b', 'c'], [], [null, null], [null, { name: 'x' }], [null, 'name=x']];

  it.each(junk)('answers %j with an error result instead of throwing', async (...args) => {
    const call = action as unknown as (...a: unknown[]) => Promise<Result>;
    const callUser = userAction as unknown as (...a: unknown[]) => Promise<Result>;
    await expect(call(...args)).resolves.toEqual({ ok: false, error: invalidInputMessage });
    await expect(callUser(...args)).resolves.toEqual({ ok: false, error: invalidInputMessage });
  });

  it('still takes real form data', async () => {
    const form = new FormData();
    form.set('name', 'Ada');
    await expect(action(null as ActionState<string>, form)).resolves.toEqual({ ok: true, data: 'Ada' });
    await expect(userAction(null, form)).resolves.toEqual({ ok: true, data: 'u1:Ada' });
  });
});
