import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-floor',
      'storybook-static',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '.vitest-attachments',
      'tests/.results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Widgets stay pure: no API, stores or router (design.md).
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Not even types: widgets speak in entities (src/domain) and their own view props.
              regex: '^(@/|(\\.\\./)+)(api|stores|router)(/|$)',
              message: 'Components are pure: take data through props and report through callbacks.',
            },
            {
              regex: '^(react-router|react-router-dom|zustand|axios)$',
              message: 'Components are pure: no router, store or HTTP client.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain is the product's words: it builds on other entities and the types of src/lib only.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|@/domain/|@/lib/)',
              message: 'The domain imports only other domain modules and types of src/lib.',
            },
            {
              regex: '^@/lib/',
              allowTypeImports: true,
              message: 'The domain imports only other domain modules and types of src/lib.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
