// How complete the company profile is, and the one next step that makes the dashboard more useful.
import { Check } from 'lucide-react';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import type { ProfileCompleteness } from '@/lib/dashboard';

export function ProfileProgress({ progress }: { progress: ProfileCompleteness }) {
  return (
    <div className="space-y-4">
      <div>
        <p className="flex items-baseline justify-between text-sm">
          <span>
            {progress.done} of {progress.steps.length} done
          </span>
          <span className="font-semibold tabular-nums">{progress.percent} %</span>
        </p>
        <div
          role="progressbar"
          aria-label="Profile completeness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="mt-1 h-2 overflow-hidden rounded-full bg-muted-bg"
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      {progress.next ? (
        <div className="rounded-md border border-border bg-muted-bg/50 p-3" data-testid="profile-next-step">
          <p className="text-sm font-semibold">Next: {progress.next.label}</p>
          <p className="mt-0.5 text-sm text-muted-fg">{progress.next.why}</p>
          <ButtonLink href={progress.next.href} size="sm" className="mt-3" prefetch={false}>
            {progress.next.label}
          </ButtonLink>
        </div>
      ) : (
        <p className="text-sm text-muted-fg" data-testid="profile-complete">
          Your profile is complete.
        </p>
      )}
      {progress.openSuggestions > 0 ? (
        <p className="text-sm">
          <Link href="/settings#cpv-codes" prefetch={false} className="text-accent underline underline-offset-4">
            {progress.openSuggestions} suggested CPV {progress.openSuggestions === 1 ? 'code waits' : 'codes wait'} for
            your yes or no
          </Link>
        </p>
      ) : null}
      <ul className="space-y-1.5 text-sm">
        {progress.steps.map((step) => (
          <li key={step.id} className="flex items-start gap-2">
            {step.done ? (
              <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-green-700 dark:text-green-400" />
            ) : (
              <span aria-hidden className="mt-1 h-3 w-3 shrink-0 rounded-full border-2 border-border" />
            )}
            {step.done ? (
              <span className="text-muted-fg">
                {step.label}
                <span className="sr-only"> (done)</span>
              </span>
            ) : (
              <Link href={step.href} prefetch={false} className="text-accent underline-offset-4 hover:underline">
                {step.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
