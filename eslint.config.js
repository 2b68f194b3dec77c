import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['functions/**/*.ts', 'infra/local/**/*.ts'],
    ignores: ['functions/platform/aws.ts'],
    rules: {
      // AWS clients are made in functions/platform/aws.ts only, so endpoints and options live in one place.
      'no-restricted-syntax': ['error', { selector: 'NewExpression[callee.name=/Client$/]', message: 'Use the clients from functions/platform/aws.ts.' }],
    },
  },
  {
    files: ['functions/**/routes.ts', 'functions/api/**/*.ts', 'functions/workers/**/*.ts', 'functions/tracking/handler.ts'],
    rules: {
      // Handlers parse, call a service and answer; storage and AWS calls belong to services and repositories.
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*'], message: 'Handlers do not call AWS; use a service.', allowTypeImports: true }] }],
    },
  },
);
