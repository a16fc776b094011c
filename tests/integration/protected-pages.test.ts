// Every protected page checks the user itself (lib/auth requireUserOrLogin), not only the edge middleware:
// rendered with no session and no middleware in front, each one sends the visitor to the login page.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_GUARD_INCLUDE } from '@/lib/auth/guard';
import { NavigationStop } from '../support/next-navigation';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

const tenderId = '0123456789abcdef';
const alertId = '01234567-89ab-4def-8123-456789abcdef';

// Each page takes the props of its own route; all of them read only `params` and `searchParams`.
type Render = (props: never) => unknown;

/** Each guarded route pattern of the middleware, and the page module that serves it. */
const protectedPages: Record<(typeof DEFAULT_GUARD_INCLUDE)[number], () => Promise<{ default: Render }>> = {
  '/tenders/*/analyze': () => import('@/app/(workspace)/tenders/[tenderId]/analyze/page'),
  '/tenders/*/analyze/*': () => import('@/app/(bare)/tenders/[tenderId]/analyze/analysis-markdown/page'),
  '/tenders/*/subcontractors': () => import('@/app/(workspace)/tenders/[tenderId]/subcontractors/page'),
  '/tenders/new': () => import('@/app/(workspace)/tenders/new/page'),
  '/tenders/*/edit': () => import('@/app/(workspace)/tenders/[tenderId]/edit/page'),
  '/dashboard': () => import('@/app/(workspace)/dashboard/page'),
  '/alerts': () => import('@/app/(workspace)/alerts/page'),
  '/alerts/*': () => import('@/app/(workspace)/alerts/[alertId]/page'),
  '/settings': () => import('@/app/(site)/settings/page'),
};

/** Where rendering `render` redirected to, or what it did instead. */
async function renderSignedOut(render: () => unknown): Promise<string> {
  let outcome = 'rendered without redirecting';
  await runInRequestScope(new Request('http://localhost/page'), async () => {
    try {
      await render();
    } catch (error) {
      outcome = error instanceof NavigationStop && error.kind === 'redirect' ? (error.url ?? '') : String(error);
    }
    return new Response(null);
  });
  return outcome;
}

describe('protected pages without the middleware', () => {
  for (const [pattern, load] of Object.entries(protectedPages)) {
    it(`${pattern} redirects a signed-out visitor to /login`, async () => {
      const { default: Page } = await load();
      const props = { params: Promise.resolve({ tenderId, alertId }), searchParams: Promise.resolve({}) };
      expect(await renderSignedOut(() => Page(props as never))).toBe('/login');
    });
  }

  it.each([
    ['/alerts/new', () => import('@/app/(workspace)/alerts/new/page')],
    ['/alerts/{id}/edit', () => import('@/app/(workspace)/alerts/[alertId]/edit/page')],
  ] as const)('%s redirects a signed-out visitor to /login', async (_path, load) => {
    const { default: Page } = await load();
    const props = { params: Promise.resolve({ alertId }), searchParams: Promise.resolve({ q: 'school' }) };
    expect(await renderSignedOut(() => Page(props as never))).toBe('/login');
  });

  it("the edit page's metadata asks for the user too, before looking the tender up", async () => {
    const { generateMetadata } = await import('@/app/(workspace)/tenders/[tenderId]/edit/page');
    expect(await renderSignedOut(() => generateMetadata({ params: Promise.resolve({ tenderId }) } as never))).toBe(
      '/login',
    );
  });
});
