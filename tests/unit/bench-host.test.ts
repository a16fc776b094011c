// The host figures the page bench prints beside its latencies: busy and stolen shares, processor time per request.
import { describe, expect, it } from 'vitest';
import { describeCpu, sampleCpu } from '@/scripts/bench-support/host';

describe('host CPU figures', () => {
  it('turns two /proc/stat samples into busy and stolen shares and the processor time of a request', () => {
    const before = { busy: 1_000, steal: 10, total: 5_000 };
    // 2 s of two processors (400 ticks): 360 busy, 8 stolen, over 36 requests = 3.6 s / 36 = 100 ms each.
    const after = { busy: 1_360, steal: 18, total: 5_400 };
    const line = describeCpu(before, after, 36);
    expect(line).toMatch(/ 90\.0% busy, 2\.0% stolen by the hypervisor; 100\.0 ms of processor time per request/);
  });

  it('says nothing without two samples, without elapsed ticks or without requests', () => {
    const sample = { busy: 1, steal: 0, total: 10 };
    expect(describeCpu(null, sample, 5)).toBeNull();
    expect(describeCpu(sample, sample, 5)).toBeNull();
    expect(describeCpu(sample, { busy: 2, steal: 0, total: 20 }, 0)).toBeNull();
  });

  it('reads this host where /proc/stat exists', () => {
    const sample = sampleCpu();
    if (process.platform !== 'linux') return expect(sample).toBeNull();
    expect(sample?.total).toBeGreaterThan(0);
    expect(sample!.busy).toBeLessThanOrEqual(sample!.total);
  });
});
