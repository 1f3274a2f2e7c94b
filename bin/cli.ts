import { Command, CommanderError, Option } from 'commander';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// The build pipeline (React, unified, MDX, shiki: ~600 modules, ~0.45 s to import) loads only in
// the commands that build, not for `serve` without --watch, --help or --version.
import type { BuildOptions, BuildResult } from '../generator/build.js';
import { formatWriterError, printable, writerErrorsOf } from '../generator/errors.js';
import { createProgress } from './progress.js';
import { writerExitCode } from '../generator/config/config-not-found.js';
import { serveCommand } from './serve-hint.js';
import { StrictWarnings } from '../generator/strict-warnings.js';
import { parseWithout, type Without } from '../generator/accelerators.js';
import { pkgRoot } from '../generator/package-root.js';

// pkgRoot, not a path relative to this file: the same from dist/bin/ and from bin/ (the tests and
// the reference pages of docs/ read `program`).
const pkg = JSON.parse(readFileSync(join(pkgRoot, 'package.json'), 'utf8')) as { version: string };

function reportError(e: unknown, debug: boolean): number {
  const list = writerErrorsOf(e);
  if (list) {
    for (const err of list) process.stderr.write(`\n${formatWriterError(err)}\n`);
    process.stderr.write(`\n✖ build failed: ${list.length} error${list.length === 1 ? '' : 's'}; the previous output was left untouched\n`);
    if (debug) process.stderr.write(`${(e as Error).stack}\n`);
    // A site plugin's failure keeps the plugin's own stack as the cause: that is where its bug is.
    if (debug) for (const err of list) if (err.cause instanceof Error) process.stderr.write(`caused by: ${err.cause.stack}\n`);
    return writerExitCode(list);
  }
  process.stderr.write(
    `\n✖ docsgen crashed (this is a bug in docsgen, not in your content):\n${debug ? (e as Error).stack : (e as Error).message}\n`,
  );
  if (!debug) process.stderr.write('  run again with --debug for the stack trace\n');
  return 3;
}

/** `build --strict` with warnings: the warnings, then why nothing was written. */
function reportStrict(e: StrictWarnings): number {
  for (const w of e.warnings) process.stderr.write(`⚠ ${printable(w)}\n`);
  process.stderr.write(
    `\n✖ build failed: ${e.warnings.length} warning${e.warnings.length === 1 ? '' : 's'} with --strict; the previous output was left untouched\n`,
  );
  return 1;
}

/** Loads the config once, for the build and for the reference data (CLI YAML, OpenAPI), which starts
 *  loading with it on a worker thread while the build pipeline's modules load. */
async function loadAndPrefetch(configPath: string, without: Without): Promise<Pick<BuildOptions, 'loadedConfig' | 'referenceData'>> {
  const [{ loadConfig }, { prefetchReferenceData }] = await Promise.all([
    import('../generator/config/load-config.js'),
    import('../generator/data/prefetch.js'),
  ]);
  const loadedConfig = await loadConfig(configPath);
  return { loadedConfig, referenceData: prefetchReferenceData(loadedConfig, without) };
}

const size = (n: number) => (n > 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.round(n / 1024)} KB`);

function summary(r: BuildResult, ms: number): string {
  const lines = r.warnings.map((w) => `⚠ ${printable(w)}`);
  lines.push(
    `✔ built ${r.pages} pages in ${(ms / 1000).toFixed(2)} s · ${r.warnings.length} warning${r.warnings.length === 1 ? '' : 's'} · ${size(r.bytes)} written to ${relative(process.cwd(), r.outDir) || '.'}/`,
  );
  return lines.join('\n');
}

/** `--debug`: which Markdown path pages took; a fallback from the fast path says why. */
function markdownLine(r: BuildResult): string {
  const m = r.markdown;
  // Pages finish in any order (two threads): the reasons are listed by count, then name.
  const why = Object.entries(m.fallbacks)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([reason, n]) => `${n} ${reason}`)
    .join(', ');
  const second = m.secondCore
    ? `\nsecond core: ${m.secondCore.compiled} pages compiled · ${m.secondCore.highlighted} pages' code coloured`
    : '';
  const writing = m.writingThread ? `\nwriting thread: ${m.writingThread.searchPages} pages' search records` : '';
  return `markdown: ${m.fast} fast path · ${m.remark} remark · ${m.mdxFast} MDX fast path · ${m.mdx} MDX${why ? ` (left the fast path: ${why})` : ''}${second}${writing}`;
}

/** Every command and option: run by runCli, and read by the command-line reference (bin/reference/). */
export const program = new Command()
  .name('docsgen')
  .description('Build fast static documentation sites from Markdown, MDX and OpenAPI')
  .version(pkg.version, '-v, --version')
  .showHelpAfterError('(run docsgen --help for usage)')
  .exitOverride();

