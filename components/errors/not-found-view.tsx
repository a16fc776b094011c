'use client';
// 404 inside a layout, after notFound(): a client component on purpose. Next sends a segment's
// not-found with every page below it, so reading request headers here would make all of them
// dynamic; these 404s are rendered per request, so the router's pathname is the requested one.
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { isBotUserAgent } from './bots';
import { NotFoundBody, notFoundMessage } from './not-found-body';

const noSubscription = () => () => {};

export function NotFoundView({ reason }: { reason: 'unmatched' | 'invalid' }) {
  const path = usePathname();
  const isBot = useSyncExternalStore(noSubscription, () => isBotUserAgent(navigator.userAgent), () => false);
  if (isBot) return null;
  return <NotFoundBody message={notFoundMessage(reason, path)} />;
}
