// Writes the generated pages of docsgen's own docs site: each template under docs/templates/ is
// copied to the same place under docs/content/ with its `<!-- generated: NAME -->` lines replaced
// by what the code says (scripts/docs-reference.mjs runs this before every docs build).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { program } from '../cli.js';
import { benchFigures, type BenchResults } from './bench-page.js';
import { checkJsonReference } from './check-json-page.js';
import { cliReference } from './cli-page.js';
import { configReference } from './config-page.js';
import { frontmatterReference } from './frontmatter-page.js';

export interface ReferenceSources {
  templates: string;
  content: string;
  bench: string;
}

/** What each `<!-- generated: NAME -->` line becomes. */
export function generatedSections(benchFile: string): Record<string, () => string> {
  return {
    'config-keys': () => configReference(),
    'cli-commands': () => cliReference(program),
    'frontmatter-keys': () => frontmatterReference(),
    'check-json-fields': () => checkJsonReference(),
    'bench-figures': () => benchFigures(JSON.parse(readFileSync(benchFile, 'utf8')) as BenchResults),
  };
}

const MARKER = /^<!-- generated: ([a-z-]+) -->$/gm;

/** A template with its markers filled in; an unknown marker is an error naming it. */
export function fillTemplate(text: string, file: string, sections: Record<string, () => string>): string {
  const filled = text.replace(MARKER, (_, name: string) => {
    const make = sections[name];
    if (!make) throw new Error(`${file}: unknown generated section "${name}" (known: ${Object.keys(sections).join(', ')})`);
    return make().trimEnd();
  });
  // A YAML comment in the frontmatter, for whoever opens the generated file (pages show nothing of it).
  return filled.replace(/^---\n/, `---\n# Generated from ${file} by npm run docs:build: edit the template, not this file.\n`);
}

function walk(dir: string, files: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) walk(join(dir, e.name), files);
    else if (/\.mdx?$/.test(e.name)) files.push(join(dir, e.name));
  }
  return files;
}

/** Writes every page; returns the paths written, relative to `content`. */
export function writeReferencePages(src: ReferenceSources): string[] {
  const sections = generatedSections(src.bench);
  return walk(src.templates).map((file) => {
    const rel = relative(src.templates, file);
    const target = join(src.content, rel);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fillTemplate(readFileSync(file, 'utf8'), file, sections));
    return rel;
  });
}
