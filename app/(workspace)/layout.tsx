// Layout of the working screens (tenders, alerts, dashboard): navbar, no footer.
import type { ReactNode } from 'react';
import { Navbar } from '@/components/layout/navbar';

export default function WorkspaceLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
