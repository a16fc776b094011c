// 404 for URLs that match no route: rendered per request (it reads the path and user agent), and
// outside every layout, so the static pages stay static.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { isBotUserAgent } from '@/components/errors/bots';
import { NotFoundBody, notFoundMessage } from '@/components/errors/not-found-body';
import { Document } from '@/components/layout/document';
import { PageChrome } from '@/components/layout/page-chrome';
import { pathnameHeader } from '@/lib/http/request-path';
import { site } from '@/lib/config/public';
import { iconLinks } from '@/lib/seo/manifest';
import { signOutAction } from './actions';
import './globals.css';

export const metadata: Metadata = {
  title: `Page Not Found | ${site.siteName}`,
  robots: { index: false, follow: true },
  // Outside the root layout, so its icons are not inherited.
  icons: iconLinks,
};

export default async function GlobalNotFound() {
  const requestHeaders = await headers();
  const isBot = isBotUserAgent(requestHeaders.get('user-agent'));
  const path = requestHeaders.get(pathnameHeader) ?? '';
  return (
    <Document>
      {isBot ? null : (
        <PageChrome footer signOutAction={signOutAction}>
          <NotFoundBody message={notFoundMessage('unmatched', path)} />
        </PageChrome>
      )}
    </Document>
  );
}
