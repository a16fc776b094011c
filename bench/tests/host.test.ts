// The host figures the benches print beside their own: busy and stolen shares, processor time per request, and
// the host at rest (CPU pressure, thread wake-ups) beside the Lighthouse scores.
import { describe, expect, it } from 'vitest';
import {
  describeCpu,
  describeCpuPer,
  describeHostAtRest,
  describeProcessors,
  probeWakeLatency,
  readCpuPressure,
  sampleCpu,
} from '@/bench/support/host';

describe('host CPU figures', () => {
  it('turns two /proc/stat samples into busy and stolen shares and the processor time of a request', () => {
    const before = { busy: 1_000, steal: 10, total: 5_000 };
    // 2 s of two processors (400 ticks): 360 busy, 8 stolen, over 36 requests = 3.6 s / 36 = 100 ms each.
    const after = { busy: 1_360, steal: 18, total: 5_400 };
    const line = describeCpu(before, after, 36);
    expect(line).toMatch(/ 90\.0% busy, 2\.0% stolen by the hypervisor; 100\.0 ms of processor time per request/);
  });

  it('gives the processor time per unit of work a bench names', () => {
    const line = describeCpuPer({ busy: 0, steal: 0, total: 0 }, { busy: 50, steal: 0, total: 200 }, 20, 'page');
    expect(line).toMatch(/ 25\.0% busy, 0\.0% stolen by the hypervisor; 25\.0 ms of processor time per page$/);
  });

  it('names the processors', () => {
    expect(describeProcessors()).toMatch(/^\d+ × \S/);
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

describe('the host at rest, printed by the Lighthouse bench', () => {
  const quietWake = { medianUs: 20, p99Us: 80, maxUs: 400 };
  const idle = { before: { busy: 1_000, steal: 0, total: 5_000 }, after: { busy: 1_020, steal: 0, total: 5_600 } };

  it('reads the "some" line of /proc/pressure/cpu, and nothing from a kernel without it', () => {
    const psi =
      'some avg10=14.37 avg60=24.16 avg300=31.96 total=9233795985\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n';
    expect(readCpuPressure(() => psi)).toEqual({ avg10: 14.37, avg60: 24.16 });
    expect(readCpuPressure(() => 'full avg10=0.00 avg60=0.00 avg300=0.00 total=0\n')).toBeNull();
    expect(
      readCpuPressure(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
  });

  it('describes a quiet host without a warning', () => {
    const line = describeHostAtRest({ ...idle, pressure: { avg10: 1, avg60: 2 }, wake: quietWake });
    expect(line).toMatch(
      /processors 3% busy with the bench idle, 0\.0% stolen; CPU pressure 2% .*; thread wake-up round trip 20 µs median, 80 µs p99, 400 µs max$/,
    );
    expect(line).not.toContain('WARNING');
  });

  it('warns when other work keeps the processors busy or threads wake late, and says which', () => {
    const busy = { before: idle.before, after: { busy: 1_400, steal: 0, total: 5_600 } };
    expect(describeHostAtRest({ ...busy, pressure: null, wake: quietWake })).toMatch(
      /67% busy .*WARNING: other work keeps the processors busy on this host/,
    );
    const late = describeHostAtRest({ ...idle, pressure: null, wake: { medianUs: 42, p99Us: 4_650, maxUs: 10_026 } });
    expect(late).toMatch(/42 µs median, 4\.7 ms p99, 10\.0 ms max\. WARNING: threads wake late on this host/);
    expect(describeHostAtRest({ before: null, after: null, pressure: null, wake: quietWake })).toBe(
      'thread wake-up round trip 20 µs median, 80 µs p99, 400 µs max',
    );
  });

  it('measures thread wake-ups on this host', async () => {
    const wake = await probeWakeLatency(200);
    expect(wake.medianUs).toBeGreaterThan(0);
    expect(wake.medianUs).toBeLessThanOrEqual(wake.p99Us);
    expect(wake.p99Us).toBeLessThanOrEqual(wake.maxUs);
  });
});
