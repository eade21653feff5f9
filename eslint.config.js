import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/build/**', 'apps/web/build-*/**', '**/.react-router/**', '**/node_modules/**', 'bench/results/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read the environment in apps/api/src/config.ts only.' }],
    },
  },
  {
    // Tests, scripts, the e2e harness and the web build config may read the environment; so may heap-tuning.ts, which
    // runs before the server's modules (config.ts among them) load, for glibc's own variables.
    files: ['apps/api/src/config.ts', 'apps/api/src/heap-tuning.ts', '**/*.test.ts', '**/*.test.tsx', 'scripts/**', 'e2e/**', 'bench/**', 'apps/api/src/test-support/**', 'vitest.config.ts', 'apps/web/*.config.ts', 'apps/web/vite-plugins.ts', 'apps/api/drizzle.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': 'off',
      // A feature's public face is its index.ts, and index.server.ts for what only the server may load.
      'no-restricted-imports': ['error', { patterns: [{ group: ['~/features/*/*', '!~/features/*/index.server'], message: 'Import another feature through its index.ts (or index.server.ts).' }] }],
    },
  },
);
