import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Mercurius loads graphql's CommonJS build; Vite would hand our code the ESM
// build, and graphql refuses types from two copies. Point both at one.
const graphqlCommonJs = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
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
