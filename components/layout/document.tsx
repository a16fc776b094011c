// The html document every page is drawn in: language, theme and session hint applied before first paint, toasts.
import type { ReactNode } from 'react';
import { SessionHintScript } from '@/components/account/session-hint';
import { ThemeScript } from '@/components/theme/theme-script';
import { Toaster } from '@/components/ui/toaster';
import { defaultTheme } from '@/lib/theme';
import { fontVariables } from './fonts';

export function Document({ children }: { children: ReactNode }) {
  return (
    <html
      lang="en"
      className={fontVariables}
      data-theme={defaultTheme}
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- an App Router document, shared by the root layout and global-not-found; next/head is for the Pages Router */}
      <head>
        <ThemeScript />
        <SessionHintScript />
      </head>
      <body className="min-h-screen bg-bg font-sans text-fg antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
