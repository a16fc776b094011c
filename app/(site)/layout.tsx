// Default page layout: navbar, page, footer.
import type { ReactNode } from 'react';
import { PageChrome } from '@/components/layout/page-chrome';
import { signOutAction } from '../actions';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome footer signOutAction={signOutAction}>
      {children}
    </PageChrome>
  );
}
