'use client';
// What a pursued tender's card shows: its title (a link to the tender), buyer and deadline, the decision (the
// no-bid reason, the award value and winner), the award notice once linked, the tender's unseen changes with a way
// to acknowledge them, and the owner's note and next due date with a small form to change them.
import Link from 'next/link';
import { useActionState, useId } from 'react';
import { formatPipelineDay, type PipelineItem } from '@/lib/pipeline/views';
import { SubmitButton } from '@/components/ui/button';
import type { PipelineActions } from './pipeline-board';

function money(value: number, currency: string | null): string {
  try {
    return new Intl.NumberFormat('en-GB', {
      style: currency ? 'currency' : 'decimal',
      currency: currency ?? undefined,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    return `${value} ${currency ?? ''}`.trim();
  }
}

export function PipelineCardDetails({ item, actions }: { item: PipelineItem; actions: PipelineActions }) {
  const [ackState, acknowledge, acknowledging] = useActionState(actions.acknowledge, null);
  const [editState, edit, editing] = useActionState(actions.update, null);
  const id = useId();
  const fieldError = (name: string) => (editState && !editState.ok ? editState.fieldErrors?.[name]?.[0] : undefined);
  return (
    <div>
      <Link
        href={`/tenders/${item.tenderId}`}
        prefetch={false}
        className="font-semibold text-fg underline-offset-4 hover:underline"
      >
        {item.title}
      </Link>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-fg">
        <dt>Buyer</dt>
        <dd className="truncate">{item.buyer ?? '—'}</dd>
        <dt>Deadline</dt>
        <dd>{formatPipelineDay(item.deadline)}</dd>
        {item.nextDueOn ? (
          <>
            <dt>Next due</dt>
            <dd>{formatPipelineDay(item.nextDueOn)}</dd>
          </>
        ) : null}
      </dl>
      {item.stage === 'no_bid' && item.stageReason ? <p className="mt-2 text-xs">Reason: {item.stageReason}</p> : null}
      {(item.stage === 'won' || item.stage === 'lost') && (item.outcomeValue !== null || item.outcomeWinner) ? (
        <p className="mt-2 text-xs">
          {item.outcomeValue !== null ? `Award value ${money(item.outcomeValue, item.outcomeCurrency)}` : null}
          {item.outcomeValue !== null && item.outcomeWinner ? ' · ' : null}
          {item.outcomeWinner ? `Winner: ${item.outcomeWinner}` : null}
        </p>
      ) : null}
      {item.awardTenderId ? (
        <p className="mt-2 text-xs">
          <Link href={`/tenders/${item.awardTenderId}`} prefetch={false} className="text-accent underline">
            Award notice published
          </Link>
        </p>
      ) : null}
      {item.note ? <p className="mt-2 whitespace-pre-line text-xs">{item.note}</p> : null}
      {item.changes.length > 0 ? (
        <div className="mt-2 rounded-md border border-amber-600/50 bg-amber-50 p-2 text-xs text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          <p className="font-semibold">Changed since you last looked</p>
          <ul className="mt-1 list-disc pl-4" data-testid="pipeline-changes">
            {item.changes.map((change) => (
              <li key={change.id}>{change.text}</li>
            ))}
          </ul>
          <form action={acknowledge} className="mt-1">
            <input type="hidden" name="tenderId" value={item.tenderId} />
            <SubmitButton
              variant="link"
              pending={acknowledging}
              pendingLabel="Saving…"
              className="text-xs text-inherit"
              aria-label={`Mark the changes of “${item.title}” as seen`}
            >
              Mark as seen
            </SubmitButton>
          </form>
          {ackState && !ackState.ok ? <p role="alert">{ackState.error}</p> : null}
        </div>
      ) : null}
      <details className="mt-2 text-xs">
        <summary className="cursor-pointer text-accent">Note and due date</summary>
        <form action={edit} className="mt-2 space-y-2">
          <input type="hidden" name="tenderId" value={item.tenderId} />
          <div>
            <label htmlFor={`${id}-note`} className="block font-medium">
              Note
            </label>
            <textarea
              id={`${id}-note`}
              name="note"
              rows={3}
              maxLength={2000}
              defaultValue={item.note ?? ''}
              aria-invalid={fieldError('note') ? true : undefined}
              className="mt-1 block w-full rounded-md border border-border bg-card px-2 py-1 text-sm text-fg"
            />
          </div>
          <div>
            <label htmlFor={`${id}-due`} className="block font-medium">
              Next due date
            </label>
            <input
              id={`${id}-due`}
              name="nextDueOn"
              type="date"
              defaultValue={item.nextDueOn ?? ''}
              aria-invalid={fieldError('nextDueOn') ? true : undefined}
              aria-describedby={fieldError('nextDueOn') ? `${id}-due-error` : undefined}
              className="mt-1 block w-full rounded-md border border-border bg-card px-2 py-1 text-sm text-fg"
            />
            {fieldError('nextDueOn') ? (
              <p id={`${id}-due-error`} className="mt-1 font-medium text-red-700 dark:text-red-300">
                {fieldError('nextDueOn')}
              </p>
            ) : null}
          </div>
          <SubmitButton variant="secondary" size="sm" pending={editing} pendingLabel="Saving…">
            Save
          </SubmitButton>
          <p role="status" className="min-h-4">
            {editState?.ok ? 'Saved.' : editState && !editState.ok ? editState.error : ''}
          </p>
        </form>
      </details>
    </div>
  );
}
