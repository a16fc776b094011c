// The layout every error page shares: status code, title, message, and what to do next.
import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  statusCode: number;
  title: string;
  message?: string;
  messageTestId?: string;
  /** Announce at once (fatal errors); a 404 is a page like any other. */
  alert?: boolean;
  /** Links and buttons leading on. */
  children: ReactNode;
}

export function ErrorPanel({ statusCode, title, message, messageTestId, alert = false, children }: ErrorPanelProps) {
  return (
    <section
      className="mx-auto max-w-2xl px-4 py-20 text-center"
      role={alert ? 'alert' : undefined}
      aria-labelledby="error-title"
    >
      <p className="text-sm font-semibold text-accent">{statusCode}</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold tracking-tight">
        {title}
      </h1>
      {message ? (
        <p className="mt-4 break-words text-muted-fg" data-testid={messageTestId}>
          {message}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
