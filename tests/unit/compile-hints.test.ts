import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, compileHintsAfterBuild, eagerPages, pageLoadFiles } from '@/lib/build/compile-hints';

// V8's magic comment for eager compilation of a whole script, as V8 spells it (not the module's own constant).
const compileHint = '//# allFunctionsCalledOnLoad';

let dist: string;

function writeChunk(name: string, source: string): void {
  writeFileSync(join(dist, 'static', 'chunks', name), source);
}

function readChunk(name: string): string {
  return readFileSync(join(dist, 'static', 'chunks', name), 'utf8');
}

function writeManifest(manifest: unknown): void {
  writeFileSync(join(dist, 'build-manifest.json'), JSON.stringify(manifest));
}

/** A page's client reference manifest, as next build writes it: a script assigning to globalThis. */
function writePageManifest(page: string, entryJSFiles: Record<string, string[]>): void {
  const path = join(dist, 'server', 'app', `${page}_client-reference-manifest.js`);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(
    path,
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      `globalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, entryJSFiles })};\n`,
  );
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('compile hints for the scripts every page loads', () => {
  it('puts the hint atop each root main script and leaves other chunks lazy', () => {
    writeChunk('runtime.js', '(()=>{let e;})();');
    writeChunk('react-dom.js', '(globalThis.TURBOPACK||=[]).push([1]);');
    writeChunk('route.js', '(globalThis.TURBOPACK||=[]).push([2]);');
    writeManifest({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react-dom.js'], polyfillFiles: [] });

    expect(addCompileHints(dist, [])).toEqual(['static/chunks/runtime.js', 'static/chunks/react-dom.js']);

    expect(readChunk('runtime.js')).toBe(`${compileHint}\n(()=>{let e;})();`);
    expect(readChunk('react-dom.js')).toBe(`${compileHint}\n(globalThis.TURBOPACK||=[]).push([1]);`);
    expect(readChunk('route.js')).toBe('(globalThis.TURBOPACK||=[]).push([2]);');
  });

  it('adds the hint once when the hook runs again', async () => {
    writeChunk('runtime.js', 'run();');
    writeManifest({ rootMainFiles: ['static/chunks/runtime.js'] });

    for (const page of eagerPages) writePageManifest(page, { '[project]/app/layout': ['static/chunks/runtime.js'] });
    await compileHintsAfterBuild({ projectDir: tmpdir(), distDir: dist });
    expect(addCompileHints(dist)).toEqual([]);
    expect(readChunk('runtime.js')).toBe(`${compileHint}\nrun();`);
  });

  it('resolves a dist dir relative to the project', async () => {
    writeChunk('runtime.js', 'run();');
    writeManifest({ rootMainFiles: ['static/chunks/runtime.js'] });

    for (const page of eagerPages) writePageManifest(page, {});
    await compileHintsAfterBuild({ projectDir: join(dist, '..'), distDir: dist.split('/').pop()! });
    expect(readChunk('runtime.js')).toBe(`${compileHint}\nrun();`);
  });

  it('fails the build, naming the file, when the manifest is missing or lists no scripts', () => {
    expect(() => addCompileHints(dist)).toThrow(/No build-manifest\.json in .*compile-hints-/);

    writeManifest({ rootMainFiles: [] });
    expect(() => addCompileHints(dist)).toThrow(/build-manifest\.json lists no root main scripts/);

    writeManifest({ rootMainFiles: ['static/chunks/app.css'] });
    expect(() => addCompileHints(dist)).toThrow(/lists no root main scripts/);
  });

  it('fails when a listed script is missing rather than skipping it', () => {
    writeManifest({ rootMainFiles: ['static/chunks/gone.js'] });
    expect(() => addCompileHints(dist, [])).toThrow(/ENOENT/);
  });
});

describe('compile hints for the scripts a public page runs at load', () => {
  it("hints the chunks of the listed pages' layouts and client components, once each, and no other page's", () => {
    writeChunk('runtime.js', 'run();');
    writeChunk('layout.js', 'layout();');
    writeChunk('search.js', 'search();');
    writeChunk('editor.js', 'editor();');
    writeManifest({ rootMainFiles: ['static/chunks/runtime.js'] });
    writePageManifest('/(workspace)/tenders/page', {
      '[project]/app/layout': ['static/chunks/layout.js'],
      '[project]/app/(workspace)/tenders/page': [
        'static/chunks/layout.js',
        'static/chunks/search.js',
        'static/chunks/search.css',
      ],
    });
    writePageManifest('/(workspace)/tenders/new/page', {
      '[project]/app/(workspace)/tenders/new/page': ['static/chunks/editor.js'],
    });

    expect(pageLoadFiles(dist, '/(workspace)/tenders/page')).toEqual([
      'static/chunks/layout.js',
      'static/chunks/search.js',
    ]);
    expect(addCompileHints(dist, ['/(workspace)/tenders/page'])).toEqual([
      'static/chunks/runtime.js',
      'static/chunks/layout.js',
      'static/chunks/search.js',
    ]);
    expect(readChunk('search.js')).toBe(`${compileHint}\nsearch();`);
    expect(readChunk('layout.js')).toBe(`${compileHint}\nlayout();`);
    expect(readChunk('editor.js')).toBe('editor();');
  });

  it('fails the build when a listed page has no manifest, rather than leaving its scripts lazy unnoticed', () => {
    writeChunk('runtime.js', 'run();');
    writeManifest({ rootMainFiles: ['static/chunks/runtime.js'] });
    expect(() => addCompileHints(dist, ['/(site)/gone/page'])).toThrow(
      /No client reference manifest for \/\(site\)\/gone\/page .*has the page moved/,
    );
    expect(readChunk('runtime.js')).toBe('run();');

    const path = join(dist, 'server', 'app', '(site)', 'empty', 'page_client-reference-manifest.js');
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, 'globalThis.__RSC_MANIFEST = {};');
    expect(() => pageLoadFiles(dist, '/(site)/empty/page')).toThrow(/names no scripts for \/\(site\)\/empty\/page/);
  });
});
