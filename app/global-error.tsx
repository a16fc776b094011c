'use client';
import { ErrorView } from '@/components/errors/error-view';
import './globals.css';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" data-theme="dark">
      <body className="min-h-screen bg-bg font-sans text-fg">
        <title>Internal Server Error</title>
        <ErrorView message={error.message} onRetry={reset} />
      </body>
    </html>
  );
}
