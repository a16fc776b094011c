// The brand's typeface, IBM Plex Sans (SIL OFL 1.1), served from the app itself: the variable font of the
// @fontsource-variable package, one file covering weights 100–700, in two subsets chosen by unicode-range.
// Latin is preloaded (every first screen is written in it); Latin Extended (the accents of Czech, Polish,
// Romanian, Slovak …) is fetched only by a page that uses one of its letters. No italic is loaded.
// The Latin Extended family comes first in the stack with no fallback of its own: a letter outside its range
// goes on to the Latin family, whose fallback (a system font sized to Plex's metrics) fills in while it loads.
import localFont from 'next/font/local';

// next/font reads its options at build time: every value is written out, none computed.

export const plexLatin = localFont({
  src: '../../node_modules/@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2',
  weight: '100 700',
  style: 'normal',
  display: 'swap',
  preload: true,
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  variable: '--font-plex-latin',
});

export const plexLatinExtended = localFont({
  src: '../../node_modules/@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-ext-wght-normal.woff2',
  weight: '100 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
  variable: '--font-plex-latin-ext',
});

/** The classes that define both subsets' CSS variables, for the html element. */
export const fontVariables = `${plexLatin.variable} ${plexLatinExtended.variable}`;
