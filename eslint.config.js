import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import sidelight from './eslint-rules/import-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/', 'dist-firefox/', 'packages/', 'node_modules/', 'test-results/', 'tests/fixtures/', '**/.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  {
    // Each part of src/ imports only what it may (eslint-rules/import-boundaries.js).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { sidelight },
    rules: { 'sidelight/import-boundaries': 'error' },
  },
  {
    // The core must run in Node as-is: no extension or DOM-global APIs.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'chrome', 'browser', 'window', 'document', 'indexedDB', 'localStorage'],
      'no-restricted-imports': ['error', { patterns: ['webextension-polyfill', '../background/*', '../sidepanel/*', '../options/*', '../content/*'] }],
    },
  },
);
