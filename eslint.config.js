import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The shape of the code, as import rules. Imports here are relative and extension-less, so the
// rules match the written path: no resolver (and no native binding) is needed. Import cycles and
// which repository a file may import are checked by dependency-cruiser (`npm run lint`,
// .dependency-cruiser.cjs), which resolves paths.

const testFiles = ['**/*.test.ts', '**/*.test.tsx'];

/** A relative import that walks into a folder named `name` (src/server, src/client …). */
const into = (name) => `^\\.\\.?/(.*/)?${name}(/|$)`;

const sharedIsPure = [
  {
    group: ['node:*', 'fs', 'path', 'http', 'react', 'react-dom'],
    message: 'src/shared holds pure rules: no I/O, no UI.',
  },
  { regex: into('server'), message: 'src/shared is pure: no server code.' },
  { regex: into('client'), message: 'src/shared is pure: no client code.' },
];
const clientSide = [{ regex: into('server'), message: 'The client never imports the server.' }];
// One router: the pages take links and hooks from src/client/lib/router.tsx, the only importer.
const oneRouter = [
  {
    group: ['wouter', 'wouter/*', 'react-router', 'react-router-dom'],
    message: 'Take links and routing hooks from src/client/lib/router.tsx.',
  },
];
const serverSide = [{ regex: into('client'), message: 'The server never imports the client.' }];
const noTestSupport = [
  {
    regex: `${into('testing')}|${into('tests')}`,
    message: 'Product code never imports test support (src/testing, tests/).',
  },
  {
    group: ['vitest', 'vitest/*', '@playwright/test'],
    message: 'Product code never imports a test runner.',
  },
];

// Every regex linear, as errors: a request must never buy CPU time by the shape of its input
// (docs/security.md). super-linear-move is not in the recommended set, so it is added here.
const regexpRules = {
  ...Object.fromEntries(
    Object.keys(regexp.configs['flat/recommended'].rules).map((rule) => [rule, 'error']),
  ),
  'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
  'regexp/no-super-linear-move': ['error', { report: 'potential' }],
};

// File names: kebab-case, then at most one role from this list (CONTRIBUTING.md), then .test or
// .spec for a test. A name that needs another dotted part is asking for a kebab-case word.
const FILE_ROLES = ['routes', 'service', 'repository', 'emails', 'page', 'plugin', 'types'];
const fileName = new RegExp(
  `^[a-z0-9]+(?:-[a-z0-9]+)*(?:\\.(?:${FILE_ROLES.join('|')}))?(?:\\.(?:test|spec))?\\.tsx?$`,
);
const fileNames = {
  rules: {
    'file-name': {
      meta: { type: 'suggestion', schema: [] },
      create: (context) => ({
        Program(node) {
          const name = context.filename.split(/[\\/]/).pop() ?? '';
          if (!fileName.test(name))
            context.report({
              node,
              message: `File name "${name}": kebab-case, one role of .${FILE_ROLES.join(', .')}, then .test.`,
            });
        },
      }),
    },
  },
};

const restrict = (...lists) => ({
  'no-restricted-imports': ['error', { patterns: lists.flat() }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { plugins: { regexp }, rules: regexpRules },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty-pattern': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
    },
  },
  // One-way imports: client → shared ← server; tests keep the side rules but may use test kits.
  { files: ['src/shared/**'], ignores: testFiles, rules: restrict(sharedIsPure, noTestSupport) },
  { files: testFiles.map((f) => `src/shared/${f}`), rules: restrict(sharedIsPure) },
  {
    files: ['src/client/**'],
    ignores: [...testFiles, 'src/client/lib/router.tsx'],
    rules: restrict(clientSide, oneRouter, noTestSupport),
  },
  { files: ['src/client/lib/router.tsx'], rules: restrict(clientSide, noTestSupport) },
  { files: testFiles.map((f) => `src/client/${f}`), rules: restrict(clientSide) },
  {
    files: ['src/server/**'],
    ignores: testFiles,
    rules: restrict(serverSide, noTestSupport),
  },
  { files: testFiles.map((f) => `src/server/${f}`), rules: restrict(serverSide) },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'bench/**/*.{ts,tsx}'],
    plugins: { local: fileNames },
    rules: { 'local/file-name': 'error' },
  },
  {
    // Only env.ts and the test, bench, deploy and build harnesses read the environment.
    files: [
      'src/server/env.ts',
      'src/testing/**',
      'tests/**',
      'bench/**',
      'deploy/**',
      'scripts/**',
      '*.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright fixtures call their `use` argument, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
