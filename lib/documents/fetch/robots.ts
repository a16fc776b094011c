// robots.txt, read once per origin per run: a missing one (any 4xx) allows everything; one that cannot be read
// (5xx, 429, time-out, network error) allows nothing, since the site may be saying "not now" (as Google does).
import robotsParser from 'robots-parser';
import type { Agent } from 'undici';
import { formatBytes, guardedGet, type Failure, type HttpSettings, type RobotsCheck } from './http';

// Google reads the first 500 KiB of a robots.txt and ignores the rest.
const maxRobotsBytes = 512 * 1024;

type Verdict = { allows: (url: URL) => boolean } | { unreadable: Failure };

function refusal(url: URL): Failure {
  return {
    kind: 'failed',
    cause: 'robots',
    reason: `the site's robots.txt does not allow automated downloads of ${url.pathname}`,
  };
}

async function readRobots(dispatcher: Agent, origin: string, settings: HttpSettings, agent: string): Promise<Verdict> {
  const robotsUrl = new URL('/robots.txt', origin);
  const outcome = await guardedGet(dispatcher, robotsUrl, settings, {
    maxBytes: maxRobotsBytes,
    tooLarge: `larger than ${formatBytes(maxRobotsBytes)}`,
    accept: 'text/plain, */*;q=0.5',
    robots: null,
    detectLoginRedirects: false,
  });
  if (outcome.kind === 'login-redirect') return { allows: () => true };
  if (outcome.kind === 'failed') {
    // A private address or the deadline keeps its own reason; any other failure leaves the site unread.
    if (outcome.cause === 'blocked' || outcome.cause === 'deadline') return { unreadable: outcome };
    return {
      unreadable: {
        kind: 'failed',
        cause: 'robots',
        reason: `the site's robots.txt could not be read (${outcome.reason}), so nothing was fetched from it`,
      },
    };
  }
  if (outcome.status >= 400 && outcome.status < 500 && outcome.status !== 429) return { allows: () => true };
  if (outcome.status < 200 || outcome.status >= 300 || outcome.bytes === null) {
    return {
      unreadable: {
        kind: 'failed',
        cause: 'robots',
        reason: `the site's robots.txt could not be read (HTTP ${outcome.status}), so nothing was fetched from it`,
      },
    };
  }
  const robots = robotsParser(robotsUrl.href, new TextDecoder().decode(outcome.bytes));
  return {
    // The parser answers undefined for another origin's URL; each origin gets its own verdict, so that never happens.
    allows: (url) => robots.isAllowed(new URL(url.pathname + url.search, robotsUrl).href, agent) !== false,
  };
}

/**
 * A robots.txt check for one run, caching each origin's file. `agent` is the product token the rules are
 * matched against (`Tenderscope`), the user agent's first word.
 */
export function createRobotsCheck(dispatcher: Agent, settings: HttpSettings, agent: string): RobotsCheck {
  const verdicts = new Map<string, Promise<Verdict>>();
  return async (url) => {
    let verdict = verdicts.get(url.origin);
    if (!verdict) {
      verdict = readRobots(dispatcher, url.origin, settings, agent);
      verdicts.set(url.origin, verdict);
    }
    const answer = await verdict;
    if ('unreadable' in answer) return answer.unreadable;
    return answer.allows(url) ? null : refusal(url);
  };
}
