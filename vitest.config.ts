import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { rootAlias } from './vite.config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which on CI's two runs every file in turn.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve: { alias: [rootAlias] },
        test: {
          name: 'unit',
          // The kind of a test is told by where it lives (docs/layout.md): the app's, in jsdom.
          include: ['tests/unit/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A worker runs its files in one module graph, not a fresh one each, which would import
          // react-admin, MUI and the app again for every file. So the tests share no state between
          // files: no module mocks (vi.mock), and setup.ts clears the DOM, storage, stubs, spies
          // and timers after each test; they pass in any order (--sequence.shuffle.files).
          isolate: false,
          // As long as a busy machine may take: a screen's test renders and waits in real time.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        resolve: { alias: [rootAlias] },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          // An area's browser journeys live in its server folder too, and run with the browser tests.
          exclude: ['**/*.e2e.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Each run seeds a database once per clock and copies it for each test's server.
          globalSetup: ['tests/seedTemplates.setup.ts'],
          // A route's test seeds a database and hashes passwords: on a busy machine, seconds.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: [rootAlias] },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'server/areas/**/*.e2e.test.ts'],
          environment: 'node',
          // Each server copies a data folder seeded in the same quarter hour (tests/e2e/harness.ts).
          globalSetup: ['tests/seedTemplates.setup.ts'],
          // Two files at once, each with its own server (temporary data folder). A worker runs its
          // files one after another in one module graph, so that they share its one browser
          // (harness.ts `workerBrowser`); each file opens contexts of its own and closes them.
          fileParallelism: true,
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A test waits for what a person waits for, as long as a busy machine may take to
          // show it: a poll that gives up sooner reports a slow machine as a defect. No retry:
          // a test that fails once fails the run.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
