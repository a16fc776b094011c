// The brand's typeface for images drawn on the server (next/og): IBM Plex Sans from @fontsource/ibm-plex-sans,
// read from disk once per process. next/og reads WOFF (not WOFF2) and static weights only, hence this second
// package beside the variable font the pages use.
import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 600;
  style: 'normal';
}

const folder = join(process.cwd(), 'node_modules/@fontsource/ibm-plex-sans/files');

let fonts: Promise<OgFont[]> | null = null;

async function load(subset: 'latin' | 'latin-ext', weight: 400 | 600): Promise<OgFont> {
  const file = await readFile(join(folder, `ibm-plex-sans-${subset}-${weight}-normal.woff`));
  const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  return { name: subset === 'latin' ? 'Plex' : 'Plex Extended', data, weight, style: 'normal' };
}

/** Latin and Latin Extended (the letters of Czech, Polish, Romanian …) in the two weights the images use. */
export function ogFonts(): Promise<OgFont[]> {
  fonts ??= Promise.all([load('latin', 400), load('latin', 600), load('latin-ext', 400), load('latin-ext', 600)]);
  // A failed read is not kept: the next image tries again.
  fonts.catch(() => {
    fonts = null;
  });
  return fonts;
}
