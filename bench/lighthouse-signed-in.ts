// Lighthouse accessibility of the pages only a signed-in user sees: npm run bench:lighthouse-signed-in [-- --no-build]
//
// Builds (or reuses) the .next-bench build of bench:lighthouse, signs a new user up through the login page in
// Chromium, saves two tenders, then scores each page's accessibility with that session's cookies, in both themes,
// with Lighthouse's mobile and desktop settings: the pipeline board and table on /dashboard, a saved tender's page
// with its bid/no-bid scorecard, and its analyze page. Exits 1 when a page scores below 100.
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { BenchError, recordGroup, runBench, stopGroup } from './support/processes';
import { CHROME_FLAGS, CHROME_PATH } from './support/chromium';
import { startApp } from './support/server';

const desktop: Flags = {
  formFactor: 'desktop',
  screenEmulation: { mobile: false, width: 1366, height: 900, deviceScaleFactor: 1, disabled: false },
};

/** Signs a new user up and saves the first two tenders of the sitemap; returns the session's cookies and those ids. */
async function signedInUser(origin: string): Promise<{ cookies: string[]; tenderIds: string[] }> {
  const sitemap = await (await fetch(`${origin}/sitemaps/tenders/0-of-1.xml`)).text();
  const tenderIds = [...sitemap.matchAll(/\/tenders\/([0-9a-f]{16})</gu)].slice(0, 2).map((m) => m[1]!);
  if (tenderIds.length < 2) throw new BenchError('The sitemap lists fewer than two tenders to save');
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ baseURL: origin });
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByTestId('sign-up-form');
    await form.getByLabel('Email address').fill(`lighthouse-${Date.now()}@example.com`);
    await form.getByLabel('Password').fill('correct horse battery');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/dashboard$/u);
    for (const id of tenderIds) {
      await page.goto(`/tenders/${id}`);
      await page.getByRole('button', { name: 'Save tender' }).click();
      await page.getByText('Tender saved to your dashboard').waitFor();
    }
    // What is scored is there: the scorecard on a saved tender's page, both saved tenders on the board.
    await page.getByTestId('scorecard').waitFor();
    await page.goto('/dashboard');
    await page.getByTestId('pipeline-column-watching').getByTestId('pipeline-card').nth(1).waitFor();
    const cookies = await page.context().cookies();
    return { cookies: cookies.filter((c) => c.name !== 'theme').map((c) => `${c.name}=${c.value}`), tenderIds };
  } finally {
    await browser.close();
  }
}

async function accessibility(url: string, cookie: string, flags: Flags): Promise<{ score: number; failing: string[] }> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  recordGroup(chrome.pid, true);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      extraHeaders: { Cookie: cookie },
      ...flags,
    });
    if (!result) throw new BenchError(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new BenchError(`${url} ended at ${lhr.finalDisplayedUrl}: the session was not taken`);
    }
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
    return { score: Math.round((lhr.categories.accessibility?.score ?? 0) * 100), failing };
  } finally {
    chrome.kill();
  }
}

runBench('lighthouse-signed-in', async () => {
  const build = !process.argv.includes('--no-build');
  const { server, origin } = await startApp({ distDir: '.next-bench', build, port: null, databaseUrl: '' });
  try {
    const { cookies, tenderIds } = await signedInUser(origin);
    const paths = [
      '/dashboard',
      '/dashboard?view=table',
      `/tenders/${tenderIds[0]}`,
      `/tenders/${tenderIds[0]}/analyze`,
    ];
    let below = 0;
    console.info(`\n${'theme'.padEnd(6)} ${'preset'.padEnd(8)} ${'page'.padEnd(42)} accessibility  failing audits`);
    for (const theme of ['dark', 'light']) {
      const cookie = [...cookies, `theme=${theme}`].join('; ');
      for (const path of paths) {
        for (const [preset, flags] of [
          ['mobile', {}],
          ['desktop', desktop],
        ] as const) {
          const { score, failing } = await accessibility(`${origin}${path}`, cookie, flags);
          if (score < 100) below += 1;
          console.info(
            `${theme.padEnd(6)} ${preset.padEnd(8)} ${path.padEnd(42)} ${String(score).padStart(13)}  ${failing.join(', ') || 'none'}`,
          );
        }
      }
    }
    console.info(below === 0 ? '\nEvery signed-in page scored 100.' : `\n${below} page runs scored below 100.`);
    return below === 0 ? 0 : 1;
  } finally {
    await stopGroup(server.child);
  }
});
