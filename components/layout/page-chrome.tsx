// Navbar, the profile banner (signed-in users with an incomplete profile), main landmark and (optionally) footer around a page.
import type { ReactNode } from 'react';
import { ProfileBanner } from '@/components/account/profile-banner';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function PageChrome({ children, footer }: { children: ReactNode; footer: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <ProfileBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer ? <Footer /> : null}
    </div>
  );
}
