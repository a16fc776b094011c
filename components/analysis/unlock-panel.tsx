'use client';
// The unlock: what it costs and what the user has, before anything is spent; why it cannot be done yet (no
// documents read, not enough credits, with the way to /pricing); and, after a failed generation, that the
// credits came back.
import { LockOpen } from 'lucide-react';
import Link from 'next/link';
import { useActionState, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import type { FormAction } from '@/lib/actions';
import type { AnalysisView } from '@/lib/analysis/views';

export type UnlockAction = FormAction<{ charged: boolean }>;

function credits(n: number): string {
  return `${n} credit${n === 1 ? '' : 's'}`;
}

export function UnlockPanel({
  view,
  unlockAction,
  onUnlocked,
}: {
  view: AnalysisView;
  unlockAction: UnlockAction;
  onUnlocked: () => void;
}) {
  const [result, action, pending] = useActionState(unlockAction, null);
  useEffect(() => {
    if (result?.ok) onUnlocked();
  }, [result, onUnlocked]);
  const enough = view.balance >= view.cost;
  const ready = view.documents.readable > 0;
  return (
    <section
      aria-labelledby="unlock-heading"
      className="rounded-lg border border-border bg-card p-6"
      data-testid="unlock"
    >
      <h2 id="unlock-heading" className="flex items-center gap-2 text-xl font-semibold">
        <LockOpen aria-hidden className="h-5 w-5 text-accent" />
        Unlock the analysis of this tender
      </h2>
      {view.unlock.state === 'refunded' ? (
        <p role="status" className="mt-3 rounded-md border border-border bg-muted-bg p-3 text-sm">
          The last analysis could not be made: {view.unlock.refundReason ?? 'the generation failed'}. Your{' '}
          {credits(view.cost)} were refunded. You can try again.
        </p>
      ) : null}
      <p className="mt-3">
        A summary report, a compliance matrix and a chat over this tender’s documents, every statement linked to the
        page and the words it came from. Unlocking costs <strong>{credits(view.cost)}</strong>, once; reports are made
        again for free when the documents change.
      </p>
      <p className="mt-2 text-sm text-muted-fg" data-testid="unlock-balance">
        You have {credits(view.balance)}.{' '}
        {ready
          ? `${view.documents.readable} document${view.documents.readable === 1 ? '' : 's'} ready to analyse${view.documents.reading > 0 ? `, ${view.documents.reading} still being read` : ''}.`
          : view.documents.reading > 0
            ? `${view.documents.reading} document${view.documents.reading === 1 ? ' is' : 's are'} still being read.`
            : null}
      </p>
      {!ready && view.documents.reading === 0 ? (
        <p className="mt-3 text-sm">
          There are no documents to analyse yet.{' '}
          <Link
            href={`/tenders/${view.tenderId}#documents-heading`}
            prefetch={false}
            className="text-accent underline underline-offset-4"
          >
            Upload the tender documents
          </Link>{' '}
          on the tender’s page first.
        </p>
      ) : null}
      {!enough ? (
        <p className="mt-3 text-sm" role="note">
          You do not have enough credits to unlock this analysis.{' '}
          <Link href="/pricing" className="text-accent underline underline-offset-4">
            Get credits on the pricing page
          </Link>
          .
        </p>
      ) : null}
      <form action={action} className="mt-4">
        <input type="hidden" name="tenderId" value={view.tenderId} />
        <Button type="submit" disabled={pending || !ready || !enough} aria-disabled={pending || !ready || !enough}>
          {pending ? 'Unlocking…' : `Unlock for ${credits(view.cost)}`}
        </Button>
      </form>
      {result && !result.ok ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {result.error}{' '}
          {result.code === 'insufficient_credits' ? (
            <Link href="/pricing" className="text-accent underline underline-offset-4">
              Get credits
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
