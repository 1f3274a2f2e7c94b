// Issue 16, the rows of broken and hostile input owned here: deep nesting, script URLs, raw HTML
// script, binary and empty pages, MDX errors at file:line:col. Each builds a small site with the CLI.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfig, makeSite, runBuild } from '../helpers.js';

const good = {
  'content/pages/index.md': '---\ntitle: Home\n---\n\nHome page.\n',
  'content/docs/index.md': '---\ntitle: Start\n---\n\nStart here.\n',
};

/** A site of `good` and `files`, built; the outcome whether it built or not. */
function buildPages(files: Record<string, string | Buffer>) {
  const dir = makeSite({ ...good, ...(files as Record<string, string>) });
  const started = Date.now();
  const r = runBuild(dir);
  return {
    ...r,
    out: r.stdout + r.stderr,
    ms: Date.now() - started,
    html: (route: string) => readFileSync(join(dir, 'out', route, 'index.html'), 'utf8'),
  };
}

const nestedList = (levels: number, first = '') => {
  let s = first;
  for (let i = 0; i < levels; i++) s += `${'  '.repeat(i)}- item ${i}\n`;
  return `${s}\nAFTER\n`;
};

function expectWriterError(r: ReturnType<typeof buildPages>, place: string, message: RegExp) {
  expect(r.code, r.out).toBe(1);
  expect(r.stderr).toContain(`${place}  `);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

describe('hostile input (issue 16)', () => {
  it('deep nesting: the whole page under the limit, an error at the first line past it, never a drop or a crash', () => {
    const ok = buildPages({ 'content/docs/n.md': nestedList(32) });
    expect(ok.code, ok.out).toBe(0);
    const html = ok.html('docs/n');
    expect(html).toContain('item 31');
    expect(html).toContain('AFTER');
    // 60 levels: markdown-it used to drop everything from level 49 on, silently.
    expectWriterError(buildPages({ 'content/docs/n.md': nestedList(60) }), 'content/docs/n.md:33:65', /nested more than 32 levels deep/);
    // The remark path (a tab sends the page there) with 1,000 and 5,000 levels: 24 s then a stack overflow,
    // and out of memory, before.
    for (const levels of [1000, 5000]) {
      const r = buildPages({ 'content/docs/n.md': nestedList(levels, 'A\ttab.\n\n') });
      expectWriterError(r, 'content/docs/n.md:35:65', /nested more than 32 levels deep/);
      expect(r.ms).toBeLessThan(10_000);
    }
    expectWriterError(
      buildPages({ 'content/docs/q.md': `${'> '.repeat(3000)}deep\n` }),
      'content/docs/q.md:1:65',
      /nested more than 32 levels/,
    );
    expectWriterError(
      buildPages({ 'content/docs/d.mdx': `---\ntitle: D\n---\n\n${'<div>\n'.repeat(2000)}x\n${'</div>\n'.repeat(2000)}` }),
      'content/docs/d.mdx:37:1',
      /nested more than 32 levels/,
    );
    expectWriterError(
      buildPages({ 'content/docs/e.md': `~~s~~ ${'*a _b '.repeat(3000)}x${' b_ a*'.repeat(3000)}\n` }),
      'content/docs/e.md:1:307',
      /nested more than 100 levels deep \(emphasis/,
    );
    expectWriterError(
      buildPages({ 'content/docs/h.md': `${'<div>'.repeat(5000)}x\n` }),
      'content/docs/h.md:1:641',
      /nested more than 128 levels deep \(raw HTML/,
    );
  }, 120_000);

  it('script URLs in Markdown links are never written, on either path and in MDX, with a warning at file:line:col', () => {
    const links =
      '[a](javascript:alert(1)) [b](javascript&#58;alert(2)) [c](JAVASCRIPT:alert(3)) [d](vbscript:x) [e](data:text/html,x)\n\n![i](data:image/png;base64,AAAA) [ok](https://example.com/)\n';
    const r = buildPages({
      'content/docs/fast.md': `---\ntitle: F\n---\n\n${links}`,
      'content/docs/remark.md': `---\ntitle: R\n---\n\n~~s~~ [x][r] <javascript:alert(4)>\n\n[r]: javascript:alert(5)\n\n${links}`,
      'content/docs/m.mdx': `---\ntitle: M\n---\n\n${links}\n<a href="javascript:alert(6)">j</a>\n`,
    });
    expect(r.code, r.out).toBe(0);
    for (const route of ['docs/fast', 'docs/remark', 'docs/m']) {
      const html = r.html(route);
      expect(html).not.toMatch(/(?:href|src)="\s*(?:javascript|vbscript|data:text)/i);
      expect(html).toContain('href="https://example.com/"');
      expect(html).toContain('src="data:image/png;base64,AAAA"');
    }
    expect(r.out).toContain('content/docs/fast.md:5:1  unsafe URL "javascript:alert(1)" removed (href)');
    expect(r.out).toContain('content/docs/fast.md:5:26  unsafe URL "javascript:alert(2)" removed');
    expect(r.out).toContain('content/docs/fast.md:5:80  unsafe URL "vbscript:x" removed');
    expect(r.out).toContain('content/docs/remark.md:5:7  unsafe URL "javascript:alert(5)" removed');
    expect(r.out).toContain('content/docs/remark.md:5:14  unsafe URL "javascript:alert(4)" removed');
    expect(r.out).toContain('content/docs/remark.md:9:55  unsafe URL "JAVASCRIPT:alert(3)" removed');
    expect(r.out).toContain('content/docs/m.mdx:5:1  unsafe URL "javascript:alert(1)" removed');
    expect(r.out).toContain('content/docs/m.mdx:9:1  unsafe URL "javascript:alert(6)" removed');
  }, 60_000);

  it('raw HTML script, handlers and script URLs are removed with a warning unless markdown.trustedHtml is set', () => {
    const page = (title: string) =>
      `---\ntitle: ${title}\n---\n\nText <span onclick="alert(1)">s</span> <a href="javascript:alert(2)">a</a>\n\n<script>alert(3)</script>\n\n<div onmouseover="alert(4)">MARK</div>\n`;
    const mdx = '---\ntitle: X\n---\n\n<div onClick="alert(1)">MARK</div>\n\n<script>{`alert(2)`}</script>\n';
    const files = { 'content/docs/h.md': page('H'), 'content/docs/r.md': `${page('R')}\nA\ttab.\n`, 'content/docs/x.mdx': mdx };
    const r = buildPages(files);
    expect(r.code, r.out).toBe(0);
    for (const route of ['docs/h', 'docs/r', 'docs/x']) {
      const main = r.html(route).split('<main')[1];
      expect(main).toContain('MARK');
      expect(main).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    }
    for (const f of ['h', 'r']) {
      expect(r.out).toContain(`content/docs/${f}.md:5:6  raw HTML attribute onclick removed`);
      expect(r.out).toContain(`content/docs/${f}.md:5:40  unsafe URL "javascript:alert(2)" removed (href)`);
      expect(r.out).toContain(`content/docs/${f}.md:7:1  raw HTML <script> removed`);
      expect(r.out).toContain(`content/docs/${f}.md:9:1  raw HTML attribute onmouseover removed`);
    }
    expect(r.out).toContain('content/docs/x.mdx:5:1  attribute onClick removed');
    expect(r.out).toContain('content/docs/x.mdx:7:1  <script> removed');

    const trusted = buildPages({ ...files, 'docsgen.config.ts': baseConfig('markdown: { trustedHtml: true },') });
    expect(trusted.code, trusted.out).toBe(0);
    expect(trusted.out).not.toContain('removed');
    const kept = trusted.html('docs/h').split('<main')[1];
    expect(kept).toContain('<script>alert(3)</script>');
    expect(kept).toContain('onclick="alert(1)"');
  }, 60_000);

  it('a binary file named .md is an error naming the file; control characters are never printed raw', () => {
    const r = buildPages({ 'content/docs/x.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]) });
    expectWriterError(r, 'content/docs/x.md', /not UTF-8 text/);
    const latin1 = buildPages({ 'content/docs/l.md': Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]) });
    expectWriterError(latin1, 'content/docs/l.md', /not UTF-8 text/);
    const esc = buildPages({ 'content/docs/e.mdx': '---\ntitle: E\n---\n\n<Foo bar="\u001b[31mred" {x.}/>\n' });
    expectWriterError(esc, 'content/docs/e.mdx:5:23', /MDX syntax error: Could not parse expression/);
    expect(esc.stderr).not.toContain('\u001b');
    expect(esc.stderr).toContain('\u241b[31mred');
  }, 60_000);

  it('an empty .md or .mdx page is a warning and the build goes on', () => {
    const r = buildPages({ 'content/docs/e.md': '', 'content/docs/f.mdx': '\n\n' });
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('content/docs/e.md  page is empty');
    expect(r.out).toContain('content/docs/f.mdx  page is empty');
  }, 60_000);

  it('an unclosed <div> and other MDX syntax errors are at file:line:col with the code frame', () => {
    const r = buildPages({ 'content/docs/u.mdx': '---\ntitle: U\n---\n\n# Hi\n\n<div>\n\nunclosed\n' });
    expectWriterError(r, 'content/docs/u.mdx:7:1', /MDX syntax error: Expected a closing tag for `<div>`$/m);
    expect(r.stderr).toMatch(/ 7 \| <div>\n\s+\^/);
    const m = buildPages({ 'content/docs/m.mdx': '---\ntitle: M\n---\n\nok\n\n<div>\n  <span>a</div>\n</span>\n' });
    expectWriterError(
      m,
      'content/docs/m.mdx:8:10',
      /Unexpected closing tag `<\/div>`, expected corresponding closing tag for `<span>` \(the tag at 8:3\)/,
    );
    expect(m.stderr).not.toMatch(/\(\d+:\d+-\d+:\d+\)/);
  }, 60_000);
});
