// ESLint (flat config): the recommended rules of ESLint and typescript-eslint for the TypeScript
// sources and tests, and ESLint's for the Node.js scripts and benchmarks. Formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const node = {
  process: 'readonly',
  console: 'readonly',
  Buffer: 'readonly',
  URL: 'readonly',
  globalThis: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
  TextEncoder: 'readonly',
  TextDecoder: 'readonly',
  performance: 'readonly',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'docs/api/',
      'coverage/',
      'node_modules/',
      'scripts/jdk/build/',
      '.parity/',
      'fixtures/generators/',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { ...node, require: 'readonly', module: 'writable', __dirname: 'readonly' } },
  },
  {
    // checkAll runs in the page
    files: ['scripts/browser-test.mjs'],
    languageOptions: { globals: { fetch: 'readonly', navigator: 'readonly' } },
  },
  {
    // collectDocument, harnessCollect and resolveInPage run in the page
    files: ['scripts/site-test.mjs'],
    languageOptions: { globals: { document: 'readonly' } },
  },
  {
    // shownHeading and the link reading run in the page
    files: ['scripts/generators-test.mjs'],
    languageOptions: {
      globals: { document: 'readonly', location: 'readonly', customElements: 'readonly', getComputedStyle: 'readonly' },
    },
  },
  {
    // the browser's fetch of each target, the scroll and :target run in the page
    files: ['scripts/check-test.mjs'],
    languageOptions: {
      globals: { fetch: 'readonly', window: 'readonly', document: 'readonly', location: 'readonly' },
    },
  },
  {
    files: ['spec/**/*.ts'],
    languageOptions: {
      globals: { ...node, describe: 'readonly', test: 'readonly', expect: 'readonly', it: 'readonly' },
    },
  },
);
