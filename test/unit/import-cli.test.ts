// The CLI importer (scripts/import-cli.mjs) against cobra pages written for the test
// (test/fixtures/cobra-docs): the product's facts replace the data's, the data's prose stays,
// and the result is what the site's CLI loader reads.
import { describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { importCli, parseFlags } from '../../scripts/import-cli.mjs';
import { loadCliData } from '../../generator/data/cli-data.js';
import { repo } from '../helpers.js';

const fixture = join(repo, 'test/fixtures/cobra-docs');

function imported() {
  const out = join(mkdtempSync(join(tmpdir(), 'import-cli-')), 'cli');
  cpSync(join(fixture, 'data'), out, { recursive: true });
  const result = importCli(fixture, out);
  const read = (name: string) => parse(readFileSync(join(out, name), 'utf8'));
  return { out, result, read };
}

describe('import-cli', () => {
  it('reads every flag fact as cobra prints it: shorthand, type, default', () => {
    const { read } = imported();
    const flags = Object.fromEntries(read('kit_box_pack.yaml').flags.map((f: { name: string }) => [f.name, f]));
    expect(Object.keys(flags)).toEqual(['all', 'fragile', 'help', 'label', 'mode', 'note', 'ratio', 'size', 'tags', 'wait']);
    expect(flags.all).toEqual({
      name: 'all',
      shorthand: 'a',
      type: 'bool',
      default: '',
      description: 'Pack every box (default packs only open ones)',
    });
    expect(flags.fragile).toMatchObject({ type: 'bool', default: 'true', description: 'Mark the box fragile' });
    expect(flags.label).toMatchObject({ type: 'stringArray', default: '' });
    expect(flags.mode).toMatchObject({ type: 'string', default: 'manual', description: 'Packing mode' });
    expect(flags.note).toMatchObject({ default: 'say "hi"', description: 'A note with "quotes" inside' });
    expect(flags.ratio).toMatchObject({ type: 'float', default: '0.5', description: 'Fill ratio (0.0-1.0)' });
    expect(flags.size).toMatchObject({ type: 'int', default: '2' });
    expect(flags.tags).toMatchObject({ type: 'strings', default: '[red,blue]' });
    expect(flags.wait).toMatchObject({ type: 'duration', default: '30s', description: 'How long to wait for the tape\nto dry' });
  });

  it("keeps the data's prose and aliases, and replaces its facts with the product's", () => {
    const { read } = imported();
    const box = read('kit_box.yaml');
    expect(box.summary).toBe('Our own summary of boxes');
    expect(box.description).toBe('Our own description of the box commands.\n');
    expect(box.aliases).toEqual(['b']);
    expect(box.examples).toEqual([{ description: 'Our own example', command: 'kit box --help' }]);
    const region = box.flags.find((f: { name: string }) => f.name === 'region');
    expect(region).toEqual({
      name: 'region',
      shorthand: '',
      type: 'string',
      default: 'north',
      description: 'Our own words for the region',
    });
    expect(box.usage).toBe('kit box [command]');
  });

  it('works out persistent flags from what subcommands inherit, and the usage of each command', () => {
    const { read } = imported();
    expect(read('kit.yaml').persistent_flags.map((f: { name: string }) => f.name)).toEqual(['debug']);
    expect(read('kit_box.yaml').persistent_flags.map((f: { name: string }) => f.name)).toEqual(['region']);
    expect(read('kit_box_pack.yaml').persistent_flags).toEqual([]);
    expect(read('kit.yaml').usage).toBe('kit [flags]');
    expect(read('kit_box_pack.yaml').usage).toBe('kit box pack <name> [flags]');
    expect(read('kit_box_pack.yaml').description).toBe('Packs the named box.\n\n\tkit box pack crate-1\n');
  });

  it("adds new commands, removes gone ones, lists what needs the site's words, and re-imports to no change", () => {
    const { out, result } = imported();
    expect(result.commands).toBe(3);
    expect(result.removed).toEqual(['kit_gone.yaml']);
    expect(existsSync(join(out, 'kit_gone.yaml'))).toBe(false);
    expect(result.added).toEqual(['kit', 'kit box pack']);
    expect(readdirSync(out).sort()).toEqual(['kit.yaml', 'kit_box.yaml', 'kit_box_pack.yaml']);
    const again = importCli(fixture, out);
    expect(again.written).toEqual([]);
    expect(again.added).toEqual([]);
  });

  it('writes data the site loads, with inherited flags resolved', () => {
    const { out } = imported();
    const commands = loadCliData(out, out);
    const pack = commands.find((c) => c.command === 'kit box pack')!;
    expect(pack.inherited.map((f) => `${f.name}=${f.default}`)).toEqual(['region=north', 'debug=']);
    expect(pack.parent?.command).toBe('kit box');
  });

  it('refuses a line that is not a flag, rather than dropping it', () => {
    expect(() => parseFlags('this is not a flag')).toThrow(/not a flag line/);
  });
});

describe("import-cli on the site's data", () => {
  it("left every data file in the importer's own format (a re-import from the same pages changes nothing but facts)", () => {
    const dir = join(repo, 'content/data/cli');
    for (const name of readdirSync(dir)) {
      const text = readFileSync(join(dir, name), 'utf8');
      const entry = parse(text);
      expect(Object.keys(entry), name).toEqual([
        'command',
        'summary',
        'description',
        'usage',
        'aliases',
        'flags',
        'persistent_flags',
        'examples',
      ]);
    }
  });
});
