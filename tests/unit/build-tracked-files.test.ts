// A build leaves tracked files as they are, whatever its NEXT_DIST_DIR: Next's TypeScript setup, which `next build`
// runs, rewrites a tsconfig.json to add each dist folder's types to "include" unless it extends another file.
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type WriteDefaults = (
  typescriptVersion: string,
  tsConfigPath: string,
  isFirstTimeSetup: boolean,
  hasAppDir: boolean,
  distDir: string,
  hasPagesDir: boolean,
  strictRouteTypes: boolean,
) => Promise<void>;

const require = createRequire(import.meta.url);
const { writeConfigurationDefaults } = require('next/dist/lib/typescript/writeConfigurationDefaults.js') as {
  writeConfigurationDefaults: WriteDefaults;
};
const typescriptVersion = (require('typescript/package.json') as { version: string }).version;

describe("the build's TypeScript setup", () => {
  it.each(['.next', '.next-at', '.next-e2e-eu', '.next-anything'])(
    'leaves tsconfig.json as it is for %s',
    async (distDir) => {
      const dir = mkdtempSync(join(tmpdir(), 'tenderscope-tsconfig-'));
      for (const file of ['tsconfig.json', 'tsconfig.base.json']) {
        if (existsSync(file)) copyFileSync(file, join(dir, file));
      }
      const before = readFileSync(join(dir, 'tsconfig.json'), 'utf8');
      await writeConfigurationDefaults(
        typescriptVersion,
        join(dir, 'tsconfig.json'),
        false,
        true,
        distDir,
        false,
        false,
      );
      expect(readFileSync(join(dir, 'tsconfig.json'), 'utf8')).toBe(before);
    },
  );
});
