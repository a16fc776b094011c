'use client';
// Save or unsave a tender: the button flips at once and the server action confirms (or the flip is undone
// and a toast says why).
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { startTransition, useOptimistic, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
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
    <Button onClick={toggle} aria-busy={pending} variant={shownSaved ? 'primary' : 'secondary'}>
      <Icon aria-hidden className="h-4 w-4" />
      {shownSaved ? 'Remove from saved' : 'Save tender'}
    </Button>
  );
}
