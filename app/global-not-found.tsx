// 404 for URLs that match no route: rendered per request (it reads the path and user agent), and
// outside every layout, so the static pages stay static.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { isBotUserAgent } from '@/components/errors/bots';
import { NotFoundBody, notFoundMessage } from '@/components/errors/not-found-body';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { Toaster } from '@/components/ui/toaster';
import { pathnameHeader } from '@/lib/http/request-path';
import { site } from '@/lib/config/public';
import { defaultTheme, themeBootScript } from '@/lib/theme';
import './globals.css';

export const metadata: Metadata = {
  title: `Page Not Found | ${site.siteName}`,
  robots: { index: false, follow: true },
};

export default async function GlobalNotFound() {
  const requestHeaders = await headers();
  const isBot = isBotUserAgent(requestHeaders.get('user-agent'));
  const path = requestHeaders.get(pathnameHeader) ?? '';
  return (
    <html lang="en" data-theme={defaultTheme} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
      </head>
      <body className="min-h-screen bg-bg font-sans text-fg antialiased">
        {isBot ? null : (
          <div className="flex min-h-screen flex-col">
            <Navbar />
            <main id="main" className="flex-1">
              <NotFoundBody message={notFoundMessage('unmatched', path)} />
            </main>
            <Footer />
          </div>
        )}
        <Toaster />
      </body>
    </html>
  );
}
