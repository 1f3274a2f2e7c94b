// get_cli_command: one command of the CLI reference, from the command tree the build published
// (the same YAML data the reference pages are made from), with the flags it inherits.
import type { DocsSite } from './docs-site.js';
import type { ManifestCommand, ManifestFlag } from './manifest-format.js';
import { nearest } from './nearest.js';
import { answer, ToolFailure, type ToolAnswer } from './tool-result.js';

/** `thv run`, `run`, `thv_run`, `/toolhive/reference/cli/thv_run`, ` thv  config otel `. */
function findCommand(commands: ManifestCommand[], asked: string): ManifestCommand | undefined {
  const words = asked
    .trim()
    .replace(/^.*\/cli\//, '')
    .replace(/_/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  const root = commands.find((c) => !c.command.includes(' '))?.command.toLowerCase();
  const aliased = (c: ManifestCommand) => {
    const parent = c.command.split(' ').slice(0, -1).join(' ');
    return (c.aliases ?? []).some(
      (a) => `${parent} ${a}`.toLowerCase() === words || (root && `${parent} ${a}`.toLowerCase() === `${root} ${words}`),
    );
  };
  return (
    commands.find((c) => c.command.toLowerCase() === words) ??
    (root ? commands.find((c) => c.command.toLowerCase() === `${root} ${words}`) : undefined) ??
    commands.find(aliased)
  );
}

const flagLine = (f: ManifestFlag) =>
  `  --${f.name}${f.shorthand ? `, -${f.shorthand}` : ''} (${f.type}${f.default ? `, default ${f.default}` : ''}): ${f.description}`;

export async function getCliCommand(site: DocsSite, args: { command: string }): Promise<ToolAnswer> {
  const m = await site.manifest();
  const commands = m.cli?.commands ?? [];
  if (!commands.length) throw new ToolFailure('This site has no CLI reference.');
  const c = findCommand(commands, args.command);
  if (!c)
    throw new ToolFailure(
      `No command "${args.command.slice(0, 200)}" in the CLI reference.`,
      nearest(
        args.command.trim(),
        commands.map((x) => x.command),
      ),
    );
  const byName = new Map(commands.map((x) => [x.command, x]));
  const inherited: ManifestFlag[] = [];
  const own = [...(c.flags ?? []), ...(c.persistent ?? [])];
  const seen = new Set(own.map((f) => f.name));
  const words = c.command.split(' ');
  for (let i = words.length - 1; i > 0; i--) {
    for (const f of byName.get(words.slice(0, i).join(' '))?.persistent ?? [])
      if (!seen.has(f.name)) {
        seen.add(f.name);
        inherited.push(f);
      }
  }
  const flag = (f: ManifestFlag) => ({
    name: f.name,
    shorthand: f.shorthand ?? '',
    type: f.type,
    default: f.default ?? '',
    description: f.description,
  });
  const subcommands = commands
    .filter((x) => x.command.startsWith(`${c.command} `) && x.command.split(' ').length === words.length + 1)
    .map((x) => ({ command: x.command, summary: x.summary }));
  const url = await site.publicUrl(c.route);
  const structured = {
    command: c.command,
    url,
    summary: c.summary,
    description: c.description ?? '',
    usage: c.usage,
    aliases: c.aliases ?? [],
    flags: own.map(flag),
    inheritedFlags: inherited.map(flag),
    subcommands,
    examples: c.examples ?? [],
  };
  const text = [
    `# ${c.command}`,
    '',
    c.summary,
    '',
    `Usage: ${c.usage}`,
    c.aliases?.length ? `Aliases: ${c.aliases.join(', ')}` : '',
    url,
    '',
    c.description ?? '',
    structured.flags.length ? `\nFlags:\n${own.map(flagLine).join('\n')}` : '',
    inherited.length ? `\nInherited flags:\n${inherited.map(flagLine).join('\n')}` : '',
    subcommands.length ? `\nSubcommands:\n${subcommands.map((s) => `  ${s.command}: ${s.summary}`).join('\n')}` : '',
    c.examples?.length ? `\nExamples:\n${c.examples.map((e) => `  # ${e.description}\n  ${e.command}`).join('\n')}` : '',
  ]
    .filter((l, i, a) => l !== '' || a[i - 1] !== '')
    .join('\n');
  return answer(structured, text.trim());
}
