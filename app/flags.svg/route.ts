// The flags of Europe as one SVG file of symbols (see flagSprite), built with the app and cached by browsers:
// pages link it under a versioned URL, so a new build's flags are a new URL.
import { flagSprite } from '@/lib/reference/flags';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(flagSprite().svg, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
