import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// `no-restricted-syntax` takes one list per file (a later block replaces an earlier one's), so the
// blocks below compose these groups.
const AWS_CLIENTS = [{ selector: 'NewExpression[callee.name=/Client$/]', message: 'Use the clients from functions/platform/aws.ts.' }];
// Every key of an account's data is made by the key registry (functions/data/keys), bound to one
// account, and reached through tenant(): a key built by hand could name another account's item.
const ACCOUNT_KEY_MESSAGE = 'Account keys come from the key registry (functions/data/keys) through tenant().';
const ACCOUNT_KEYS = [
  { selector: 'Literal[value=/^ACC#/]', message: ACCOUNT_KEY_MESSAGE },
  { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^ACC#/]', message: ACCOUNT_KEY_MESSAGE },
];
// A conditional write's failure is told apart in functions/platform/dynamo.ts only.
const CONDITION_MESSAGE = 'Use writeIfCondition, outputIfCondition or transactIfConditions (functions/platform/dynamo.ts).';
const CONDITION_CATCHES = [
  { selector: "CatchClause CallExpression[callee.name='isConditionFailure']", message: CONDITION_MESSAGE },
  { selector: "CallExpression[callee.property.name='catch'] CallExpression[callee.name='isConditionFailure']", message: CONDITION_MESSAGE },
  { selector: 'Identifier[name=/^(ConditionalCheckFailedException|TransactionCanceledException)$/]', message: CONDITION_MESSAGE },
  { selector: "Literal[value='ConditionalCheckFailed']", message: CONDITION_MESSAGE },
];
const restricted = (...groups) => ['error', ...groups.flat()];
// Lambda code (functions/) and the code it shares with the web app (shared/) never import the CDK
// layer: a function bundle would pull in aws-cdk-lib, and infra's choices would leak into runtime.
// What both sides need (resource shapes, env names) lives in functions/platform/resources.ts, which
// infra re-exports. `no-restricted-imports` also takes one list per file, so handlers compose it.
const INFRA_IMPORTS = [
  {
    group: ['@infra/*', '**/infra', '**/infra/**'],
    message: 'functions/ and shared/ never import infra/: put what both need in functions/platform or shared/.',
  },
];
const HANDLER_IMPORTS = [{ group: ['@aws-sdk/*'], message: 'Handlers do not call AWS; use a service.', allowTypeImports: true }];
const restrictedImports = (...groups) => ['error', { patterns: groups.flat() }];

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
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
  { files: ['functions/**/*.ts', 'shared/**/*.ts'], rules: { 'no-restricted-imports': restrictedImports(INFRA_IMPORTS) } },
  {
    files: ['functions/**/*.ts', 'infra/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'shared/**/*.ts'],
    ignores: ['functions/data/keys/**'],
    rules: { 'no-restricted-syntax': restricted(ACCOUNT_KEYS) },
  },
  {
    files: ['functions/**/*.ts', 'infra/local/**/*.ts'],
    ignores: ['functions/platform/aws.ts'],
    rules: {
      // AWS clients are made in functions/platform/aws.ts only, so endpoints and options live in one place.
      'no-restricted-syntax': restricted(AWS_CLIENTS, ACCOUNT_KEYS, CONDITION_CATCHES),
    },
  },
  // The registry is where account keys are made; dynamo.ts is where condition failures are recognised.
  { files: ['functions/data/keys/**/*.ts'], rules: { 'no-restricted-syntax': restricted(AWS_CLIENTS, CONDITION_CATCHES) } },
  {
    files: ['functions/platform/dynamo.ts', 'functions/platform/dynamo.test.ts'],
    rules: { 'no-restricted-syntax': restricted(AWS_CLIENTS, ACCOUNT_KEYS) },
  },
  {
    files: ['functions/**/routes.ts', 'functions/api/**/*.ts', 'functions/workers/**/*.ts', 'functions/tracking/handler.ts'],
    rules: {
      // Handlers parse, call a service and answer; storage and AWS calls belong to services and repositories.
      'no-restricted-imports': restrictedImports(HANDLER_IMPORTS, INFRA_IMPORTS),
    },
  },
);
