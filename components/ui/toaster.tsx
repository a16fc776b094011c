'use client';
// The one toast container: bottom right, 2.5 s.
import { Toaster as Sonner } from 'sonner';

export const toastDurationMs = 2500;

export function Toaster() {
  return <Sonner position="bottom-right" duration={toastDurationMs} closeButton richColors />;
}
