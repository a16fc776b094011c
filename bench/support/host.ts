// What the host's processors did during a measurement, from /proc/stat (Linux): how busy they were, how much
// time the hypervisor handed to other machines (steal), and so the processor time each request took. On a
// shared virtual machine the same code measured 15.7 and 19.4 requests/s on different runs; these figures
// tell a slower host from slower code.
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { Worker } from 'node:worker_threads';

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

/** Busy and stolen shares (percent) and busy ticks between two samples, or null without elapsed ticks. */
function cpuBetween(
  before: CpuSample | null,
  after: CpuSample | null,
): { busyTicks: number; busyPercent: number; stealPercent: number } | null {
  if (!before || !after || after.total <= before.total) return null;
  const total = after.total - before.total;
  const busyTicks = after.busy - before.busy;
  return {
    busyTicks,
    busyPercent: (100 * busyTicks) / total,
    stealPercent: (100 * (after.steal - before.steal)) / total,
  };
}

/** "2 processors 97% busy, 0.4% stolen …; 104.2 ms of processor time per request", or null without samples. */
export function describeCpu(before: CpuSample | null, after: CpuSample | null, requests: number): string | null {
  const line = describeCpuPer(before, after, requests, 'request');
  return line && `${line} (server, database and load generator together)`;
}

/** "2 processors 97% busy, 0.4% stolen …; 12.5 ms of processor time per page", or null without samples. */
export function describeCpuPer(
  before: CpuSample | null,
  after: CpuSample | null,
  count: number,
  unit: string,
): string | null {
  const cpu = cpuBetween(before, after);
  if (!cpu || count <= 0) return null;
  const perUnit = ((cpu.busyTicks / TICKS_PER_SECOND) * 1000) / count;
  return (
    `${availableParallelism()} processors ${cpu.busyPercent.toFixed(1)}% busy, ${cpu.stealPercent.toFixed(1)}% stolen by the hypervisor; ` +
    `${perUnit.toFixed(1)} ms of processor time per ${unit}`
  );
}

/** "2 × AMD EPYC 7B13", the processors Node sees, for a bench's header. */
export function describeProcessors(): string {
  const processors = cpus();
  const models = [...new Set(processors.map((processor) => processor.model.replace(/\s+/g, ' ').trim()))];
  return `${availableParallelism()} × ${models.join(' / ') || 'unknown processor'}`;
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

/** The "some" line of /proc/pressure/cpu: the share of time at least one task waited for a processor. */
export interface CpuPressure {
  /** Percent over the last 10 s. */
  avg10: number;
  /** Percent over the last 60 s. */
  avg60: number;
}

/** Reads the kernel's CPU pressure (PSI), or null where the kernel does not offer it. */
export function readCpuPressure(
  read: () => string = () => readFileSync('/proc/pressure/cpu', 'utf8'),
): CpuPressure | null {
  let text: string;
  try {
    text = read();
  } catch {
    return null;
  }
  const some = /^some avg10=([\d.]+) avg60=([\d.]+)/m.exec(text);
  return some ? { avg10: Number(some[1]), avg60: Number(some[2]) } : null;
}

export interface WakeLatency {
  /** Microseconds for one thread to wake another and be woken back, by percentile. */
  medianUs: number;
  p99Us: number;
  maxUs: number;
}

/**
 * Round trips in which this thread wakes a sleeping worker thread and sleeps until the worker wakes it back,
 * each after a millisecond's pause so that both threads (and, on a virtual machine, their processors) are
 * idle when woken. A browser loading a page makes hundreds of such hand-offs between its threads and
 * processes; a fast median with a slow tail makes the page's load wait on the tail.
 */
export async function probeWakeLatency(rounds = 2_000): Promise<WakeLatency> {
  const state = new Int32Array(new SharedArrayBuffer(4)); // 0 idle, 1 woken, 2 stop
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const state = new Int32Array(workerData);
     for (;;) {
       Atomics.wait(state, 0, 0);
       if (Atomics.load(state, 0) === 2) break;
       Atomics.store(state, 0, 0);
       Atomics.notify(state, 0);
     }`,
    { eval: true, workerData: state.buffer },
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 100)); // the worker reaches its first wait
    const pause = new Int32Array(new SharedArrayBuffer(4));
    const trips: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = process.hrtime.bigint();
      Atomics.store(state, 0, 1);
      Atomics.notify(state, 0);
      while (Atomics.load(state, 0) === 1) Atomics.wait(state, 0, 1);
      trips.push(Number(process.hrtime.bigint() - start) / 1000);
      Atomics.wait(pause, 0, 0, 1);
    }
    trips.sort((a, b) => a - b);
    const at = (share: number) => trips[Math.min(trips.length - 1, Math.floor(trips.length * share))]!;
    return { medianUs: at(0.5), p99Us: at(0.99), maxUs: trips[trips.length - 1]! };
  } finally {
    Atomics.store(state, 0, 2);
    Atomics.notify(state, 0);
    await worker.terminate();
  }
}

export interface HostAtRest {
  before: CpuSample | null;
  after: CpuSample | null;
  pressure: CpuPressure | null;
  wake: WakeLatency;
}

/** Thresholds past which the host, not the page, is likely to set a browser benchmark's figures. */
const BUSY_AT_REST_PERCENT = 20;
const SLOW_WAKE_P99_US = 1_000;

/**
 * The host while the benchmark waits: how busy its processors are with nothing of ours running, the kernel's
 * CPU pressure and the thread wake-up latency, with a warning when they are past what a quiet host shows.
 */
export function describeHostAtRest({ before, after, pressure, wake }: HostAtRest): string {
  const parts: string[] = [];
  const cpu = cpuBetween(before, after);
  if (cpu)
    parts.push(
      `${availableParallelism()} processors ${cpu.busyPercent.toFixed(0)}% busy with the bench idle, ${cpu.stealPercent.toFixed(1)}% stolen`,
    );
  if (pressure) parts.push(`CPU pressure ${pressure.avg60.toFixed(0)}% (a task waiting for a processor, last 60 s)`);
  const ms = (us: number) => (us >= 1_000 ? `${(us / 1_000).toFixed(1)} ms` : `${us.toFixed(0)} µs`);
  parts.push(`thread wake-up round trip ${ms(wake.medianUs)} median, ${ms(wake.p99Us)} p99, ${ms(wake.maxUs)} max`);
  const busy = cpu !== null && cpu.busyPercent > BUSY_AT_REST_PERCENT;
  const slowWake = wake.p99Us > SLOW_WAKE_P99_US;
  if (!busy && !slowWake) return parts.join('; ');
  const why = [busy ? 'other work keeps the processors busy' : null, slowWake ? 'threads wake late' : null]
    .filter(Boolean)
    .join(' and ');
  return `${parts.join('; ')}. WARNING: ${why} on this host, which lowers browser figures regardless of the page (see "Lighthouse on a small host" in the README)`;
}
