// The command-line reference: every command of bin/cli.ts with its arguments and options, read
// from the commander program itself. Hidden options (for the bench) are left out, as in --help.
import type { Command, Option } from 'commander';
import { code, table } from './markdown-table.js';

const defaultOf = (o: Option): string =>
  o.defaultValue === undefined ? '' : o.defaultValue === false ? 'off' : code(String(o.defaultValue));

function usage(cmd: Command, root: Command): string {
  const args = cmd.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`));
  const options = cmd.options.some((o) => !o.hidden) ? ['[options]'] : [];
  return [root.name(), cmd.name(), ...args, ...options].join(' ');
}

function commandSection(cmd: Command, root: Command): string {
  const out = [`## ${root.name()} ${cmd.name()}`, '', '```text', usage(cmd, root), '```', '', cmd.description(), ''];
  if (cmd.registeredArguments.length) {
    out.push(
      table(
        ['argument', 'default', 'description'],
        cmd.registeredArguments.map((a) => [
          code(a.name()),
          a.defaultValue === undefined ? '' : code(String(a.defaultValue)),
          a.description,
        ]),
      ),
      '',
    );
  }
  const options = cmd.options.filter((o) => !o.hidden);
  if (options.length)
    out.push(
      table(
        ['option', 'default', 'description'],
        options.map((o) => [code(o.flags), defaultOf(o), o.description]),
      ),
      '',
    );
  return out.join('\n');
}

export function cliReference(program: Command): string {
  const global = program.options.filter((o) => !o.hidden);
  const out = [
    '## Every command',
    '',
    table(
      ['command', 'what it does'],
      program.commands.map((c) => [`[${code(`${program.name()} ${c.name()}`)}](#${program.name()}-${c.name()})`, c.summary()]),
    ),
    '',
    `Options of \`${program.name()}\` itself: ${global.map((o) => `${code(o.flags)} (${o.description})`).join(', ')}; \`-h, --help\` on any command.`,
    '',
  ];
  for (const cmd of program.commands) out.push(commandSection(cmd, program));
  return out.join('\n');
}
