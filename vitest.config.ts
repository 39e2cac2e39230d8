import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/**
 * `graphql` as Node resolves it (its CommonJS `index.js`), for our sources as for the packages Node
 * loads (Apollo Server): Vite would pick the `.mjs` copy beside it, and two copies of graphql refuse
 * each other's types.
 */
const oneGraphql = { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] };

/**
 * Three kinds of test, split by file name:
 * - unit:        *.test.ts(x)      fast, no I/O beyond memory (web tests opt into jsdom per file)
 * - integration: *.int.test.ts     the real api on a real database (PGlite; PostgreSQL too when
 *                                  TEST_DATABASE_URL is set), the gateway over real HTTP, real SMTP on loopback,
 *                                  the compiled servers as the images run them
 * - e2e:         e2e/*.e2e.test.ts the built product in headless Chromium
 * - chaos:       *.chaos.test.ts   the local cluster (HAProxy, two gateways, two apis) while replicas are killed
 *                                  (needs a PostgreSQL server: TEST_DATABASE_URL; scripts/chaos/)
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: oneGraphql,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['{api,gateway,web,scripts,bench}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts', '**/*.e2e.test.ts', '**/*.chaos.test.ts'],
        },
      },
      {
        resolve: oneGraphql,
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['{api,gateway,bench,scripts}/**/*.int.test.ts'],
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'chaos',
          // Last and alone: it loads the machine's two cores and kills processes of its own cluster.
          sequence: { groupOrder: 3 },
          include: ['scripts/**/*.chaos.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
