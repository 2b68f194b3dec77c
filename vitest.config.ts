import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@functions': fileURLToPath(new URL('./functions', import.meta.url)),
  '@infra': fileURLToPath(new URL('./infra', import.meta.url)),
  '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Files share their worker's module graph: importing it again for each file took most of the tier's time.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // A guard against hangs, not a speed check: two files share the two cores, and a CI machine
          // under load took some queue-draining tests past 60 s.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time, each on its own emulator (global-setup.ts): the suite waits on moto
          // more than on node, so two emulators keep both cores busy.
          maxWorkers: 2,
          // A file imports the product once per worker, not once per file (that import was most of a short
          // file's time). Files therefore share a process: each uses fresh accounts, and one that sets the
          // environment puts it back (file-env.ts).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          globalSetup: ['tests/infra/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
          // One file at a time. global-setup.ts starts one product per worker, so 2 works, but two
          // Chromiums on two cores pushed the segment builder's journey past its 90 s under load.
          maxWorkers: 1,
        },
      },
    ],
  },
});
