// Timing helpers for the search bench: run a shape many times with fresh random words, report percentiles.
import type { Picker } from './shapes';

export interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

/** The nearest-rank percentile `p` (0–100) of ascending `sorted` values. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A picker over a seeded stream (mulberry32), so two runs of the bench ask the same sequence of queries. */
export function seededPicker(seed: number): Picker {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (items) => items[Math.floor(next() * items.length)]!;
}

/** Times `runs` calls of `once`, after a few untimed ones that warm the connection and the plan cache. */
export async function timeRuns(runs: number, once: () => Promise<unknown>, warmup = 3): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs };
}
