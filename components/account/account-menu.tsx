'use client';
// The navbar's account corner: "Sign in" for visitors (and while the session loads); for a signed-in user
// the account menu, fetched on demand because it brings the toasts, the router and the sign-out action.
import dynamic from 'next/dynamic';
import Link from 'next/link';
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
    <Link
      href="/login"
      prefetch={false}
      className="rounded-md bg-accent px-3 py-2 text-sm font-semibold text-accent-fg hover:bg-accent-hover"
      data-testid="sign-in-link"
    >
      Sign in
    </Link>
  );
}
