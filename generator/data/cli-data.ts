import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { WriterError, WriterErrors, writerError } from '../errors.js';
import { parseYamlFast } from '../content/yaml-fast.js';
import { yamlDocument } from '../content/yaml-document.js';

const flag = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a flag name is lowercase words joined by "-", without leading dashes'),
  shorthand: z.string().max(1).default(''),
  type: z.string(),
  default: z.union([z.string(), z.number(), z.boolean()]).transform(String).default(''),
  description: z.string(),
});

const command = z.strictObject({
  command: z.string().regex(/^\S+( \S+)*$/, 'the full command path, words separated by one space'),
  summary: z.string(),
  description: z.string().default(''),
  usage: z.string(),
  aliases: z.array(z.string()).default([]),
  flags: z.array(flag).default([]),
  persistent_flags: z.array(flag).default([]),
  examples: z.array(z.strictObject({ description: z.string(), command: z.string() })).default([]),
});

export type CliFlag = z.output<typeof flag>;
export interface CliCommand extends z.output<typeof command> {
  file: string;
  slug: string;
  parent?: CliCommand;
  children: CliCommand[];
  inherited: CliFlag[];
}

/** Reads the command tree: one YAML file per command (`thv_config_otel.yaml`). Every malformed
 *  entry of every file is reported with its file and line. */
export function loadCliData(dir: string, root: string, fastYaml = true): CliCommand[] {
  const errors: WriterError[] = [];
  const commands: CliCommand[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()) {
    const abs = join(dir, name);
    const file = relative(root, abs);
    const source = readFileSync(abs, 'utf8');
    const parsed = readCommand(source, file, fastYaml);
    if (parsed instanceof WriterError) {
      errors.push(parsed);
      continue;
    }
    const slug = parsed.command.replace(/ /g, '_');
    if (`${slug}.yaml` !== name && `${slug}.yml` !== name) {
      errors.push(writerError(file, source, 1, 1, `the file name must match the command: expected ${slug}.yaml for "${parsed.command}"`));
      continue;
    }
    commands.push({ ...parsed, file, slug, children: [], inherited: [] });
  }
  if (errors.length) throw new WriterErrors(errors);
  const byPath = new Map(commands.map((c) => [c.command, c]));
  for (const c of commands) {
    const words = c.command.split(' ');
    if (words.length === 1) continue;
    const parent = byPath.get(words.slice(0, -1).join(' '));
    if (!parent) {
      errors.push(
        new WriterError({ file: c.file, line: 1, column: 1 }, `"${c.command}" has no parent command file`, {
          hint: `add ${words.slice(0, -1).join('_')}.yaml`,
        }),
      );
      continue;
    }
    c.parent = parent;
    parent.children.push(c);
  }
  if (errors.length) throw new WriterErrors(errors);
  for (const c of commands) {
    const seen = new Set(c.flags.map((f) => f.name));
    for (let p = c.parent; p; p = p.parent) {
      for (const f of p.persistent_flags)
        if (!seen.has(f.name)) {
          c.inherited.push(f);
          seen.add(f.name);
        }
    }
  }
  return commands;
}

/** One command file's entry, or the error to report at its line. The fast reader takes a file in
 *  its subset; a file it refuses, or whose entry is malformed, is read by the package, whose
 *  document places the error. */
function readCommand(source: string, file: string, fastYaml: boolean): z.output<typeof command> | WriterError {
  const fast = fastYaml ? parseYamlFast(source) : undefined;
  const quick = fast && command.safeParse(fast.value);
  if (quick?.success) return quick.data;
  let read: ReturnType<typeof yamlDocument>;
  try {
    read = yamlDocument(source, file, 'YAML');
  } catch (e) {
    if (e instanceof WriterError) return e;
    throw e;
  }
  const { doc, lc } = read;
  const parsed = command.safeParse(doc.toJS());
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const node = doc.getIn(issue.path as (string | number)[], true) as { range?: number[] } | undefined;
  const parentNode = doc.getIn(issue.path.slice(0, -1) as (string | number)[], true) as { range?: number[] } | undefined;
  const at = node?.range ?? parentNode?.range;
  const p = at ? lc.linePos(at[0]) : { line: 1, col: 1 };
  return writerError(
    file,
    source,
    p.line,
    p.col,
    `${issue.path.join('.') || 'entry'}: ${issue.message}`,
    'see the CLI data format (docsgen documentation: Writing → Data-driven pages): command, summary, usage, flags[name, shorthand, type, default, description], examples',
  );
}
