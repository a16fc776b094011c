'use client';
// The fatal-error page: "Page Not Found" for a 404, else "Internal Server Error" with the message.
import Link from 'next/link';
import { ErrorPanel, primaryActionClass, secondaryActionClass } from './error-panel';
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
      {onRetry ? (
        <button type="button" onClick={onRetry} className={primaryActionClass}>
          Try again
        </button>
      ) : null}
      <Link href="/" className={secondaryActionClass}>
        Go home
      </Link>
    </ErrorPanel>
  );
}
