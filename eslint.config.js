// One lint for the whole repo. The import rules below are the architecture's
// dependency direction (docs/decisions/002-import-boundaries.md), enforced.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importCycles from './eslint-rules/no-import-cycle.js';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A capability may not reach into another capability's folder.
const isolate = (root) =>
  foldersIn(root).map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message: `Capabilities do not import each other's internals: ${root}/${name} must not import another capability. Compose them in the app layer.`,
  }));

const boundaries = [
  { target: './packages/domain', from: './apps', message: 'The domain package imports no app.' },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'web and server meet only over HTTP; web must not import server code.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'web and server meet only over HTTP; server must not import web code.',
  },
  // Shared web layers sit below features and the app shell.
  {
    target: './apps/web/src/lib',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'lib/ is shared: it imports no feature or app code.',
  },
  {
    target: './apps/web/src/components',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'components/ is shared: it imports no feature or app code.',
  },
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features do not import the app shell.' },
  ...isolate('./apps/web/src/features'),
  ...isolate('./apps/server/src/modules'),
];

// A table file may name another module's table in a foreign key the migrations declare
// (rewards and the SSN follow-up hang off card_accounts): tables, and only tables, cross.
const serverModules = './apps/server/src/modules';
const tableFiles = ['apps/server/src/modules/*/*-tables.ts', 'apps/server/src/modules/*/*/*-tables.ts'];
const tableBoundaries = [
  ...boundaries.filter((zone) => !zone.target.startsWith(`${serverModules}/`)),
  ...foldersIn(serverModules).map((name) => ({
    target: `${serverModules}/${name}`,
    from: [`${import.meta.dirname}/apps/server/src/modules/**`],
    except: [
      `${import.meta.dirname}/apps/server/src/modules/${name}/**`,
      `${import.meta.dirname}/apps/server/src/modules/*/*-tables.ts`,
    ],
    message: `A table file imports another module's table files only, for a foreign key: ${serverModules}/${name}.`,
  })),
];

// Only a module's repository imports its table definitions
// (docs/decisions/061-cards-split-and-table-ownership.md): services, jobs, resolvers and ports go
// through it. Row types too: a repository re-exports the ones its callers need.
const webFromServer = {
  group: ['@waypoint/web', '@waypoint/web/*', 'react', 'react-dom'],
  message: 'web and server meet only over HTTP.',
};
const tablesOnlyFromRepositories = {
  regex: '-tables(\\.js)?$',
  message:
    "Only a module's repository (*-repository.ts) imports its *-tables.ts; go through the repository, or another module's port.",
};
const mayImportTables = [
  'apps/server/src/**/*-repository.ts',
  'apps/server/src/**/*-tables.ts',
  'apps/server/src/db/schema.ts',
  'apps/server/src/**/*-test-kit.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/src/testing/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.tsbuild/**',
      '**/generated/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'apps/server/drizzle/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile, waypoint: importCycles },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.tooling.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      // import-x/no-cycle skips `import type`; this one counts it (eslint-rules/no-import-cycle.js).
      'waypoint/no-import-cycle': 'error',
      'import-x/no-self-import': 'error',
      // One order everywhere, so a diff shows what an import change is: node built-ins, packages,
      // the workspace's own packages, then relative paths, each group alphabetical.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@waypoint/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench,scripts}/**/': 'KEBAB_CASE' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import from the module that defines the thing.',
        },
      ],
    },
  },
  // Type-aware promise rules: a promise nobody awaits or handles fails silently, and one handed to
  // an event attribute is dropped by React. `void` is for fire-and-forget work that handles its own
  // errors; an async event handler goes through apps/web/src/lib/async-handler.ts.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A box that scrolls on its own (a wide table) must take focus so a keyboard can scroll it
      // (WCAG 2.1.1; axe's scrollable-region-focusable); it is a named region, not a control.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@waypoint/*'], message: 'The domain package imports no app.' },
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'react',
                'react-dom',
                'fastify',
                'pg',
                'drizzle-orm',
                '@electric-sql/*',
              ],
              message: 'The domain is pure: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@waypoint/server', '@waypoint/server/*'], message: 'web and server meet only over HTTP.' },
          ],
        },
      ],
    },
  },
  // The hand-written service worker runs in the worker's scope, not a page's.
  { files: ['apps/web/public/sw.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [webFromServer, tablesOnlyFromRepositories] }],
    },
  },
  {
    files: mayImportTables,
    rules: { 'no-restricted-imports': ['error', { patterns: [webFromServer] }] },
  },
  { files: tableFiles, rules: { 'import-x/no-restricted-paths': ['error', { zones: tableBoundaries }] } },
);
