// The brand: the scope mark (a reticle over the found tender, the same drawing as public/favicon.svg) and the
// edition's name, "Tenderscope" or "Tenderscope Austria".
import { clsx } from 'clsx';
import { edition, productName } from '@/lib/config/public';

/** The mark; `size` in pixels where no stylesheet sizes it (images drawn by next/og). */
export function LogoMark({ className, size }: { className?: string; size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className={clsx('shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <circle cx="16" cy="16" r="7.5" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M16 3.5v4.5M16 24v4.5M3.5 16H8M24 16h4.5" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="16" cy="16" r="2.5" fill="#fbbf24" />
    </svg>
  );
}

/**
 * The mark and the name; the Austria edition's name reads "{product} Austria", with "Austria" under the product
 * name on narrow screens, beside it from 640 px.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 whitespace-nowrap', className)}>
      <LogoMark className="h-7 w-7" />
      {edition === 'at' ? (
        <span className="flex flex-col leading-none sm:flex-row sm:items-baseline">
          <span>{productName}</span>{' '}
          <span className="text-sm font-semibold text-accent sm:ml-1.5 sm:text-lg">Austria</span>
        </span>
      ) : (
        <span className="leading-none">{productName}</span>
      )}
    </span>
  );
}
