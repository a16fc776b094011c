// Navbar, main landmark and (optionally) footer around a page.
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function PageChrome({ children, footer }: { children: ReactNode; footer: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer ? <Footer /> : null}
    </div>
  );
}
