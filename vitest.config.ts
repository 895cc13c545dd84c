import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // The second reporter says loudly when suites that need ../shared were not run (test/support/shared-data.ts).
    reporters: ['default', './test/support/shared-data-reporter.ts'],
  },
});
