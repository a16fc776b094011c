// Whether the browser is a crawler: error pages render nothing for them (they need only the status).
import { useSyncExternalStore } from 'react';
import { isBotUserAgent } from './bots';

const noSubscription = () => () => {};

/** False during server rendering; the browser's user agent decides after hydration. */
export function useIsBot(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => isBotUserAgent(navigator.userAgent),
    () => false,
  );
}
