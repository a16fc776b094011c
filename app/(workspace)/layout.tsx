// Layout of the working screens (tenders, alerts, dashboard): navbar, no footer.
import type { ReactNode } from 'react';
import { PageChrome } from '@/components/layout/page-chrome';
import { signOutAction } from '../actions';

export default function WorkspaceLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome footer={false} signOutAction={signOutAction}>
      {children}
    </PageChrome>
  );
}
