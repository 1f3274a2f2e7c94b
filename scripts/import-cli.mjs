// Imports the `thv` command reference into content/data/cli/ from the Markdown pages that
// ToolHive generates with cobra (`docs/cli/*.md` in a checkout of stacklok/toolhive at a tag):
//
//   npm run import:cli -- /path/to/toolhive-checkout [--out content/data/cli]
//
// The facts are the product's and are replaced on every run: the command list, usage lines, flag
// names, shorthands, types, defaults, and which flags a command passes on to its subcommands.
// The prose is the site's: a command's summary, description and examples and a flag's
// description already in the data are kept. A command or flag the data lacks gets the product's
// wording and is listed at the end, to be rewritten in the site's own words. Aliases are not in
// cobra's pages, so they stay as the data has them. Commands the product no longer has are
// removed. The YAML is written as the data files are (block lists flush with their key, single
// quotes), so a re-import with no product change rewrites no file.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, stringify } from 'yaml';

/** Sections of one cobra page: `### Title` → its text, in order. */
function sections(body) {
  const out = new Map();
  let title = '';
  let lines = [];
  for (const line of body.split('\n')) {
    const m = /^### (.+)$/.exec(line);
    if (m) {
      out.set(title, lines.join('\n'));
      title = m[1].trim();
      lines = [];
    } else lines.push(line);
  }
  out.set(title, lines.join('\n'));
  return out;
}

/** The fenced blocks of a section, as their inner text. */
function fences(text) {
  return [...text.matchAll(/^```[^\n]*\n([\s\S]*?)\n```$/gm)].map((m) => m[1]);
}

/** A Go `%q` string (cobra quotes string defaults) as its value. */
function unquote(s) {
  if (!s.startsWith('"')) return s;
  try {
    return JSON.parse(s);
  } catch {
    return s.slice(1, -1);
  }
}

