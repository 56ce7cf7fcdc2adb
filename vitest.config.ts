import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code and renderer, beside the code) and `server`
// (API tests against a real migrated database, tests/server/**).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
          hookTimeout: 60000,
          // The template database is migrated and seeded once per run (global-setup.ts); every
          // test file then runs on its own copy, its own temp dirs and free ports, so files run
          // side by side (SERVER_TEST_WORKERS, default 2: measured on a 2-core machine).
          globalSetup: ['tests/server/global-setup.ts'],
          maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? 2),
          // A worker runs its files on one module graph instead of loading the whole server
          // anew for each file: each file still builds its own app, database copy and ports.
          // Measured on this 2-core machine (61 files, 528 tests): SQLite 421 s -> 116 s,
          // PostgreSQL about 497 s -> 252 s; nearly all of the difference was module loading.
          isolate: false,
        },
      },
    ],
  },
});
