// Small labels beside a tender's title: its status, and whether it is sample data or private.
import { clsx } from 'clsx';
import type { StatusTone, StatusView } from '@/lib/tenders/views';

const badgeClass = 'inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold align-middle';

const statusClasses: Readonly<Record<StatusTone, string>> = {
  open: 'border-green-700 text-green-800 dark:border-green-400 dark:text-green-300',
  'no-deadline': 'border-border text-muted-fg',
  closed: 'border-border text-muted-fg',
  awarded: 'border-accent text-accent',
  cancelled: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-300',
};

export function StatusBadge({ status }: { status: StatusView }) {
  return (
    <span className={clsx(badgeClass, statusClasses[status.tone])} data-testid="tender-status">
      {status.label}
    </span>
  );
}

/** Generated or draft notices: never mistaken for a real call for tenders. */
export function SampleBadge({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        badgeClass,
        'border-amber-700 text-amber-800 dark:border-amber-400 dark:text-amber-300',
        className,
      )}
    >
      Sample data
    </span>
  );
}

export function PrivateBadge() {
  return <span className={clsx(badgeClass, 'border-border text-muted-fg')}>Private: only you can see it</span>;
}