/** One line of cobra's flag listing (`  -e, --env stringArray   Usage (default x)`). */
function flagLine(line) {
  const m = /^ {2}(?:-(\S), | {4})--([A-Za-z0-9][\w.-]*)(?:\[=(?:"[^"]*"|[^\]]*)\])?(.*)$/.exec(line);
  if (!m) return undefined;
  let rest = m[3];
  let type = 'bool';
  const typed = /^ (\S+?)(?:\[=(?:"[^"]*"|[^\]]*)\])?(?= {2}|$)(.*)$/.exec(rest);
  if (typed) {
    type = typed[1];
    rest = typed[2];
  }
  return { name: m[2], shorthand: m[1] ?? '', type, usage: rest.trim() };
}

/** Cobra appends ` (default X)` to a flag's usage, X printed by the flag's type: a Go-quoted
 *  string, `true` for a bool, `[a,b]` for a list, one word otherwise. Any other parenthesis that
 *  starts with "default" is the product's own wording and stays in the description. */
function splitDefault(usage, type) {
  const value =
    type === 'string'
      ? '"(?:[^"\\\\]|\\\\.)*"'
      : type === 'bool'
        ? 'true'
        : /Array$|Slice$|^strings$|^ints$/.test(type)
          ? '\\[[^\\]]*\\]'
          : '[^\\s()]+';
  const m = new RegExp(`^([\\s\\S]*?) \\(default (${value})\\)$`).exec(usage);
  if (!m) return { description: usage, default: '' };
  return { description: m[1], default: unquote(m[2]) };
}

/** The flags of an `### Options` block: continuation lines join the flag above them. */
export function parseFlags(block) {
  const flags = [];
  for (const line of block.split('\n')) {
    if (!line.trim()) continue;
    const f = flagLine(line);
    if (f) flags.push(f);
    else if (flags.length) flags[flags.length - 1].usage += `\n${line.trim()}`;
    else throw new Error(`not a flag line: ${JSON.stringify(line)}`);
  }
  return flags.map(({ usage, ...f }) => ({ ...f, ...splitDefault(usage, f.type) }));
}

/** One cobra page (`thv_config_otel.md`) as a command: name, summary, long text, usage, flags. */
export function parseCobraPage(source, file = 'page') {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const head = /^## (.+)\n\n([^\n]*)\n/m.exec(body);
  if (!head) throw new Error(`${file}: no "## command" heading followed by its summary`);
  const command = head[1].trim();
  const parts = sections(body.slice(head.index + head[0].length));
  let long = (parts.get('Synopsis') ?? parts.get('') ?? '').trim();
  // Cobra prints the usage line of a runnable command as the last block before the options.
  let usage = '';
  const blocks = fences(long);
  const last = blocks[blocks.length - 1];
  if (last && last.startsWith(command) && !last.includes('\n') && long.endsWith('```')) {
    usage = last;
    long = long.slice(0, long.lastIndexOf('```\n' + last)).trim();
  }
  if (!parts.has('Synopsis')) long = '';
  const example = fences(parts.get('Examples') ?? '')[0] ?? '';
  const flags = parseFlags(fences(parts.get('Options') ?? '')[0] ?? '');
  const inherited = parseFlags(fences(parts.get('Options inherited from parent commands') ?? '')[0] ?? '');
  return { command, summary: head[2].trim(), long, usage, example, flags, inherited };
}

/** Every page of a cobra docs folder, with each command's persistent flags worked out: a flag a
 *  subcommand inherits belongs to its nearest ancestor that lists it among its own options. */
export function readCobraDocs(dir) {
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseCobraPage(readFileSync(join(dir, f), 'utf8'), f));
  const byCommand = new Map(pages.map((p) => [p.command, { ...p, persistent: [] }]));
  for (const p of byCommand.values()) {
    for (const f of p.inherited) {
      const words = p.command.split(' ');
      let owner;
      for (let n = words.length - 1; n > 0 && !owner; n--) {
        const a = byCommand.get(words.slice(0, n).join(' '));
        if (a?.flags.some((x) => x.name === f.name)) owner = a;
      }
      if (!owner) throw new Error(`${p.command}: inherits --${f.name}, which no parent command lists`);
      if (!owner.persistent.some((x) => x.name === f.name)) owner.persistent.push(owner.flags.find((x) => x.name === f.name));
    }
  }
  for (const p of byCommand.values()) p.persistent.sort((a, b) => a.name.localeCompare(b.name));
  return [...byCommand.values()];
}

/** A flag as the data stores it: the product's facts, the site's description when it has one. */
function mergeFlag(f, old, added, command) {
  if (!old) added.push(`${command} --${f.name}`);
  return { name: f.name, shorthand: f.shorthand, type: f.type, default: f.default, description: old?.description ?? f.description };
}

/** The data entry for one command, from the product's page and the entry the data had. */
export function mergeCommand(page, old, added) {
  const words = page.command;
  if (!old) added.push(words);
  const oldFlags = new Map((old?.flags ?? []).map((f) => [f.name, f]));
  const oldPersistent = new Map((old?.persistent_flags ?? []).map((f) => [f.name, f]));
  const entry = {
    command: page.command,
    summary: old?.summary ?? page.summary,
    description: old?.description ?? (page.long ? `${page.long}\n` : ''),
    usage: page.usage || `${page.command} [command]`,
    aliases: old?.aliases ?? [],
    flags: page.flags.map((f) => mergeFlag(f, oldFlags.get(f.name), old ? added : [], words)),
    persistent_flags: page.persistent.map((f) => mergeFlag(f, oldPersistent.get(f.name) ?? oldFlags.get(f.name), [], words)),
    examples: old?.examples ?? (page.example ? [{ description: 'Example', command: page.example }] : []),
  };
  return entry;
}

export const YAML_STYLE = { lineWidth: 0, indentSeq: false, singleQuote: true };

/** Writes the data folder from a checkout; returns what changed and what needs the site's words. */
export function importCli(checkout, out) {
  const docs = join(checkout, 'docs', 'cli');
  if (!existsSync(docs)) throw new Error(`${docs} does not exist: pass the root of a stacklok/toolhive checkout`);
  const pages = readCobraDocs(docs);
  const existing = new Map();
  for (const f of existsSync(out) ? readdirSync(out).filter((n) => n.endsWith('.yaml')) : []) {
    existing.set(f, parse(readFileSync(join(out, f), 'utf8')));
  }
  const added = [];
  const written = [];
  const unchanged = [];
  const keep = new Set();
  for (const page of pages) {
    const name = `${page.command.replace(/ /g, '_')}.yaml`;
    keep.add(name);
    const text = stringify(mergeCommand(page, existing.get(name), added), YAML_STYLE);
    const path = join(out, name);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) unchanged.push(name);
    else {
      writeFileSync(path, text);
      written.push(name);
    }
  }
  const removed = [...existing.keys()].filter((n) => !keep.has(n));
  for (const n of removed) rmSync(join(out, n));
  return { commands: pages.length, written, unchanged, removed, added };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = resolve(outAt >= 0 ? args.splice(outAt, 2)[1] : 'content/data/cli');
  if (args.length !== 1) {
    console.error('usage: npm run import:cli -- /path/to/toolhive-checkout [--out content/data/cli]');
    process.exit(2);
  }
  try {
    const r = importCli(resolve(args[0]), out);
    console.log(`${r.commands} commands: ${r.written.length} files written, ${r.unchanged.length} unchanged, ${r.removed.length} removed`);
    for (const n of r.removed) console.log(`  removed ${n}`);
    if (r.added.length) {
      console.log(
        "New in the product, with its wording for now; write the site's own summary, description, examples and flag descriptions for:",
      );
      for (const a of r.added) console.log(`  ${a}`);
    }
  } catch (e) {
    console.error(`import-cli: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}
