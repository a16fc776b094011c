import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) },
      // `server-only` throws outside React Server Components; tests run server code directly.
      { find: /^server-only$/, replacement: fileURLToPath(new URL('./tests/support/empty.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts', 'bench/tests/**/*.test.ts'],
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
