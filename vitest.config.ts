import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Mercurius loads graphql's CommonJS build; Vite would hand our code the ESM
// build, and graphql refuses types from two copies. Point both at one.
const graphqlCommonJs = createRequire(import.meta.url).resolve('graphql');

// Vitest's own default is one worker fewer than the cores: a single worker on the two-core CI
// machine, where the suites wait on databases and timers as much as they compute. Two workers
// there took the PostgreSQL tier from 13:41 to 7:58 (docs/decisions/099-tests-on-both-cores.md).
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.dom.test.tsx', '**/node_modules/**', '**/dist/**'],
          environment: 'node',
        },
      },
      {
        // Web components and hooks in a simulated page, driven as a person would (Testing Library).
        test: {
          name: 'dom',
          include: ['apps/web/**/*.dom.test.tsx'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/dom-setup.ts'],
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCommonJs }] },
        test: {
          name: 'integration',
          include: ['apps/server/**/*.int.test.ts'],
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
