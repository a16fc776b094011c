import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, compileHint, compileHintsAfterBuild } from '@/lib/build/compile-hints';

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

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('compile hints for the scripts every page loads', () => {
  it('puts the hint atop each root main script and leaves route chunks lazy', () => {
    writeChunk('runtime.js', '(()=>{let e;})();');
    writeChunk('react-dom.js', '(globalThis.TURBOPACK||=[]).push([1]);');
    writeChunk('route.js', '(globalThis.TURBOPACK||=[]).push([2]);');
    writeManifest({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react-dom.js'], polyfillFiles: [] });

    expect(addCompileHints(dist)).toEqual(['static/chunks/runtime.js', 'static/chunks/react-dom.js']);

    expect(readChunk('runtime.js')).toBe(`${compileHint}\n(()=>{let e;})();`);
    expect(readChunk('react-dom.js')).toBe(`${compileHint}\n(globalThis.TURBOPACK||=[]).push([1]);`);
    expect(readChunk('route.js')).toBe('(globalThis.TURBOPACK||=[]).push([2]);');
  });

  it('adds the hint once when the hook runs again', async () => {
    writeChunk('runtime.js', 'run();');
    writeManifest({ rootMainFiles: ['static/chunks/runtime.js'] });

    await compileHintsAfterBuild({ projectDir: tmpdir(), distDir: dist });
    expect(addCompileHints(dist)).toEqual([]);
    expect(readChunk('runtime.js')).toBe(`${compileHint}\nrun();`);
  });

  it('resolves a dist dir relative to the project', async () => {
    writeChunk('runtime.js', 'run();');
    writeManifest({ rootMainFiles: ['static/chunks/runtime.js'] });

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
    expect(() => addCompileHints(dist)).toThrow(/ENOENT/);
  });
});
