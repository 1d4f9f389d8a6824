import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
    // The core must run in Node as-is: no extension or DOM-global APIs.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'chrome', 'browser', 'window', 'document', 'indexedDB', 'localStorage'],
      'no-restricted-imports': ['error', { patterns: ['webextension-polyfill', '../background/*', '../sidepanel/*', '../options/*', '../content/*'] }],
    },
  },
);
