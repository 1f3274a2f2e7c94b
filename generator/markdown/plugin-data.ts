// `docs.pluginData`: what a Docusaurus plugin would have handed site components (usePluginData),
// given as JSON or YAML files. docsgen runs no plugins; the files are read once per build.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { SiteContent } from '../content/site-content.js';
import { configValueError } from '../config/config-place.js';
import { yamlDocument } from '../content/yaml-document.js';

export function loadPluginData(content: SiteContent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(content.config.docs.pluginData)) {
    const abs = resolve(content.root, path);
    if (!existsSync(abs))
      throw configValueError(
        content.configFile,
        path,
        `docs.pluginData['${name}']: ${path} does not exist`,
        'the path is relative to the config file; the file holds the data usePluginData returns, as JSON or YAML',
      );
    out[name] = parseDataFile(abs, relative(process.cwd(), abs) || abs);
  }
  return out;
}

/** JSON is YAML: one parser, which gives the line and column of a mistake. */
function parseDataFile(abs: string, display: string): unknown {
  const source = readFileSync(abs, 'utf8');
  return yamlDocument(
    source,
    display,
    abs.endsWith('.json') ? 'JSON' : 'YAML',
    'docs.pluginData files must parse: fix the file',
  ).doc.toJS();
}
