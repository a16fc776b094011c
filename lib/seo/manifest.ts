// The site's icons (files in public/): the links every page carries, and the web manifest of the edition.
import type { Metadata, MetadataRoute } from 'next';
import { productName, site } from '@/lib/config/public';

export const iconLinks: Metadata['icons'] = {
  icon: [
    { url: '/favicon.svg', type: 'image/svg+xml' },
    { url: '/icon-192.png', type: 'image/png', sizes: '192x192' },
  ],
  apple: [{ url: '/apple-touch-icon.png', type: 'image/png', sizes: '180x180' }],
};

export function webManifest(): MetadataRoute.Manifest {
  return {
    name: site.siteName,
    // Home screens cut labels at about a dozen characters; "Tenderscope Austria" would lose its end.
    short_name: productName,
    description: site.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    // The light theme's background, as the viewport's theme colour gives it.
    background_color: '#ffffff',
    theme_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      // The glyph within the central 80% circle that launchers may cut any shape from.
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