program
  .command('build')
  .summary('build the site into the output folder')
  .description(
    'Build the site into the output folder. Loads the config, reads the content, renders every page into a temporary folder beside the output, checks every link and anchor, and swaps the folder in only when every check passes: a failed build leaves the previous output as it was. Ends with a summary: pages, warnings, time, output size.',
  )
  .option('-c, --config <file>', 'site configuration file', 'docsgen.config.ts')
  .option('-o, --out <dir>', 'output folder (relative to the config file)', 'out')
  .option('--strict', 'fail (exit 1) on warnings too; the previous output is left untouched', false)
  .option('--debug', 'print stack traces for every error, and how many pages took each Markdown path', false)
  // For `npm run bench -- --accelerators` (bench/accelerators.mjs), not for users: the same site,
  // made the slower way. bin/docsgen.ts reads `code-cache` from the arguments before this parses.
  .addOption(new Option('--without <names>', 'accelerators to turn off, comma-separated (generator/accelerators.ts)').hideHelp())
  .action(async (opts: { config: string; out: string; strict: boolean; debug: boolean; without?: string }) => {
    const without = parseWithout(opts.without ?? '');
    if (without instanceof Error) {
      process.stderr.write(`error: ${without.message}\n`);
      process.exitCode = 2;
      return;
    }
    // The build's modules load while esbuild (another process) bundles the config.
    const pipeline = import('../generator/build.js');
    // Awaited below; a config error returns first, and a failed import then has nobody to tell.
    pipeline.catch(() => undefined);
    // A config that does not load is reported like any other writer error.
    const loaded = await loadAndPrefetch(opts.config, without).catch((e: unknown) => {
      process.exitCode = reportError(e, opts.debug);
    });
    if (!loaded) return;
    const { build } = await pipeline;
    // Timed from here, as before the import was lazy, so that figures stay comparable. performance.now()
    // counts from the process start: t0 is also the start-up (Node, modules, config) the bench watches.
    const t0 = performance.now();
    const progress = createProgress(process.stderr);
    try {
      const r = await build({
        configPath: opts.config,
        outDir: opts.out,
        strict: opts.strict,
        onProgress: progress.update,
        without,
        ...loaded,
      });
      progress.done();
      if (process.env.DOCSGEN_STATS) {
        // For `npm run bench`: figures of this very process (peak RSS includes worker threads).
        const u = process.resourceUsage();
        writeFileSync(
          process.env.DOCSGEN_STATS,
          JSON.stringify({
            pages: r.pages,
            startMs: t0,
            wallMs: performance.now() - t0,
            maxRssKb: u.maxRSS,
            cpuUserUs: u.userCPUTime,
            cpuSystemUs: u.systemCPUTime,
            mainThreadCpuMs: mainThreadCpuMs(),
            timings: r.timings,
            bytes: r.bytes,
            markdown: r.markdown,
          }),
        );
      }
      if (opts.debug) process.stdout.write(`${markdownLine(r)}\n`);
      process.stdout.write(
        `${summary(r, performance.now() - t0)}\n  view it: ${serveCommand(process.cwd(), opts.out, opts.config)} (http://127.0.0.1:3000), or any static file server on ${relative(process.cwd(), r.outDir) || '.'}/\n`,
      );
    } catch (e) {
      progress.done();
      process.exitCode = e instanceof StrictWarnings ? reportStrict(e) : reportError(e, opts.debug);
    }
  });

program
  .command('check')
  .summary('validate content, links, anchors and routes without writing the site')
  .description(
    'Check everything `build` checks without writing anything: config and content errors, broken links and anchors (with the nearest existing route), duplicate routes, orphan pages, content warnings. Every problem of every page in one run: a page that does not compile is reported and the others are still checked. Exits 1 when `build` would fail.',
  )
  .option('-c, --config <file>', 'site configuration file', 'docsgen.config.ts')
  .option(
    '--format <format>',
    'report format: text, json (for tools; its fields are in the reference) or github (workflow annotations)',
    'text',
  )
  .option('--json', 'the same as --format json', false)
  .option('--strict', 'fail (exit 1) on warnings too', false)
  .option('--debug', 'print stack traces for every error', false)
  .action(async (opts: { config: string; format: string; json: boolean; strict: boolean; debug: boolean }) => {
    const { runCheck, CHECK_FORMATS } = await import('./check.js');
    const format = opts.json ? 'json' : CHECK_FORMATS.find((f) => f === opts.format);
    if (!format) {
      process.stderr.write(`error: --format must be one of ${CHECK_FORMATS.join(', ')}, got "${opts.format}"\n`);
      process.exitCode = 2;
      return;
    }
    process.exitCode = await runCheck({ config: opts.config, format, strict: opts.strict, debug: opts.debug }, reportError);
  });

program
  .command('version')
  .summary('snapshot the current docs (pages and sidebar) as a version; the content folder stays the latest')
  .description(
    "Snapshot the docs as they are now as version <name>, as Docusaurus's docs:version does: the pages go to versioned_docs/version-<name>/, the sidebar to versioned_sidebars/, and the name first in versions.json. The content folder stays the latest version.",
  )
  .argument('<name>', 'version name, for example 1.0')
  .option('-c, --config <file>', 'site configuration file', 'docsgen.config.ts')
  .option('--debug', 'print stack traces for every error', false)
  .action(async (name: string, opts: { config: string; debug: boolean }) => {
    const { runVersion } = await import('./version.js');
    process.exitCode = await runVersion(name, opts, reportError);
  });

