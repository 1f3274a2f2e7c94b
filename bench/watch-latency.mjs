#!/usr/bin/env node
// The writer's-loop latency of `docsgen serve --watch`: on a synthetic corpus (make-corpus.mjs), the
// time from `writeFile` resolving to the `reload` event reaching a connected live-reload client,
// median of N runs, for three edits:
//   body    — a sentence added to one page's body
//   title   — one page's frontmatter title (every other page then shows the new sidebar label)
//   partial — a partial imported by MDX pages
//
//   node bench/watch-latency.mjs [--pages 600] [--runs 10] [--json]
//
// Prints a summary on stderr and, with --json, the figures as JSON on stdout. bench/run.mjs can
// import { measureWatchLatency } instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ pages?: number, runs?: number, workDir?: string, corpusScript?: string, log?: (s: string) => void }} [o]
 * @returns {Promise<{ pages: number, runs: number, firstBuildMs: number, edits: Record<'body'|'title'|'partial', { medianMs: number, minMs: number, maxMs: number, runsMs: number[] }> }>}
 */
export async function measureWatchLatency(o = {}) {
  const pages = o.pages ?? 600;
  const runs = o.runs ?? 10;
  const log = o.log ?? ((s) => process.stderr.write(`${s}\n`));
  const work = resolve(o.workDir ?? join(repo, 'bench/work/watch-latency'));
  const corpusScript = o.corpusScript ?? resolve(repo, '../shared/bench/make-corpus.mjs');
  const cli = join(repo, 'dist/bin/docsgen.js');
  if (!existsSync(cli)) throw new Error('dist/ is missing: run `node scripts/compile.mjs` first');

  // The site: the corpus as content/, a partial, three MDX pages that import it, a config.
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  await run(process.execPath, [corpusScript, '--pages', String(pages), '--out', join(work, 'content')]);
  writeFileSync(
    join(work, 'docsgen.config.ts'),
    `import { defineConfig } from ${JSON.stringify(join(repo, 'generator/config/define-config.ts'))};\nexport default defineConfig({ title: 'Tessera', tagline: 'Watch latency bench', url: 'https://example.com' });\n`,
  );
  const partial = join(work, 'content/_partials/_note.mdx');
  mkdirSync(dirname(partial), { recursive: true });
  writeFileSync(partial, 'A note shared by several pages: version 0.\n');
  for (const n of [1, 2, 3]) {
    writeFileSync(
      join(work, `content/concepts/shared-note-${n}.mdx`),
      `---\ntitle: "Shared note ${n}"\nsidebar_position: ${900 + n}\n---\n\nimport Note from '../_partials/_note.mdx';\n\nA page that includes the shared note.\n\n<Note />\n`,
    );
  }
  const guides = readdirSync(join(work, 'content/guides-cli'))
    .filter((f) => f.endsWith('.md') && f !== 'index.md')
    .sort();
  const bodyPage = join(work, 'content/guides-cli', guides[0]);
  const titlePage = join(work, 'content/guides-cli', guides[1]);
  const titleRoute = `/guides-cli/${guides[1].replace(/\.md$/, '')}`;
  const siblingRoute = `/guides-cli/${guides[0].replace(/\.md$/, '')}`;
  const bodyRoute = siblingRoute;
  const titleSource = readFileSync(titlePage, 'utf8');
  const originalTitle = /^title: "(.*)"$/m.exec(titleSource)[1];

  // The server, and one live-reload client.
  log(`docsgen serve --watch on ${pages + 3} pages (${relative(process.cwd(), work) || '.'})…`);
  const t0 = performance.now();
  const server = spawn(process.execPath, [cli, 'serve', '--watch', '--port', '0'], {
    cwd: work,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let out = '';
  let err = '';
  server.stdout.on('data', (c) => (out += c));
  server.stderr.on('data', (c) => (err += c));
  try {
    const port = await new Promise((ok, fail) => {
      const timer = setInterval(() => {
        const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
        if (m) {
          clearInterval(timer);
          ok(Number(m[1]));
        } else if (server.exitCode !== null) {
          clearInterval(timer);
          fail(new Error(`docsgen serve --watch exited:\n${out}\n${err}`));
        }
      }, 20);
    });
    const firstBuildMs = performance.now() - t0;
    if (/build failed/.test(err)) throw new Error(`the corpus does not build:\n${err}`);
    log(`first build and server ready in ${(firstBuildMs / 1000).toFixed(1)} s`);
    const events = await connectEvents(port);

    const measure = async (name, edit, verify) => {
      const times = [];
      for (let i = 1; i <= runs; i++) {
        await events.quiet(300); // the previous rebuild is over
        const start = await edit(i);
        const ev = await events.next(120_000);
        if (ev.event !== 'reload') throw new Error(`${name} edit ${i}: expected a reload, got ${ev.event}: ${ev.data}`);
        times.push(ev.at - start);
        if (verify) await verify(i);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
      const r = {
        medianMs: Math.round(median),
        minMs: Math.round(sorted[0]),
        maxMs: Math.round(sorted[sorted.length - 1]),
        runsMs: times.map((t) => Math.round(t)),
      };
      log(`${name.padEnd(8)} median ${r.medianMs} ms (min ${r.minMs}, max ${r.maxMs}) over ${runs} runs`);
      return r;
    };
    const write = async (file, text) => {
      await writeFile(file, text);
      return performance.now();
    };
    const bodySource = readFileSync(bodyPage, 'utf8');
    const partialSource = readFileSync(partial, 'utf8');
    // What a reader sees: the page as the preview server answers it (pages whose sidebar changed
    // may still be rendering in the background; the server waits for the one asked for).
    const page = (route) => fetch(`http://127.0.0.1:${port}${route}/`).then((r) => r.text());

    const edits = {
      body: await measure(
        'body',
        (i) => write(bodyPage, `${bodySource}\nA sentence added by edit ${i}.\n`),
        async (i) => {
          if (!(await page(bodyRoute)).includes(`A sentence added by edit ${i}.`))
            throw new Error(`after body edit ${i}, ${bodyRoute} does not show it`);
        },
      ),
      title: await measure(
        'title',
        (i) => write(titlePage, titleSource.replace(/^title: ".*"$/m, `title: "${originalTitle} v${i}"`)),
        // Another page (a sibling in the same sidebar category) shows the new label.
        async (i) => {
          if (!(await page(siblingRoute)).includes(`${originalTitle} v${i}`))
            throw new Error(`after title edit ${i}, ${siblingRoute} does not show the new sidebar label`);
          if (!(await page(titleRoute)).includes(`${originalTitle} v${i}`))
            throw new Error(`after title edit ${i}, ${titleRoute} does not show its new title`);
        },
      ),
      partial: await measure(
        'partial',
        (i) => write(partial, partialSource.replace('version 0', `version ${i}`)),
        async (i) => {
          if (!(await page('/concepts/shared-note-2')).includes(`version ${i}`))
            throw new Error(`after partial edit ${i}, /concepts/shared-note-2 does not show it`);
        },
      ),
    };
    events.close();
    return { pages: pages + 3, runs, firstBuildMs: Math.round(firstBuildMs), edits };
  } finally {
    server.kill('SIGTERM');
    await new Promise((ok) => (server.exitCode !== null ? ok() : server.once('exit', ok)));
  }
}

function run(cmd, args) {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

/** A minimal server-sent-events client that timestamps each event when its bytes arrive. */
function connectEvents(port) {
  return new Promise((ok, fail) => {
    const queue = [];
    const waiters = [];
    let lastAt = performance.now();
    const req = request({ host: '127.0.0.1', port, path: '/__docsgen/events' }, (res) => {
      if (res.statusCode !== 200) return fail(new Error(`events: HTTP ${res.statusCode}`));
      res.setEncoding('utf8');
      let buf = '';
      res.on('data', (chunk) => {
        const at = performance.now();
        buf += chunk;
        let i;
        while ((i = buf.indexOf('\n\n')) !== -1) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (!event || event === 'hello') continue;
          lastAt = at;
          const ev = { event, data: /^data: (.*)$/m.exec(block)?.[1] ?? '', at };
          const w = waiters.shift();
          if (w) w(ev);
          else queue.push(ev);
        }
      });
      ok({
        next: (timeoutMs) => {
          if (queue.length) return Promise.resolve(queue.shift());
          return new Promise((resolveEv, reject) => {
            const timer = setTimeout(() => reject(new Error(`no live-reload event within ${timeoutMs} ms`)), timeoutMs);
            waiters.push((ev) => {
              clearTimeout(timer);
              resolveEv(ev);
            });
          });
        },
        /** Waits until no event has arrived for `ms`, and drops what arrived. */
        quiet: async (ms) => {
          while (performance.now() - lastAt < ms) await new Promise((r) => setTimeout(r, ms - (performance.now() - lastAt) + 5));
          queue.length = 0;
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', fail);
    req.end();
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, def) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? def : Number(process.argv[i + 1]);
  };
  const result = await measureWatchLatency({ pages: arg('pages', 600), runs: arg('runs', 10) });
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
