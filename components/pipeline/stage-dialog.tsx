'use client';
// The question a move asks before it is made: for won or lost the award value, its currency and the winner (all
// optional, as far as known); for no bid the reason (required). A native modal dialog: focus moves into it, escape
// cancels, and focus returns where it was.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { stageLabels, type PipelineStage } from '@/lib/pipeline/views';
import { Button } from '@/components/ui/button';

export interface PendingMove {
  tenderId: string;
  stage: PipelineStage;
  /** Where in the column (drag and drop); at the end when left out. */
  index?: number;
}

const inputClass = 'mt-1 block w-full rounded-md border border-border bg-card px-3 py-2 text-base text-fg';

export function StageDialog({
  move,
  title,
  onCancel,
  onConfirm,
}: {
  move: PendingMove | null;
  title: string;
  onCancel: () => void;
  onConfirm: (extra: Record<string, string>) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (move && !element.open) {
      setError(null);
      element.showModal();
    } else if (!move && element.open) element.close();
  }, [move]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const extra: Record<string, string> = {};
    for (const [key, value] of data.entries()) if (typeof value === 'string') extra[key] = value.trim();
    if (move?.stage === 'no_bid' && !extra.reason) {
      setError('Say why you decided not to bid.');
      return;
    }
    if (extra.outcomeValue && !/^[\d\s.,']+$/.test(extra.outcomeValue)) {
      setError('Enter the award value as a number, e.g. 1250000.');
      return;
    }
    if (extra.outcomeValue && !/^[A-Za-z]{3}$/.test(extra.outcomeCurrency ?? '')) {
      setError('Use a three-letter currency code, e.g. EUR.');
      return;
    }
    if (!extra.outcomeValue) delete extra.outcomeCurrency;
    onConfirm(extra);
  }

  const stage = move?.stage;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onCancel}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-6 text-fg backdrop:bg-black/50"
    >
      {stage ? (
        <form onSubmit={submit} noValidate>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Move to {stageLabels[stage]}
          </h2>
          <p className="mt-1 text-sm text-muted-fg">{title}</p>
          {stage === 'no_bid' ? (
            <div className="mt-4">
              <label htmlFor={`${id}-reason`} className="block font-medium">
                Why not bid?
              </label>
              <textarea
                id={`${id}-reason`}
                name="reason"
                required
                maxLength={500}
                rows={3}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
              />
            </div>
          ) : (
            <div className="mt-4 space-y-3">
              <p className="text-sm">Fill in what you know; everything here is optional.</p>
              <div className="grid grid-cols-[1fr_6rem] gap-2">
                <div>
                  <label htmlFor={`${id}-value`} className="block font-medium">
                    Award value
                  </label>
                  <input
                    id={`${id}-value`}
                    name="outcomeValue"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className={inputClass}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-currency`} className="block font-medium">
                    Currency
                  </label>
                  <input
                    id={`${id}-currency`}
                    name="outcomeCurrency"
                    defaultValue="EUR"
                    maxLength={3}
                    autoComplete="off"
                    className={`${inputClass} uppercase`}
                  />
                </div>
              </div>
              <div>
                <label htmlFor={`${id}-winner`} className="block font-medium">
                  Winner
                </label>
                <input
                  id={`${id}-winner`}
                  name="outcomeWinner"
                  maxLength={300}
                  autoComplete="organization"
                  className={inputClass}
                />
              </div>
            </div>
          )}
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Move to {stageLabels[stage]}</Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
