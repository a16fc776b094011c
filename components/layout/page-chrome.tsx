// Navbar, the banners of signed-in users (an incomplete profile, a failed payment), main landmark and (optionally)
// footer around a page.
import type { ReactNode } from 'react';
import type { FormAction } from '@/lib/actions';
import { ProfileBanner } from '@/components/account/profile-banner';
import { PaymentFailedBanner } from '@/components/billing/payment-failed-banner';
import { Footer } from './footer';
import { Navbar } from './navbar';

export interface PageChromeProps {
  children: ReactNode;
  footer: boolean;
  /** The account menu's sign-out (app/actions.ts). */
  signOutAction: FormAction<{ signedOut: true }>;
}

export function PageChrome({ children, footer, signOutAction }: PageChromeProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar signOutAction={signOutAction} />
      <PaymentFailedBanner />
      <ProfileBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer ? <Footer /> : null}
    </div>
  );
}
