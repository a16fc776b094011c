// Site navigation: product name, main sections, theme switch and the account menu (or sign-in); a disclosure menu on
// small screens.
import { Menu } from 'lucide-react';
import Link from 'next/link';
import { AccountMenu } from '@/components/account/account-menu';
import { ThemeSwitch } from '@/components/theme/theme-switch';
import type { FormAction } from '@/lib/actions';
import { Logo } from './logo';

export const mainNavigation = [
  { href: '/tenders', label: 'Tenders' },
  { href: '/solutions', label: 'Solutions' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/blog', label: 'Blog' },
] as const;

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-fg hover:bg-muted-bg hover:text-accent-hover focus-visible:outline-2 focus-visible:outline-accent';

export function Navbar({ signOutAction }: { signOutAction: FormAction<{ signedOut: true }> }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-fg"
      >
        Skip to content
      </a>
      {/* No link here prefetches: every page would fetch these pages' payloads the moment it loaded, while a phone
          is still hydrating it, and they render fast enough on the click. */}
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link prefetch={false} href="/" className="mr-2 text-lg font-bold tracking-tight text-fg" data-testid="brand">
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <Link prefetch={false} href={item.href} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {/* Shrinks before it pushes anything off a phone's screen: the account button gives up its name first. */}
        <div className="ml-auto flex min-w-0 items-center gap-1">
          <ThemeSwitch />
          <AccountMenu signOutAction={signOutAction} />
          <details className="relative md:hidden">
            <summary
              className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-muted-bg [&::-webkit-details-marker]:hidden"
              aria-label="Menu"
              data-testid="menu-button"
            >
              <Menu aria-hidden className="h-5 w-5" />
            </summary>
            <ul className="absolute right-0 mt-2 w-48 rounded-md border border-border bg-card p-2 shadow-lg">
              {mainNavigation.map((item) => (
                <li key={item.href}>
                  <Link prefetch={false} href={item.href} className={`block ${linkClass}`}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </div>
      </nav>
    </header>
  );
}
