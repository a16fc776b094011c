'use client';
// Shown on every page to a signed-in user whose required profile fields (name, company) are missing.
import Link from 'next/link';
import { useAccount } from './account-state';

export function ProfileBanner() {
  const account = useAccount();
  if (account.status !== 'signed-in' || account.account.profileComplete) return null;
  return (
    <div
      role="region"
      aria-label="Complete your profile"
      className="border-b border-amber-600/40 bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
      data-testid="profile-banner"
    >
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm">
        Your profile is missing your name or company.{' '}
        <Link href="/settings#profile" prefetch={false} className="font-semibold underline underline-offset-4">
          Complete your profile
        </Link>
      </p>
    </div>
  );
}
