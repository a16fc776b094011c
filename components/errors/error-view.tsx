'use client';
// The fatal-error page: "Page Not Found" for a 404, else "Internal Server Error" with the message.
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { isBotUserAgent } from './bots';

const noop = () => () => {};

export interface ErrorViewProps {
  statusCode?: number;
  message?: string;
  onRetry?: () => void;
}

export function ErrorView({ statusCode = 500, message, onRetry }: ErrorViewProps) {
  const isBot = useSyncExternalStore(noop, () => isBotUserAgent(navigator.userAgent), () => false);
  if (isBot) return null;
  const title = statusCode === 404 ? 'Page Not Found' : 'Internal Server Error';
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" role="alert" aria-labelledby="error-title">
      <p className="text-sm font-semibold text-accent">{statusCode}</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold tracking-tight">
        {title}
      </h1>
      {message ? <p className="mt-4 break-words text-muted-fg">{message}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-md bg-accent px-5 py-2.5 font-semibold text-accent-fg hover:bg-accent-hover"
          >
            Try again
          </button>
        ) : null}
        <Link href="/" className="rounded-md border border-border px-5 py-2.5 font-semibold hover:border-accent">
          Go home
        </Link>
      </div>
    </section>
  );
}
