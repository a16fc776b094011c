// The floor of a Lighthouse run: a bare Next.js page — no stylesheet, no client component, nothing of this app
// — built with the app's own Next.js and React and served by `next start` beside it. Measured in the same runs
// as the app's pages, its score is what this host gives the framework alone, so a page's shortfall can be told
// apart from the host's.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BenchError, runToEnd } from './processes';
import { freePort, serveBuild, type Server } from './server';

const layout = `export const metadata = {
  title: 'Public tenders',
  description: 'A bare Next.js page: the floor that bench:lighthouse measures beside the app.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '0 1rem' }}>{children}</body>
    </html>
  );
}
`;

const page = `export default function Page() {
  return (
    <main>
      <h1>Public tenders</h1>
      <p>
        A server-rendered page with no stylesheet and no client component of its own: what a visitor downloads and
        runs here is the Next.js client and React, which every page of the app loads too.
      </p>
      <p>Lighthouse measures it in the same runs as the app's pages, so the host's share of a score can be seen.</p>
    </main>
  );
}
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['dom', 'esnext'],
    jsx: 'react-jsx',
    module: 'esnext',
    moduleResolution: 'bundler',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
  },
  include: ['**/*.tsx'],
  exclude: ['node_modules'],
};

function writeSources(dir: string): void {
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'app', 'layout.tsx'), layout);
  writeFileSync(join(dir, 'app', 'page.tsx'), page);
  // The app's icon, as every page of the app links one: without it the browser's request for /favicon.ico
  // fails, and Lighthouse counts the 404 against best practices.
  copyFileSync(resolve('public', 'favicon.svg'), join(dir, 'app', 'icon.svg'));
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
  // Its own Turbopack root: inferred from the lockfiles, the root would be this project's, whose
  // instrumentation the floor would then be built with.
  const config = { poweredByHeader: false, turbopack: { root: dir } };
  writeFileSync(join(dir, 'next.config.mjs'), `export default ${JSON.stringify(config)};\n`);
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'bench-floor', private: true }, null, 2)}\n`);
}

/**
 * Turbopack compiles nothing outside its root, and a symlinked node_modules points outside it; hard links to
 * the project's own packages are a copy that costs no disk space and well under a second.
 */
async function linkPackages(dir: string): Promise<void> {
  const target = join(dir, 'node_modules');
  rmSync(target, { recursive: true, force: true });
  try {
    await runToEnd('cp', ['-al', resolve('node_modules'), target], process.env);
  } catch (error) {
    throw new BenchError(
      `Could not hard-link node_modules into ${dir} for the floor page (${error instanceof Error ? error.message : String(error)}); ` +
        'pass --no-floor to measure without it.',
    );
  }
}

/** Builds the floor page in `dir` (or reuses its last build) and serves it on a free local port. */
export async function startFloor(dir: string, build: boolean): Promise<{ server: Server; url: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  // The app's variables mean nothing to the floor; its own dist dir is the default .next inside dir.
  delete env.NEXT_DIST_DIR;
  if (build || !existsSync(join(dir, '.next', 'BUILD_ID'))) {
    console.info(`Building the floor page (a bare Next.js page) in ${dir} …`);
    writeSources(dir);
    await linkPackages(dir);
    await runToEnd('npx', ['--no-install', 'next', 'build'], env, dir);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  return { server: await serveBuild(env, port, url, 'floor server', dir), url };
}
