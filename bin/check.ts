import { build } from '../generator/build.js';
import { formatPlace } from '../generator/errors.js';

export async function runCheck(opts: { config: string; json: boolean; debug: boolean }, reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  try {
    // Links are reported here by policy, so let the build collect rather than throw on them.
    const r = await build({ configPath: opts.config, write: false });
    const report = {
      ok: true,
      pages: r.pages,
      brokenLinks: r.linkProblems.filter((p) => p.kind === 'link').map((p) => ({ source: formatPlace(p.error.place), target: p.target, suggestion: p.suggestion ?? null })),
      brokenAnchors: r.linkProblems.filter((p) => p.kind === 'anchor').map((p) => ({ source: formatPlace(p.error.place), target: p.target, suggestion: p.suggestion ?? null })),
      brokenMarkdownLinks: r.linkProblems.filter((p) => p.kind === 'markdown').map((p) => ({ source: formatPlace(p.error.place), target: p.target })),
      duplicateRoutes: r.duplicates,
      orphanPages: r.orphans,
    };
    if (opts.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else {
      process.stdout.write(`✔ ${r.pages} pages checked\n`);
      for (const [name, list] of Object.entries(report)) if (Array.isArray(list) && list.length) process.stdout.write(`\n${name} (${list.length}):\n${list.map((x) => `  ${typeof x === 'string' ? x : `${x.source}  →  ${x.target}`}`).join('\n')}\n`);
    }
    return 0;
  } catch (e) {
    if (opts.json) {
      process.stdout.write(`${JSON.stringify({ ok: false, error: String((e as Error).message) })}\n`);
    }
    return reportError(e, opts.debug);
  }
}
