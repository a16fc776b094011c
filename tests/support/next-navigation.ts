// Stands in for next/navigation's redirect(), permanentRedirect() and notFound() in tests that run server code outside
// Next. Each ends the action or page with a NavigationStop naming where it was going, as Next's own throw would; the
// rest of next/navigation stays real. Use with vi.mock('next/navigation', (importOriginal) =>
// import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal))).

export class NavigationStop extends Error {
  constructor(
    readonly kind: 'redirect' | 'not-found',
    /** The redirect target; null for notFound(). */
    readonly url: string | null,
  ) {
    super(kind === 'redirect' ? `redirect to ${url}` : 'not found');
    this.name = 'NavigationStop';
  }
}

export async function nextNavigation(importOriginal: () => Promise<unknown>) {
  const original = (await importOriginal()) as typeof import('next/navigation');
  return {
    ...original,
    redirect: (url: string): never => {
      throw new NavigationStop('redirect', url);
    },
    permanentRedirect: (url: string): never => {
      throw new NavigationStop('redirect', url);
    },
    notFound: (): never => {
      throw new NavigationStop('not-found', null);
    },
  };
}
