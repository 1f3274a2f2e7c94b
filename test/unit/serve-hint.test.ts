import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { serveCommand } from '../../bin/serve-hint.js';
import { repo } from '../helpers.js';

// The installed case (`npx docsgen serve` in a project with docsgen in node_modules) is covered by
// test/e2e/package.test.ts, which builds from an installed tarball.
describe('the command printed after a build', () => {
  it("is `npm run serve` in docsgen's own repository, with --out when the output folder is not the default", () => {
    expect(serveCommand(repo, 'out')).toBe('npm run serve');
    expect(serveCommand(repo, '/tmp/x')).toBe('npm run serve -- --out /tmp/x');
    expect(serveCommand(repo, 'out', 'docs/docsgen.config.ts')).toBe('npm run serve -- --config docs/docsgen.config.ts');
    expect(serveCommand(repo, 'out', 'docsgen.config.ts')).toBe('npm run serve');
  });

  it('is plain `docsgen serve` where docsgen is not a dependency of the project (a global install)', () => {
    expect(serveCommand(tmpdir(), 'out')).toBe('docsgen serve');
    expect(serveCommand(tmpdir(), 'public')).toBe('docsgen serve --out public');
  });
});
