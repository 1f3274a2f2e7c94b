import { defineConfig } from 'vitest/config';

// Three tiers (npm run test:unit, test:e2e, test:browser; npm test runs all three). Only the tiers
// that need them build the ToolHive site and make sure Chromium is there.
export default defineConfig({
  test: {
    globalSetup: ['test/setup/throwaway-sites.ts'],
    testTimeout: 60_000,
    // Browser checks poll for what a reader would see; on a busy 2-core CI machine loading a lazy
    // chunk can take longer than vitest's 1 s default.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      // No browser, no ToolHive build: modules, pipelines and small sites built in a temporary folder.
      // One module graph per worker (isolate: false): the files share the pipeline's modules instead
      // of importing them again each, which was a third of the tier's time.
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], isolate: false } },
      // Sites built with the CLI, the ToolHive site in out/ among them; servers; the MCP server.
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], globalSetup: ['test/setup/toolhive-site.ts'] } },
      // Debian's Chromium against built sites (test/browser/browser.ts).
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/setup/toolhive-site.ts', 'test/setup/chromium.ts'],
        },
      },
    ],
  },
});
