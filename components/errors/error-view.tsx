'use client';
// The fatal-error page: "Page Not Found" for a 404, else "Internal Server Error" with the message.
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorPanel } from './error-panel';
import { useIsBot } from './use-is-bot';

export interface ErrorViewProps {
  statusCode?: number;
  message?: string;
  onRetry?: () => void;
}

export function ErrorView({ statusCode = 500, message, onRetry }: ErrorViewProps) {
  const isBot = useIsBot();
  if (isBot) return null;
  const title = statusCode === 404 ? 'Page Not Found' : 'Internal Server Error';
  return (
    <ErrorPanel statusCode={statusCode} title={title} message={message} alert>
      {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
      {/* A full page load, not a client-side navigation: after a fatal error it starts the app afresh. It also
          keeps next/link out of the two error-boundary chunks every page loads, each of which carried a copy. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a document load is the point here */}
      <a href="/" className={buttonClass({ variant: 'secondary' })}>
        Go home
      </a>
    </ErrorPanel>
  );
}
