// The "JS in LCP" column of bench:lighthouse: the scripts Lighthouse's own simulation (Lantern) replayed to
// time LCP, read from a real simulation of a small page.
import { beforeEach, describe, expect, it } from 'vitest';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { forgetLanternSimulations, scriptBytesInLcp } from '@/bench/support/lcp-scripts';

let requestId = 0;

/** A request with the fields Lantern's simulator reads, on one HTTP/1.1 connection to the local server. */
function node(path: string, resourceType: string, transferSize: number, startSeconds: number) {
  requestId += 1;
  const request = {
    requestId: String(requestId),
    url: `http://127.0.0.1${path}`,
    resourceType,
    transferSize,
    protocol: 'http/1.1',
    connectionId: 1,
    connectionReused: requestId > 1,
    parsedURL: { scheme: 'http', host: '127.0.0.1', securityOrigin: 'http://127.0.0.1' },
    rendererStartTime: startSeconds,
    networkRequestTime: startSeconds,
    responseHeadersEndTime: startSeconds + 0.03,
    networkEndTime: startSeconds + 0.05,
    initiator: { type: 'parser' },
    priority: 'Low',
    fromDiskCache: false,
    serverResponseTime: 10,
  };
  return new Lantern.Graph.NetworkNode(
    request as unknown as ConstructorParameters<typeof Lantern.Graph.NetworkNode>[0],
  );
}

/** Lighthouse's mobile defaults (150 ms round trips, 1.6 Mbit/s); the observed throughput is not used. */
function simulator() {
  return new Lantern.Simulation.Simulator({ observedThroughput: 0 });
}

/** A document with its stylesheet and the given scripts, simulated under the given label. */
function simulatePage(label: string, scripts: readonly [path: string, bytes: number][]): void {
  const document = node('/', 'Document', 18_000, 0);
  document.addDependent(node('/app.css', 'Stylesheet', 8_000, 0.06));
  for (const [path, bytes] of scripts) document.addDependent(node(path, 'Script', bytes, 0.07));
  simulator().simulate(document, { label });
}

const twoScripts: [string, number][] = [
  ['/react-dom.js', 30_000],
  ['/page.js', 12_000],
];

beforeEach(() => forgetLanternSimulations());

describe('scripts counted into the simulated LCP', () => {
  it("sums the scripts of Lighthouse's LCP simulation, not the document nor the stylesheet", () => {
    simulatePage('optimisticLargestContentfulPaint', twoScripts);
    expect(scriptBytesInLcp()).toBe(42_000);
  });

  it('reads nothing once forgotten, so a run whose LCP was never simulated does not show the last one', () => {
    simulatePage('optimisticLargestContentfulPaint', twoScripts);
    forgetLanternSimulations();
    expect(scriptBytesInLcp()).toBeNull();
  });

  it('ignores the simulations of other metrics', () => {
    simulatePage('optimisticFirstContentfulPaint', twoScripts);
    expect(scriptBytesInLcp()).toBeNull();
  });

  it('reads 0 KB when the simulated LCP had no script', () => {
    simulatePage('optimisticLargestContentfulPaint', []);
    expect(scriptBytesInLcp()).toBe(0);
  });
});
