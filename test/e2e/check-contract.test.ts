// `docsgen check` as a CI contract (issue 16): schema version, every problem with severity, code and
// place, every page checked in one run, the same warning count as `docsgen build`, --strict (for
// check and build), and GitHub workflow annotations.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfig, makeSite, runCli } from '../helpers.js';
import type { CheckReport } from '../../bin/check.js';

const site = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome. Read the [docs](/docs) and [bad](/docs/bad).\n',
  'content/docs/index.md': '---\ntitle: Start\n---\n\nSee [guide](/docs/guide) and [a typo](/docs/gide).\n',
  'content/docs/guide.md': '---\ntitle: Guide\ntitel: typo\n---\n\n## Set it up\n\nBack to [start](/docs#nope).\n',
  'content/docs/bad.mdx': '---\ntitle: Bad\n---\n\nText.\n\n<div>\n\nnever closed\n',
  'content/docs/lonely.md': '---\ntitle: Lonely\nunlisted: true\n---\n\nNobody links here.\n',
};

const KEYS = ['severity', 'code', 'file', 'line', 'column', 'message', 'hint', 'source'];

describe('docsgen check --json: the CI contract', () => {
  it('reports every problem of every page in one run, each with severity, code and place', () => {
    const dir = makeSite(site);
    const r = runCli(['check', '--json'], dir);
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(r.stdout) as CheckReport;
    expect(report.schemaVersion).toBe(1);
    expect(report.pages).toBeGreaterThanOrEqual(5);
    for (const p of report.problems) expect(Object.keys(p).sort()).toEqual([...KEYS].sort());
    const codes = report.problems.map((p) => `${p.severity} ${p.code} ${p.source}`);
    // The page that does not compile, and the link errors of the others in the same run.
    // (Its line and column come with the MDX error positions of issue 16, another change.)
    expect(report.contentErrors.map((p) => [p.severity, p.code, p.file])).toEqual([['error', 'content-error', 'content/docs/bad.mdx']]);
    expect(codes).toContain('error broken-link content/docs/index.md:5:30');
    expect(codes).toContain('warning broken-anchor content/docs/guide.md:8:9');
    expect(codes).toContain('warning frontmatter-unknown-key content/docs/guide.md:3:1');
    expect(codes).toContain('warning orphan-page content/docs/lonely.md');
    // A link to the page that failed is not reported as broken.
    expect(report.brokenLinks.map((l) => l.target)).not.toContain('/docs/bad');
    expect(report.errors).toBe(report.problems.filter((p) => p.severity === 'error').length);
    expect(report.warnings).toBe(report.problems.filter((p) => p.severity === 'warning').length);
    expect(report.problems.map((p) => p.severity)).toEqual(
      [...report.problems.map((p) => p.severity)].sort((a, b) => (a === 'error' ? -1 : b === 'error' ? 1 : 0)),
    );
  });

  it('build and check count the same warnings; --strict fails on them', () => {
    const { 'content/docs/bad.mdx': _bad, ...rest } = site;
    const dir = makeSite({
      ...rest,
      'content/pages/index.md': '---\ntitle: Home\n---\n\nRead the [docs](/docs).\n',
      'docsgen.config.ts': baseConfig("onBrokenLinks: 'warn',"),
    });
    const check = runCli(['check', '--json'], dir);
    expect(check.code, check.stderr).toBe(0);
    const report = JSON.parse(check.stdout) as CheckReport;
    expect(report.warnings).toBe(4); // broken link, broken anchor, unknown key, orphan page
    const build = runCli(['build'], dir);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toContain(`· ${report.warnings} warnings ·`);
    expect(build.stdout).toContain('content/docs/lonely.md  orphan page: /docs/lonely');
    expect(runCli(['check'], dir).stdout).toMatch(/✔ \d+ pages checked · 0 errors · 4 warnings/);
    const strict = runCli(['check', '--strict'], dir);
    expect(strict.code).toBe(1);
  });

  it('build --strict fails on the same warnings, prints them, and leaves the previous out/ untouched', () => {
    const { 'content/docs/bad.mdx': _bad, ...rest } = site;
    const dir = makeSite({
      ...rest,
      'content/pages/index.md': '---\ntitle: Home\n---\n\nRead the [docs](/docs).\n',
      'docsgen.config.ts': baseConfig("onBrokenLinks: 'warn',"),
    });
    expect(runCli(['build'], dir).code).toBe(0);
    const before = readFileSync(join(dir, 'out/docs/guide/index.html'), 'utf8');
    writeFileSync(
      join(dir, 'content/docs/guide.md'),
      '---\ntitle: Guide\ntitel: typo\n---\n\n## Set it up\n\nThe second text. Back to [start](/docs#nope).\n',
    );
    const strict = runCli(['build', '--strict'], dir);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('⚠ content/docs/lonely.md  orphan page: /docs/lonely');
    expect(strict.stderr).toContain('⚠ content/docs/guide.md:3:1');
    expect(strict.stderr).toContain('✖ build failed: 4 warnings with --strict; the previous output was left untouched');
    expect(strict.stdout).not.toContain('✔ built');
    expect(strict.stderr).not.toContain('    at ');
    expect(readFileSync(join(dir, 'out/docs/guide/index.html'), 'utf8')).toBe(before);
    // Without warnings, --strict builds as usual.
    const clean = makeSite({ 'content/docs/index.md': '---\ntitle: Start\n---\n\nStart.\n' });
    const ok = runCli(['build', '--strict'], clean);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/✔ built \d+ pages in [\d.]+ s · 0 warnings/);
  });

  it('config problems at the line of the offending key; a sidebar entry naming a missing doc at its line', () => {
    const badKey = makeSite({ ...site, 'docsgen.config.ts': baseConfig("onBrokenLinks: 'sometimes',") });
    const a = JSON.parse(runCli(['check', '--json'], badKey).stdout) as CheckReport;
    expect(a.problems[0]).toMatchObject({ severity: 'error', code: 'config-error', file: 'docsgen.config.ts', line: 6, column: 3 });
    const sidebar = makeSite({ ...site, 'docsgen.config.ts': baseConfig("sidebars: { docs: ['docs/index',\n    'docs/no-such-doc'] },") });
    const b = runCli(['check', '--json'], sidebar);
    expect(b.code).toBe(1);
    expect((JSON.parse(b.stdout) as CheckReport).problems[0]).toMatchObject({
      code: 'config-error',
      file: 'docsgen.config.ts',
      line: 7,
      column: 5,
    });
  });

  it('--format github prints workflow annotations', () => {
    const dir = makeSite(site);
    const r = runCli(['check', '--format', 'github'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '::error file=content/docs/index.md,line=5,col=30,title=docsgen broken-link::broken link to /docs/gide%0Adid you mean /docs/guide?',
    );
    expect(r.stdout).toContain(
      '::warning file=content/docs/guide.md,line=3,col=1,title=docsgen frontmatter-unknown-key::unknown frontmatter key `titel` — did you mean `title`?',
    );
    expect(r.stdout).toContain('::warning file=content/docs/lonely.md,title=docsgen orphan-page::');
    expect(r.stdout).toMatch(/::error file=content\/docs\/bad\.mdx,(line=\d+,col=\d+,)?title=docsgen content-error::/);
    expect(runCli(['check', '--format', 'xml'], dir).code).toBe(2);
  });
});
