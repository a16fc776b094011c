// The map of Europe's outlines as one SVG file (see europeMapSprite), built with the app and cached by browsers:
// pages link it under a versioned URL, so a new build's outlines are a new URL.
import { europeMapSprite } from '@/lib/reference/europe-geo';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(europeMapSprite().svg, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
