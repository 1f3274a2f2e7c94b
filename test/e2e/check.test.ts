import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfig, makeSite, runCli } from '../helpers.js';
import type { CheckReport } from '../../bin/check.js';

const broken = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome. Read the [docs](/docs).\n',
  'content/docs/index.md': [
    '---',
    'title: Start',
    '---',
    '',
    'Read the [guide](/docs/guide).',
    '',
    'A typo: [guide](/docs/gude).',
    '',
    'A missing heading: [setup](/docs/guide#set-it-upp).',
    '',
  ].join('\n'),
  'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Set it up\n\nText.\n',
  'content/docs/a.md': '---\ntitle: A\nslug: same\n---\n\nA.\n',
  'content/docs/b.md': '---\ntitle: B\nslug: same\n---\n\nB.\n',
  'content/docs/lonely.md': '---\ntitle: Lonely\nunlisted: true\n---\n\nNobody links here.\n',
};

describe('docsgen check', () => {
  it('--json reports broken links with file:line, target and nearest route, and exits 1', () => {
    const dir = makeSite(broken);
    const r = runCli(['check', '--json'], dir);
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(r.stdout) as CheckReport;
    expect(report.ok).toBe(false);
    expect(report.errors).toBe(1);
    expect(report.brokenLinks).toEqual([
      {
        source: 'content/docs/index.md:7:9',
        file: 'content/docs/index.md',
        line: 7,
        column: 9,
        target: '/docs/gude',
        nearest: '/docs/guide',
        message: 'broken link to /docs/gude',
        severity: 'error',
        code: 'broken-link',
        hint: 'did you mean /docs/guide?',
      },
    ]);
    expect(report.brokenAnchors).toHaveLength(1);
    expect(report.brokenAnchors[0]).toMatchObject({
      source: 'content/docs/index.md:9:20',
      target: '/docs/guide#set-it-upp',
      nearest: '/docs/guide#set-it-up',
      severity: 'warning',
    });
    expect(report.brokenMarkdownLinks).toEqual([]);
    expect(report.duplicateRoutes).toEqual([
      {
        route: '/docs/same',
        files: ['content/docs/a.md', 'content/docs/b.md'],
        severity: 'warning',
        code: 'duplicate-route',
        file: 'content/docs/b.md',
        line: null,
        column: null,
        source: 'content/docs/b.md',
        message: 'duplicate route /docs/same: content/docs/a.md, content/docs/b.md',
        hint: 'change the slug or file name of all but one; the last one wins',
      },
    ]);
    expect(report.orphanPages).toContainEqual({
      file: 'content/docs/lonely.md',
      route: '/docs/lonely',
      severity: 'warning',
      code: 'orphan-page',
      line: null,
      column: null,
      source: 'content/docs/lonely.md',
      message: 'orphan page: /docs/lonely is built, but linked from no page and not in the sidebar',
      hint: 'link to it from another page or list it in the sidebar; `unlisted: true` does not hide it from this check',
    });
    expect(report.orphanPages.map((o) => o.route)).not.toContain('/docs/guide');
    expect(report.contentErrors).toEqual([]);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('prints the same report for people', () => {
    const dir = makeSite(broken);
    const r = runCli(['check'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Broken links (1):\n  ✖ content/docs/index.md:7:9  → /docs/gude   nearest: /docs/guide');
    expect(r.stdout).toContain(
      'Broken anchors (1):\n  ⚠ content/docs/index.md:9:20  → /docs/guide#set-it-upp   nearest: /docs/guide#set-it-up',
    );
    expect(r.stdout).toContain('Duplicate routes (1):\n  ⚠ /docs/same  content/docs/a.md, content/docs/b.md');
    expect(r.stdout).toMatch(/Orphan pages.*\n(?:.*\n)*\s+⚠ content\/docs\/lonely\.md {2}\/docs\/lonely/);
    expect(r.stdout).toMatch(/✖ \d+ pages checked · 1 error \(docsgen build would fail\) · \d+ warnings/);
  });

  it('exits 0 when the build would pass: warnings only', () => {
    const dir = makeSite({ ...broken, 'docsgen.config.ts': baseConfig("onBrokenLinks: 'warn',") });
    const r = runCli(['check', '--json'], dir);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as CheckReport;
    expect(report.ok).toBe(true);
    expect(report.brokenLinks[0].severity).toBe('warning');
    const clean = makeSite({
      'content/pages/index.md': broken['content/pages/index.md'],
      'content/docs/index.md': '---\ntitle: Start\n---\n\nFine.\n',
    });
    const ok = runCli(['check'], clean);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/✔ \d+ pages checked · 0 errors · 0 warnings/);
  });

  it('reports content that does not load with its place, as JSON too, and exits 1', () => {
    const dir = makeSite({ ...broken, 'content/docs/bad.md': '---\ntitle: Bad\nsidebar_position: first\n---\n\nText.\n' });
    const r = runCli(['check', '--json'], dir);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as CheckReport;
    expect(report.ok).toBe(false);
    expect(report.contentErrors[0]).toMatchObject({ source: 'content/docs/bad.md:3:19', file: 'content/docs/bad.md', line: 3, column: 19 });
    expect(r.stderr).toContain('content/docs/bad.md:3:19  frontmatter "sidebar_position"');
    expect(r.stderr).toContain('✖ check failed: 1 error');
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });
});
