// The body of every 404 page: the message with the path, and ways on.
import Link from 'next/link';
import { ErrorPanel, primaryActionClass, secondaryActionClass } from './error-panel';

export function notFoundMessage(reason: 'unmatched' | 'invalid', path: string): string {
  // Two messages, as the product specifies: an unknown route, or a known route with invalid parameters.
  return reason === 'unmatched' ? `Page not found: ${path}` : `Page Not Found: ${path}`;
}

export function NotFoundBody({ message }: { message: string }) {
  return (
    <ErrorPanel statusCode={404} title="Page Not Found" message={message} messageTestId="not-found-message">
      <Link href="/" className={primaryActionClass}>
        Go home
      </Link>
      <Link href="/tenders" className={secondaryActionClass}>
        Search tenders
      </Link>
    </ErrorPanel>
  );
}
