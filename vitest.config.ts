import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Browser tests share one built site and one Chromium; unit tests are quick either way.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
