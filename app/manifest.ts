// The web manifest (/manifest.webmanifest) of the edition: its name, colours and icons.
import type { MetadataRoute } from 'next';
import { webManifest } from '@/lib/seo/manifest';

export default function manifest(): MetadataRoute.Manifest {
  return webManifest();
}
