'use client';
// Save or unsave a tender: the button flips at once and the server action confirms (or the flip is undone
// and a toast says why).
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { startTransition, useOptimistic, useState, useTransition } from 'react';
import { notify } from '@/components/ui/notify';
import type { FormAction } from '@/lib/actions';

export interface SaveButtonProps {
  tenderId: string;
  initialSaved: boolean;
  action: FormAction<{ saved: boolean }>;
}

export function SaveButton({ tenderId, initialSaved, action }: SaveButtonProps) {
  const [saved, setSaved] = useState(initialSaved);
  const [shownSaved, setShownSaved] = useOptimistic(saved);
  const [pending, startSaving] = useTransition();

  function toggle() {
    const next = !shownSaved;
    startSaving(async () => {
      setShownSaved(next);
      const form = new FormData();
      form.set('tenderId', tenderId);
      form.set('saved', String(next));
      const result = await action(null, form);
      if (!result.ok) {
        notify(result.error, 'error');
        return;
      }
      startTransition(() => setSaved(result.data.saved));
      notify(result.data.saved ? 'Tender saved to your dashboard' : 'Removed from your saved tenders', 'success');
    });
  }

  const Icon = shownSaved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-busy={pending}
      className={
        shownSaved
          ? 'inline-flex items-center gap-2 rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg hover:bg-accent-hover'
          : 'inline-flex items-center gap-2 rounded-md border border-border px-4 py-2 font-semibold hover:border-accent'
      }
    >
      <Icon aria-hidden className="h-4 w-4" />
      {shownSaved ? 'Remove from saved' : 'Save tender'}
    </button>
  );
}
