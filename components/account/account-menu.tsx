'use client';
// The navbar's account corner: "Sign in" for visitors (hidden while a session cookie's account loads, see
// account-state.ts), which returns to the page it was clicked on; for a signed-in user the account menu, fetched on demand because it brings the toasts, the
// router and the sign-out action.
import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import type { FormAction } from '@/lib/actions';
import { loginPath } from '@/lib/auth/redirect-path';
import { useAccount } from './account-state';

const SignedInMenu = dynamic(() => import('./signed-in-menu'), {
  ssr: false,
  // Holds the corner's width while the menu's code arrives, so the navbar does not jump.
  loading: () => <span aria-hidden className="inline-block h-10 w-10 sm:w-28" />,
});

function SignInLink({ href }: { href: string }) {
  return (
    <ButtonLink href={href} prefetch={false} size="sm" data-testid="sign-in-link" data-sign-in-link="">
      Sign in
    </ButtonLink>
  );
}

/** The sign-in link with this page's path and query as the way back. */
function SignInHere() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return <SignInLink href={loginPath(query ? `${pathname}?${query}` : pathname)} />;
}

export function AccountMenu({ signOutAction }: { signOutAction: FormAction<{ signedOut: true }> }) {
  const account = useAccount();
  const pathname = usePathname();
  if (account.status === 'signed-in') return <SignedInMenu account={account.account} signOutAction={signOutAction} />;
  // Static pages are built without a query: until the browser knows it, the link returns to the path alone.
  return (
    <Suspense fallback={<SignInLink href={loginPath(pathname)} />}>
      <SignInHere />
    </Suspense>
  );
}
