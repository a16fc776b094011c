// What Lighthouse's simulation counted into a run's LCP: the scripts among the requests it replayed.
//
// Lighthouse does not time LCP on the slowed-down page; its simulation (Lantern) replays the requests and
// main-thread tasks that came before the LCP it observed on the unthrottled load, over a slow 4G link. A
// script that had loaded and run by then is counted, whatever its priority. A page that paints before its
// scripts arrive gets an LCP of its document and stylesheet; one that paints after them gets theirs too,
// which for React and Next.js alone is about 135 KB at 1.6 Mbit/s. The score hides which of the two a run
// was; this says it.
//
// Lantern keeps the node timings of its last simulation under each label, module-wide: that map is read
// here, after a run, and emptied before the next one so a run whose LCP was never simulated reads nothing.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const LCP_SIMULATION = 'optimisticLargestContentfulPaint';

export function forgetLanternSimulations(): void {
  Lantern.Simulation.Simulator.allNodeTimings.clear();
}

/** Transfer size of the scripts in the last simulated LCP, or null when no LCP was simulated. */
export function scriptBytesInLcp(): number | null {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(LCP_SIMULATION);
  if (!timings) return null;
  let bytes = 0;
  for (const node of timings.keys()) {
    if (node.type === 'network' && node.request.resourceType === 'Script') bytes += node.request.transferSize;
  }
  return bytes;
}
