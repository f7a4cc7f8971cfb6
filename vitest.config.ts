import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// Three projects: pure rules (unit), React components in jsdom (components),
// the API against a real database (backend: PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': import.meta.dirname,
      'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only.ts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // next-intl imports 'next/server' without an extension, which only a bundler resolves.
          server: { deps: { inline: ['next-intl'] } },
          include: ['tests/unit/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          include: ['tests/backend/**/*.test.ts', 'backend/**/*.test.ts'],
          // *.postgres.test.ts need PostgreSQL (a server process killed and started again on one database): the PostgreSQL pass runs them.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['tests/backend/**/*.postgres.test.ts'])],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database; two at a time keeps 2 cores busy without thrashing.
          maxWorkers: 2,
        },
      },
    ],
  },
});
