'use client';
// Marks an alert's matches as seen once its page has been shown, so the next visit's "new" are really new. The
// page itself still shows which were new on this visit.
import { useEffect } from 'react';
import type { FormAction } from '@/lib/actions';

export function MarkSeen({ action, alertId }: { action: FormAction<null>; alertId: string }) {
  useEffect(() => {
    const data = new FormData();
    data.set('alertId', alertId);
    void action(null, data);
  }, [action, alertId]);
  return null;
}
