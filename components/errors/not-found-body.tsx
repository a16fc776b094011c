// The body of every 404 page: the message with the path, and ways on.
import Link from 'next/link';

export function notFoundMessage(reason: 'unmatched' | 'invalid', path: string): string {
  // Two messages, as the product specifies: an unknown route, or a known route with invalid parameters.
  return reason === 'unmatched' ? `Page not found: ${path}` : `Page Not Found: ${path}`;
}

export function NotFoundBody({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" aria-labelledby="error-title">
      <p className="text-sm font-semibold text-accent">404</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold tracking-tight">
        Page Not Found
      </h1>
      <p className="mt-4 break-words text-muted-fg" data-testid="not-found-message">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-md bg-accent px-5 py-2.5 font-semibold text-accent-fg hover:bg-accent-hover">
          Go home
        </Link>
        <Link href="/tenders" className="rounded-md border border-border px-5 py-2.5 font-semibold hover:border-accent">
          Search tenders
        </Link>
      </div>
    </section>
  );
}
