// The origin absolute links in what a request takes away (exports) point to: the configured site URL; without one,
// on a run on this machine the origin the browser used, else where this server is reached (lib/config/embedded).
import 'server-only';
import { embeddedSiteUrl } from '@/lib/config/embedded';
import { isLoopbackUrl } from '@/lib/config/loopback';
import { siteUrl, siteUrlConfigured } from '@/lib/config/public';
import { isLocalRequest } from './local-request';

export function linkOriginFor(request: Request): string {
  if (siteUrlConfigured) return siteUrl;
  const own = new URL(request.url).origin;
  // Only a loopback origin asked from this machine: a Host header from elsewhere chooses nothing.
  if (isLoopbackUrl(own) && isLocalRequest(request.headers)) return own;
  return embeddedSiteUrl();
}
