import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
const alias = {
  '@': root,
  // `server-only` throws outside React Server Components; tests are trusted callers.
  'server-only': path.join(root, 'tests/support/empty-module.ts'),
};

// Integration files about SQLite itself: its single shared connection, and a
// data migration of rows stored before PostgreSQL was supported.
const SQLITE_ONLY = ['tests/integration/db-shared-connection.test.ts', 'tests/integration/selection-migration.test.ts'];
// And the ones about PostgreSQL's own migrations.
const POSTGRESQL_ONLY = ['tests/integration/**/*.postgresql.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest keeps a core free by default: on CI's two cores that is one
    // worker, and the integration files spend much of their time waiting on
    // the database. Two workers there took the SQLite run from 313 s to 221 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/dom-matchers.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          exclude: POSTGRESQL_ONLY,
          environment: 'node',
          globalSetup: ['tests/support/integration-global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/integration-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // npm run test:postgresql: the integration suite again on PostgreSQL
        // (TEST_POSTGRESQL_URL), but for the files about SQLite itself.
        extends: true,
        test: {
          name: 'integration-postgresql',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          exclude: SQLITE_ONLY,
          environment: 'node',
          globalSetup: ['tests/support/integration-global-setup-postgresql.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/integration-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // npm run test:security: the reproduction of every finding of the
        // security review, the fuzz pass and the cross-customer matrix, run
        // against the route handlers on a real database like the integration tests.
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/support/integration-global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/integration-db.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
