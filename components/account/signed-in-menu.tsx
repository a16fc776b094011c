'use client';
// The navbar's menu for a signed-in user: their name, dashboard, settings and sign out. Loaded only once
// a session is known (see account-menu.tsx), so visitors never download it.
import { ChevronDown, UserRound } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { notify } from '@/components/ui/notify';
import type { FormAction } from '@/lib/actions';
import { markSignedOut, type Account } from './account-state';

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-fg hover:bg-muted-bg focus-visible:outline-2 focus-visible:outline-accent';

export default function SignedInMenu({
  account,
  signOutAction,
}: {
  account: Account;
  signOutAction: FormAction<{ signedOut: true }>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const name = account.userName ?? account.email ?? 'Your account';

  const signOut = () =>
    startTransition(async () => {
      const result = await signOutAction(null, new FormData());
      if (!result.ok) {
        notify('Sign-out failed', 'error', result.error);
        return;
      }
      setOpen(false);
      markSignedOut();
      notify('Signed out', 'success', 'See you soon.');
      router.push('/');
      router.refresh();
    });

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-10 items-center gap-1 rounded-md border border-border px-2 text-sm font-medium hover:bg-muted-bg focus-visible:outline-2 focus-visible:outline-accent sm:max-w-48 sm:gap-2 sm:px-3"
        aria-label={`${name}: account menu`}
        data-testid="account-menu-button"
      >
        <UserRound aria-hidden className="h-4 w-4 shrink-0" />
        {/* On a phone the icon stands for the name, which would push the menu button off screen. */}
        <span className="hidden truncate sm:block">{name}</span>
        <ChevronDown aria-hidden className="h-4 w-4 shrink-0" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-50 mt-2 w-56 max-w-[calc(100vw-2rem)] rounded-md border border-border bg-card p-2 shadow-lg"
          data-testid="account-menu"
        >
          <p className="truncate px-3 py-2 text-sm text-muted-fg">{account.email}</p>
          <ul>
            <li>
              <Link href="/dashboard" prefetch={false} className={itemClass} onClick={() => setOpen(false)}>
                Dashboard
              </Link>
            </li>
            <li>
              <Link href="/settings" prefetch={false} className={itemClass} onClick={() => setOpen(false)}>
                Settings
              </Link>
            </li>
            <li>
              <button type="button" onClick={signOut} disabled={pending} className={itemClass}>
                {pending ? 'Signing out…' : 'Sign out'}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
