// The body of every 404 page: the message with the path, and ways on.
import { ButtonLink } from '@/components/ui/button-link';
import { ErrorPanel } from './error-panel';

export function notFoundMessage(reason: 'unmatched' | 'invalid', path: string): string {
  // Two messages, as the product specifies: an unknown route, or a known route with invalid parameters.
  return reason === 'unmatched' ? `Page not found: ${path}` : `Page Not Found: ${path}`;
}

export function NotFoundBody({ message }: { message: string }) {
  return (
    <ErrorPanel statusCode={404} title="Page Not Found" message={message} messageTestId="not-found-message">
      <ButtonLink href="/">Go home</ButtonLink>
      <ButtonLink href="/tenders" variant="secondary">
        Search tenders
      </ButtonLink>
    </ErrorPanel>
  );
}
