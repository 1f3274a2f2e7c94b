// docsgen as another team gets it: packed, installed from the tarball into a fresh project (outside
// this repository, so nothing resolves to the sources), `docsgen init`, build, serve, type-check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo } from '../helpers.js';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let work = '';
let project = '';
let tarball = '';
const stats = { files: 0, bytes: 0, installMs: 0, initMs: 0, buildMs: 0, built: '' };

function run(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', npm_config_update_notifier: 'false' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'docsgen-package-'));
  // `npm pack` would run prepack (a full compile, which replaces dist/ under the other test files
  // running now): dist/ is compiled already by `npm test`; only the declarations are added here.
  execFileSync(join(repo, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.types.json'], { cwd: repo });
  const packed = JSON.parse(
    execFileSync(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: repo, encoding: 'utf8' }),
  ) as { filename: string; entryCount: number; size: number; files: { path: string }[] }[];
  tarball = join(work, packed[0].filename);
  stats.files = packed[0].entryCount;
  stats.bytes = packed[0].size;
  const paths = packed[0].files.map((f) => f.path);
  // Only what a site needs at run time: no ToolHive content, tests, benchmarks, sources or maps.
  // Nor the code caches builds of this repository left beside the command line's script.
  expect(
    paths.filter((p) =>
      /^(content|openapi|test|bench|generator|bin|scripts|static)\/|^theme\/(?!(styles|blog|docusaurus-pages)\.css$)|\.map$|(?<!\.d)\.tsx?$|\.v8cache$/.test(
        p,
      ),
    ),
  ).toEqual([]);
  expect(paths).toEqual(
    expect.arrayContaining([
      'package.json',
      'README.md',
      'theme/styles.css',
      'theme/blog.css',
      'theme/docusaurus-pages.css',
      'dist/bin/docsgen.js',
      'dist/generator/index.js',
      'dist/theme/index.js',
      'dist/types/generator/index.d.ts',
      'dist/types/theme/index.d.ts',
      'dist/client/manifest.json',
      'dist/shiki-regex.json',
      'dist/shiki-regex-lazy.json',
      'dist/openapi-validators/v2.cjs',
      'dist/openapi-validators/v3.cjs',
      'dist/openapi-validators/v31.cjs',
      'dist/.stamp',
    ]),
  );
  project = join(work, 'widget-docs');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), '{\n  "name": "widget-docs",\n  "version": "1.0.0",\n  "private": true\n}\n');
  const t0 = performance.now();
  const install = run(npm, ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], project);
  if (install.code !== 0) throw new Error(`npm install failed:\n${install.stdout}\n${install.stderr}`);
  stats.installMs = performance.now() - t0;
}, 600_000);