program
  .command('init')
  .summary('create a new site (config, home page, a guide, a sidebar, package.json scripts) in DIR')
  .description(
    'Create a site that builds at once in DIR: docsgen.config.ts, a home page, a guide, a sidebar, tsconfig.json, .gitignore lines and package.json scripts. Never overwrites a file: when the site exists, it writes nothing, lists the files already there and exits 1. With --from docusaurus, translates the Docusaurus site in DIR instead and reports what it did not carry over.',
  )
  .argument('[dir]', 'folder of the new site (created if missing)', '.')
  .option('--from <generator>', 'translate an existing site: docusaurus (reads docusaurus.config.*, writes docsgen.config.ts)')
  .option('--blog', 'give the new site a blog: the blog config key, blog/authors.yml and a first post', false)
  // Read by the crash handler below (process.argv), as for every command.
  .option('--debug', 'print stack traces for every error', false)
  .action(async (dir: string, opts: { from?: string; blog?: boolean }) => {
    if (opts.from !== undefined) {
      if (opts.from !== 'docusaurus') {
        process.stderr.write(`✖ --from ${opts.from}: unknown generator\n  hint: docsgen init --from docusaurus [dir]\n`);
        process.exitCode = 1;
        return;
      }
      const { runMigrate } = await import('../generator/compat/docusaurus/migrate-site.js');
      process.exitCode = await runMigrate({ dir, out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
      return;
    }
    const { runInit } = await import('./init.js');
    process.exitCode = runInit({ dir, version: pkg.version, blog: opts.blog });
  });

program
  .command('serve')
  .summary('serve the built site; with --watch, rebuild on change and reload the browser')
  .description(
    'Serve the built site on 127.0.0.1 as a static host would (404 page, /x/index.html answered at /x). With --watch, build a preview (drafts included) into .docsgen-cache/dev/, never into the output folder, rebuild what each edit touches and reload open tabs; a failed rebuild shows its error in the browser while the last good preview stays served.',
  )
  .option('-c, --config <file>', 'site configuration file', 'docsgen.config.ts')
  .option('-o, --out <dir>', 'folder to serve', 'out')
  .option('-w, --watch', 'build, watch the sources and live-reload', false)
  .option('-p, --port <port>', 'port', '3000')
  .option('--host <host>', 'interface to bind (127.0.0.1 keeps it private to this machine)', '127.0.0.1')
  .option('--open', 'open the site in a browser', false)
  .option('--debug', 'print stack traces for every error', false)
  .action(async (opts: { config: string; out: string; watch: boolean; port: string; host: string; open: boolean; debug: boolean }) => {
    const port = Number(opts.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      process.stderr.write(`error: --port must be a number between 0 and 65535, got "${opts.port}"\n`);
      process.exitCode = 2;
      return;
    }
    const { runServe } = await import('./serve.js');
    process.exitCode = await runServe({ ...opts, port }, reportError);
  });

program
  .command('mcp')
  .summary('serve the docs of a built site to AI assistants as an MCP server (stdio, or HTTP with --http)')
  .description(
    'Serve the docs of a built site to AI assistants over the Model Context Protocol: search, pages, CLI commands and API operations as read-only tools, pages as resources. Over stdio by default, over Streamable HTTP at /mcp with --http. Logs go to stderr only.',
  )
  .option('-c, --config <file>', 'site configuration file (the default site folder is relative to it)', 'docsgen.config.ts')
  .option('-s, --site <dir|url>', 'a build folder, or the URL of a deployed docsgen site (default: out)')
  .option('--http', 'serve Streamable HTTP at /mcp instead of stdio', false)
  .option('-p, --port <port>', '(--http) port', '3001')
  .option('--host <host>', '(--http) interface to bind (127.0.0.1 keeps it private to this machine)', '127.0.0.1')
  .action(async (opts: { config: string; site?: string; http: boolean; port: string; host: string }) => {
    const { runMcpCommand } = await import('./mcp.js');
    process.exitCode = await runMcpCommand(opts, pkg.version);
  });

/** Runs the command `argv` names; its outcome is in `process.exitCode`. */
export async function runCli(argv: string[]): Promise<void> {
  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) {
      process.exitCode = e.exitCode === 0 ? 0 : 2;
    } else {
      process.exitCode = reportError(e, argv.includes('--debug'));
    }
  }
}

/** CPU time of the main thread alone (Linux): what the build's wall time tends to on an idle
 *  machine when the other threads keep up, and a figure that other load on the machine does not
 *  change much. Undefined where /proc is not there. */
function mainThreadCpuMs(): number | undefined {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    // utime and stime (fields 14 and 15 of stat, 12 and 13 after the command name), in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
