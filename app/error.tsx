'use client';
import { useEffect } from 'react';
import { ErrorView } from '@/components/errors/error-view';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main">
      <title>Internal Server Error</title>
      <ErrorView message={error.message} onRetry={reset} />
    </main>
  );
}
