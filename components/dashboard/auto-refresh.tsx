'use client';
// Refreshes the page's server data every few seconds while something on it is still being made (an analysis's
// reports), and only while the tab is visible.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

export function AutoRefresh({ everyMs = 5000 }: { everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
