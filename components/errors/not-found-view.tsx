'use client';
// 404 inside a layout, after notFound(): a client component on purpose. Next sends a segment's
// not-found with every page below it, so reading request headers here would make all of them
// dynamic; these 404s are rendered per request, so the router's pathname is the requested one.
import { usePathname } from 'next/navigation';
import { NotFoundBody, notFoundMessage } from './not-found-body';
import { useIsBot } from './use-is-bot';

export function NotFoundView({ reason }: { reason: 'unmatched' | 'invalid' }) {
  const path = usePathname();
  const isBot = useIsBot();
  if (isBot) return null;
  return <NotFoundBody message={notFoundMessage(reason, path)} />;
}
