import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { readDurationHints } from './scripts/test-order/duration-hints.js';
import { createLongestFirstSequencer } from './scripts/test-order/longest-first-sequencer.js';

// Mercurius loads graphql's CommonJS build; Vite would hand our code the ESM
// build, and graphql refuses types from two copies. Point both at one.
const graphqlCommonJs = createRequire(import.meta.url).resolve('graphql');

// Vitest's own default is one worker fewer than the cores: a single worker on the two-core CI
// machine, where the suites wait on databases and timers as much as they compute. Two workers
// there took the PostgreSQL tier from 13:41 to 7:58 (docs/decisions/099-tests-on-both-cores.md).
const workers = Math.max(2, availableParallelism() - 1);

// Test files share their worker's modules (isolate: false): each file no longer imports the whole
// server or React tree again, which was most of every suite's time (docs/decisions/107-tests-share-modules.md).
// A file that replaces a module with vi.mock cannot share: an earlier file may have loaded the real one.
// Those files are found here, not listed by hand, and run isolated in a project of their own.
function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['node_modules', 'dist', '.tsbuild'].includes(entry.name) ? [] : testFilesUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const testFilesMockingModules = ['apps', 'packages', 'scripts']
  .flatMap(testFilesUnder)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
if (testFilesMockingModules.some((file) => file.endsWith('.int.test.ts')))
  throw new Error(
    'An integration test mocks a module: give the integration project an isolated part, as unit and dom have',
  );
const unitFiles = ['packages/**/*.test.ts', 'apps/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
const unitExcluded = ['**/*.int.test.ts', '**/*.dom.test.tsx', '**/node_modules/**', '**/dist/**'];
const domFiles = ['apps/web/**/*.dom.test.tsx'];
const domSetup = ['apps/web/src/testing/dom-setup.ts'];
const mocking = (suffix: string) => testFilesMockingModules.filter((file) => file.endsWith(suffix));
// Files that start the embedded default (PGlite in DATA_DIR) whatever the run's database: on the
// PostgreSQL run (TEST_DATABASE_URL) they would only repeat the PGlite run's work (decision 108).
const embeddedOnlyFiles = [
  'apps/server/src/db/pglite-setup.int.test.ts',
  'apps/server/src/main.int.test.ts',
  'apps/server/src/built-server.int.test.ts',
];

export default defineConfig({
  test: {
    maxWorkers: workers,
    // The longest files first, from the results cache or, in a fresh clone, a recorded run's figures.
    sequence: { sequencer: createLongestFirstSequencer(readDurationHints()) },
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: unitFiles,
          exclude: [...unitExcluded, ...testFilesMockingModules],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: mocking('.test.ts'),
          exclude: unitExcluded,
          environment: 'node',
        },
      },
      {
        // Web components and hooks in a simulated page, driven as a person would (Testing Library).
        test: {
          name: 'dom',
          isolate: false,
          include: domFiles,
          exclude: ['**/node_modules/**', '**/dist/**', ...testFilesMockingModules],
          environment: 'happy-dom',
          setupFiles: domSetup,
        },
      },
      {
        test: {
          name: 'dom-isolated',
          include: mocking('.dom.test.tsx'),
          environment: 'happy-dom',
          setupFiles: domSetup,
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCommonJs }] },
        test: {
          name: 'integration',
          include: ['apps/server/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', ...(process.env.TEST_DATABASE_URL ? embeddedOnlyFiles : [])],
          // No integration test replaces a module (checked above).
          isolate: false,
          environment: 'node',
          // Each file opens its own database; PGlite start-up is a few seconds cold.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['apps/server/src/testing/hermetic-network.ts'],
        },
      },
    ],
  },
});
