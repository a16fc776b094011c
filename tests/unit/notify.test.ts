import { describe, expect, it } from 'vitest';
import { notificationId } from '@/components/ui/notify';

describe('notifications', () => {
  it('get random 21-character ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => notificationId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });
});
