// `docsgen init --from docusaurus [dir]`: reads the Docusaurus config where it is, writes
// docsgen.config.ts beside it, and reports what carried over. Nothing of the site is changed.
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { evaluateSiteModule, findFile } from '../../modules/evaluate-module.js';
import { translateConfig } from './translate-config.js';
import { configSource } from './config-source.js';
import { portablePaths } from './portable-paths.js';
import { formatReport, isObj, type Obj } from './report.js';
import { siteRoutes } from './site-routes.js';
import { markdownPluginSources } from './plugin-sources.js';
import { MARKDOWN_PLUGIN_KEYS, newPluginContext } from './translate-markdown-plugins.js';
import { writerErrorsOf } from '../../errors.js';

export const DOCUSAURUS_CONFIGS = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

export interface MigrateOptions {
  dir: string;
  out: (t: string) => void;
  err: (t: string) => void;
}

export async function migrateDocusaurus(opts: MigrateOptions): Promise<number> {
  const dir = resolve(opts.dir);
  const shown = relative(process.cwd(), dir) || '.';
  const target = join(dir, 'docsgen.config.ts');
  if (existsSync(target)) {
    opts.err(
      `✖ ${relative(process.cwd(), target)} already exists; nothing was written.\n  (init never overwrites a file: move it away to translate the Docusaurus config again)\n`,
    );
    return 1;
  }
  const file = findFile(dir, DOCUSAURUS_CONFIGS);
  if (!file) {
    opts.err(
      `✖ no Docusaurus config in ${shown} (looked for ${DOCUSAURUS_CONFIGS.join(', ')})\n  hint: run the command in the Docusaurus site's folder, or pass it: docsgen init --from docusaurus path/to/site\n`,
    );
    return 1;
  }
  const cacheDir = join(tmpdir(), 'docsgen-docusaurus');
  const evaluated = await evaluateSiteModule(file, dir, cacheDir);
  if (!isObj(evaluated.value)) {
    opts.err(
      `✖ ${relative(process.cwd(), file)}: the default export is not a config object\n  hint: export the config (export default config, or module.exports = config)\n`,
    );
    return 1;
  }
  const plugins = newPluginContext(pluginSources(file), evaluated.stubbed);
  const { config, report, imports } = await translateConfig(
    evaluated.value,
    dir,
    (docs: Obj, instances: Obj[]) => siteRoutes(dir, docs, instances, cacheDir),
    plugins,
  );
  if (evaluated.stubbed.length)
    report.notes.push(
      `not installed, so left out of the evaluation: ${evaluated.stubbed.join(', ')} (a setting that needed one is listed under "not carried over"; npm install in the site and run init again to carry those over)`,
    );
  writeFileSync(target, configSource(portablePaths(config, dir, report) as Record<string, unknown>, relative(dir, file), imports));
  opts.out(
    `✔ ${relative(process.cwd(), target)} written from ${relative(process.cwd(), file)}\n${formatReport(report)}\nnext:\n  npx docsgen build   # the site, into out/\n  npx docsgen serve --watch\n`,
  );
  return 0;
}

/** The config's plugin imports; a source the parser does not take only means each plugin is
 *  reported as not found (the evaluation, which read the file, is what matters). */
function pluginSources(file: string) {
  try {
    return markdownPluginSources(file, MARKDOWN_PLUGIN_KEYS);
  } catch {
    return undefined;
  }
}

/** The CLI entry: writer errors print at their place, exit 1, no stack. */
export async function runMigrate(opts: MigrateOptions): Promise<number> {
  try {
    return await migrateDocusaurus(opts);
  } catch (e) {
    const errors = writerErrorsOf(e);
    if (!errors) throw e;
    for (const w of errors)
      opts.err(
        `${w.place.file}${w.place.line ? `:${w.place.line}:${w.place.column ?? 1}` : ''}  ${w.message}${w.hint ? `\n  hint: ${w.hint}` : ''}\n`,
      );
    return 1;
  }
}
