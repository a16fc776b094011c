// Marks the scripts pages run at load for eager compilation (V8's explicit compile hints, a documented Chrome
// feature: https://v8.dev/blog/explicit-compile-hints), after `next build` has written them (next.config's
// documented compiler.runAfterProductionCompile hook).
//
// Chromium compiles a script on a background thread while it streams in, but only its top level: each
// Turbopack module is a function that V8 compiles lazily, on the main thread, the moment the module is
// instantiated. For the framework chunks (React DOM, the Next.js router) and a public page's own client
// components that is most of their code, all of it run at load.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';

/** V8's magic comment: compile every function in this file eagerly, with the script (Chrome 136+). */
export const compileHint = '//# allFunctionsCalledOnLoad';

const MANIFEST = 'build-manifest.json';

/**
 * The public pages whose own scripts are compiled eagerly as well: the pages visitors land on from search
 * engines, and that Lighthouse is held to. Named as the build's client reference manifests name them. Other
 * pages' chunks stay lazy: the sign-in and editing pages load large libraries much of which they never run.
 */
export const eagerPages: readonly string[] = [
  '/(site)/page',
  '/(site)/blog/page',
  '/(site)/blog/[...slug]/page',
  '/(workspace)/tenders/page',
  '/(workspace)/tenders/[tenderId]/page',
];

/**
 * The scripts every App Router page loads, from the build manifest: Turbopack's runtime, React DOM and the
 * Next.js client.
 */
export function rootMainFiles(distDir: string): string[] {
  const path = join(distDir, MANIFEST);
  if (!existsSync(path)) throw new Error(`No ${MANIFEST} in ${distDir}: cannot find the scripts every page loads`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { rootMainFiles?: unknown };
  const files = manifest.rootMainFiles;
  if (
    !Array.isArray(files) ||
    files.length === 0 ||
    !files.every((file): file is string => typeof file === 'string' && file.endsWith('.js'))
  ) {
    throw new Error(`${path} lists no root main scripts (rootMainFiles)`);
  }
  return files;
}

type ReferenceManifests = Record<string, { entryJSFiles?: Record<string, unknown> } | undefined>;

/**
 * The scripts a page loads with its HTML for the client components of its layouts and of itself, from the
 * page's client reference manifest (a script that assigns `globalThis.__RSC_MANIFEST[page]`).
 */
export function pageLoadFiles(distDir: string, page: string): string[] {
  const path = join(distDir, 'server', 'app', `${page}_client-reference-manifest.js`);
  if (!existsSync(path))
    throw new Error(`No client reference manifest for ${page} in ${distDir}: has the page moved? (eagerPages)`);
  const context: { __RSC_MANIFEST?: ReferenceManifests } = {};
  runInNewContext(readFileSync(path, 'utf8'), context, { filename: path, timeout: 1_000 });
  const entries = context.__RSC_MANIFEST?.[page]?.entryJSFiles;
  if (!entries) throw new Error(`${path} names no scripts for ${page} (entryJSFiles)`);
  const files = Object.values(entries).flatMap((list) => (Array.isArray(list) ? list : []));
  return [...new Set(files.filter((file): file is string => typeof file === 'string' && file.endsWith('.js')))];
}

/** Puts the compile hint atop each script pages run at load that lacks it; returns the files it changed. */
export function addCompileHints(distDir: string, pages: readonly string[] = eagerPages): string[] {
  const files = new Set([...rootMainFiles(distDir), ...pages.flatMap((page) => pageLoadFiles(distDir, page))]);
  const changed: string[] = [];
  for (const file of files) {
    const path = join(distDir, file);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(compileHint)) continue;
    writeFileSync(path, `${compileHint}\n${source}`);
    changed.push(file);
  }
  return changed;
}

/** The hook for next.config: `distDir` may be relative to the project. */
export async function compileHintsAfterBuild({
  projectDir,
  distDir,
}: {
  projectDir: string;
  distDir: string;
}): Promise<void> {
  addCompileHints(resolve(projectDir, distDir));
}
