import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mfe-customer', 'mfe-studio-admin', 'mfe-system-admin', 'mfe-org-editor'];

/** An app never imports another app: everything shared goes through packages/* (DESIGN §1). */
const appBoundaries = APPS.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: APPS.filter((other) => other !== app).flatMap((other) => [`**/${other}/**`, other]),
            message: 'An app never imports another app; share through packages/*.',
          },
          { group: ['**/packages/*/src/**'], message: 'Import workspace packages by name (@shutterday/...).' },
        ],
        paths: [{ name: 'react-router-dom', message: "Import from 'react-router' (the one shared router package)." }],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '**/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', 'ky', 'node:*', '@shutterday/*'], message: 'packages/domain is pure: no React, no I/O.' }] },
      ],
    },
  },
  ...appBoundaries,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
