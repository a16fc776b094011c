'use client';
// The one toast container: bottom right, 2.5 s. Loaded after the page, since no page needs it to paint.
import dynamic from 'next/dynamic';

export const toastDurationMs = 2500;

const Sonner = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

export function Toaster() {
  return <Sonner position="bottom-right" duration={toastDurationMs} closeButton richColors />;
}
