import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    // Browser checks poll for what a reader would see; on a busy 2-core CI machine loading a lazy
    // chunk can take longer than vitest's 1 s default.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    hookTimeout: 180_000,
    // Browser tests share one built site and one Chromium; unit tests are quick either way.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