afterAll(() => {
  console.log(
    `package: ${stats.files} files, ${(stats.bytes / 1024).toFixed(0)} KB packed · npm install ${(stats.installMs / 1000).toFixed(1)} s · init ${(stats.initMs / 1000).toFixed(2)} s · npm run build ${(stats.buildMs / 1000).toFixed(2)} s (${stats.built}) · install to built site ${((stats.installMs + stats.initMs + stats.buildMs) / 1000).toFixed(1)} s`,
  );
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the installed package', () => {
  it('runs npx docsgen init, then builds the site it made', () => {
    let t0 = performance.now();
    const init = run(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['docsgen', 'init'], project);
    stats.initMs = performance.now() - t0;
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('updated  package.json (scripts: dev, build, check)');
    const pkg = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('widget-docs');
    expect(pkg.dependencies.docsgen).toMatch(/^file:/);
    t0 = performance.now();
    const build = run(npm, ['run', 'build'], project);
    stats.buildMs = performance.now() - t0;
    expect(build.code).toBe(0);
    stats.built = /✔ built \d+ pages in [\d.]+ s/.exec(build.stdout)?.[0] ?? '';
    expect(stats.built).not.toBe('');
    // The hint names a command that works here.
    expect(build.stdout).toContain('view it: npx docsgen serve');
    expect(readFileSync(join(project, 'out/guides/first-steps/index.html'), 'utf8')).toContain('class="tabs');
    expect(existsSync(join(project, 'out/favicon.svg'))).toBe(true);
    const check = run(npm, ['run', 'check'], project);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('0 errors · 0 warnings');
  });

  it('builds a blog with the installed package (its stylesheet ships in the package)', () => {
    const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
    const init = run(npx, ['docsgen', 'init', '--blog', 'with-blog'], project);
    expect(init.code).toBe(0);
    const build = run(npx, ['docsgen', 'build'], join(project, 'with-blog'));
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const list = readFileSync(join(project, 'with-blog/out/blog/index.html'), 'utf8');
    expect(list).toMatch(/<link rel="stylesheet" href="\/assets\/css\/blog-[0-9a-f]{10}\.css"\/>/);
    expect(existsSync(join(project, 'with-blog/out/blog/rss.xml'))).toBe(true);
  });

  it("keeps V8's code cache of its command line, one for build, check and the other commands, and makes it again when V8 refuses it", () => {
    const cli = join(project, 'node_modules/docsgen/dist/cli');
    const caches = () =>
      readdirSync(cli)
        .filter((f) => f.endsWith('.v8cache'))
        .sort();
    // The test above ran init, a build and a check: each left the code V8 compiled for the script.
    const { hash } = JSON.parse(readFileSync(join(cli, 'cli.json'), 'utf8')) as { hash: string };
    expect(caches()).toEqual(['build', 'check', 'start'].map((c) => `cli-${hash}-${c}.v8cache`));
    const cache = join(cli, `cli-${hash}-build.v8cache`);
    expect(statSync(cache).size).toBeGreaterThan(100_000);
    // Each build has an id of its own; the rest of the page is the same.
    const page = () =>
      readFileSync(join(project, 'out/guides/first-steps/index.html'), 'utf8').replace(
        /(data-build-id="|"docsgen-build" content=")\w+/g,
        '$1',
      );
    const built = page();
    // Taken as it is: the next build neither refuses nor rewrites it.
    const before = statSync(cache);
    expect(run(npm, ['run', 'build'], project).code).toBe(0);
    expect(statSync(cache).ino).toBe(before.ino);
    // A cache V8 refuses (here, not one at all) costs nothing but the compile, and is made again.
    writeFileSync(cache, 'not a code cache');
    const again = run(npm, ['run', 'build'], project);
    expect(again.code).toBe(0);
    expect(again.stderr).toBe('');
    expect(page()).toBe(built);
    expect(statSync(cache).size).toBeGreaterThan(100_000);
    // Nor does a failed build write one (it would hold less of the pipeline).
    rmSync(cache);
    writeFileSync(join(project, 'content/broken.md'), '# Broken\n\nSee [nowhere](/no-such-page).\n');
    expect(run(npm, ['run', 'build'], project).code).not.toBe(0);
    expect(existsSync(cache)).toBe(false);
    rmSync(join(project, 'content/broken.md'));
  });

  it('serves the built site and answers a page', async () => {
    const child = spawn(join(project, 'node_modules/.bin/docsgen'), ['serve', '--port', '0'], {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      const url = await new Promise<string>((ok, fail) => {
        const timer = setTimeout(() => fail(new Error(`no URL printed:\n${out}`)), 30_000);
        child.stdout!.on('data', (c) => {
          out += c;
          const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
          if (m) {
            clearTimeout(timer);
            ok(m[0]);
          }
        });
      });
      const res = await fetch(`${url}/guides/first-steps`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>First steps | Widget Docs</title>');
      expect(html).toContain('admonition');
    } finally {
      child.kill();
    }
  });

  it("type-checks a config that imports from 'docsgen', and fails on a wrong key", () => {
    const tsc = join(repo, 'node_modules/.bin/tsc');
    const good = run(tsc, ['-p', 'tsconfig.json', '--pretty', 'false'], project);
    expect(good.stdout + good.stderr).toBe('');
    expect(good.code).toBe(0);
    const config = readFileSync(join(project, 'docsgen.config.ts'), 'utf8');
    writeFileSync(join(project, 'docsgen.config.ts'), config.replace('tagline:', 'tagLine:'));
    const bad = run(tsc, ['-p', 'tsconfig.json', '--pretty', 'false'], project);
    expect(bad.code).not.toBe(0);
    expect(bad.stdout).toMatch(/docsgen\.config\.ts\(\d+,\d+\): error TS2\d+: .*'tagLine'/);
    writeFileSync(join(project, 'docsgen.config.ts'), config);
  });
});
