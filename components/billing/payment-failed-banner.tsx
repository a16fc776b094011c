'use client';
// Shown on every page to a signed-in user whose renewal payment failed, until it is paid or the plan ends.
import Link from 'next/link';
import { useAccount } from '@/components/account/account-state';

export function PaymentFailedBanner() {
  const account = useAccount();
  if (account.status !== 'signed-in' || !account.account.paymentFailed) return null;
  return (
    <div
      role="region"
      aria-label="Payment failed"
      className="border-b border-red-700/40 bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100"
      data-testid="payment-failed-banner"
    >
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm">
        Your last payment failed; your plan stays active while we retry.{' '}
        <Link href="/settings#billing" prefetch={false} className="font-semibold underline underline-offset-4">
          Update your payment method
        </Link>
      </p>
    </div>
  );
}
