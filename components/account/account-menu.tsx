'use client';
// The navbar's account corner: "Sign in" for visitors (and while the session loads); for a signed-in user
// the account menu, fetched on demand because it brings the toasts, the router and the sign-out action.
import dynamic from 'next/dynamic';
import { ButtonLink } from '@/components/ui/button-link';
import type { FormAction } from '@/lib/actions';
import { useAccount } from './account-state';

const SignedInMenu = dynamic(() => import('./signed-in-menu'), {
  ssr: false,
  // Holds the corner's width while the menu's code arrives, so the navbar does not jump.
  loading: () => <span aria-hidden className="inline-block h-10 w-28" />,
});

export function AccountMenu({ signOutAction }: { signOutAction: FormAction<{ signedOut: true }> }) {
  const account = useAccount();
  if (account.status === 'signed-in') return <SignedInMenu account={account.account} signOutAction={signOutAction} />;
  return (
    <ButtonLink href="/login" prefetch={false} size="sm" data-testid="sign-in-link">
      Sign in
    </ButtonLink>
  );
}
