// What the host's processors did during a measurement, from /proc/stat (Linux): how busy they were, how much
// time the hypervisor handed to other machines (steal), and so the processor time each request took. On a
// shared virtual machine the same code measured 15.7 and 19.4 requests/s on different runs; these figures
// tell a slower host from slower code.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Clock ticks per second of /proc/stat (USER_HZ, 100 on every Linux architecture Node runs on). */
const TICKS_PER_SECOND = 100;

export interface CpuSample {
  /** Ticks spent running anything (user, nice, system, interrupts). */
  busy: number;
  /** Ticks the hypervisor ran other machines while this one wanted the processor. */
  steal: number;
  /** Every tick, idle included. */
  total: number;
}

/** The host's processor ticks so far, or null where /proc/stat is not there to read (not Linux). */
export function sampleCpu(): CpuSample | null {
  let line: string | undefined;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
  } catch {
    return null;
  }
  const [label, ...fields] = line?.trim().split(/\s+/) ?? [];
  if (label !== 'cpu' || fields.length < 8) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields.map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busy, steal, total: busy + idle + iowait + steal };
}

/** "2 processors 97% busy, 0.4% stolen …; 104.2 ms of processor time per request", or null without samples. */
export function describeCpu(before: CpuSample | null, after: CpuSample | null, requests: number): string | null {
  if (!before || !after || after.total <= before.total || requests <= 0) return null;
  const total = after.total - before.total;
  const busy = after.busy - before.busy;
  const percent = (ticks: number) => `${((100 * ticks) / total).toFixed(1)}%`;
  const perRequest = ((busy / TICKS_PER_SECOND) * 1000) / requests;
  return (
    `${availableParallelism()} processors ${percent(busy)} busy, ${percent(after.steal - before.steal)} stolen by the hypervisor; ` +
    `${perRequest.toFixed(1)} ms of processor time per request (server, database and load generator together)`
  );
}

/**
 * Nanoseconds per dependent read at pseudo-random places in 256 MB: the host's memory latency, which a
 * server render and a database search both wait on, row after row. On this shared virtual machine it
 * moves with the neighbours' load while a processor-bound loop does not: in one afternoon the same build
 * served the fixed list of searches in 27 and in 37 ms of Node's processor time per page, with the loop
 * unchanged. Printed beside the figures so that a run on a slow hour can be told from slower code.
 */
export function probeMemoryLatency(reads = 4_000_000): number {
  const size = 1 << 26; // 64 Mi 4-byte entries
  const next = new Uint32Array(size);
  // Each entry names the next place to read; the multiplier scatters them over the whole buffer, so neither
  // the caches nor the prefetcher can guess the next address.
  for (let i = 0; i < size; i++) next[i] = Math.imul(i, 2_654_435_761) >>> 0;
  let place = 1;
  const start = process.hrtime.bigint();
  for (let i = 0; i < reads; i++) place = next[place & (size - 1)]!;
  const elapsed = Number(process.hrtime.bigint() - start);
  // The last place read keeps the loop from being optimised away.
  return place === -1 ? Number.NaN : elapsed / reads;
}
