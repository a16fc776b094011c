import { describe, expect, it } from 'vitest';
import { notificationId } from '@/components/ui/notify';
import { toastDurationMs } from '@/components/ui/toaster';

describe('notifications', () => {
  it('get random 21-character ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => notificationId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('stay on screen for 2.5 seconds', () => {
    expect(toastDurationMs).toBe(2500);
  });
});
