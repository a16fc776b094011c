// Debian's Chromium, as the benches that drive it start it: headless, no sandbox, no GPU, no network of its own.
export const CHROME_PATH = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
