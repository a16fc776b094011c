import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.data/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
  {
    rules: {
      // `const { secret: _secret, ...rest } = row` is how a field is left out; it is not an unused variable.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through lib/config, the only reader of process.env.',
        },
      ],
    },
  },
  {
    files: [
      'lib/config/**',
      'instrumentation.ts',
      'next.config.ts',
      'playwright.config.ts',
      'vitest.config.ts',
      'tests/**',
      'e2e/**',
      'scripts/**',
      'bench/**',
      'drizzle.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // dependency-cruiser reads its configuration as CommonJS.
    files: ['.dependency-cruiser*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);
