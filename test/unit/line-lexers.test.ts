import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitLines } from 'shiki/core';
import { INITIAL } from 'shiki/textmate';
import { createHighlighter, getHighlighter, loadFenceLanguages } from '../../generator/markdown/highlight/highlight.js';
import { LINE_LEXERS } from '../../generator/markdown/highlight/line-lexers.js';
import type { LineLexer } from '../../generator/markdown/highlight/line-lexer.js';
import { dualThemeCodeHtml } from '../../generator/markdown/highlight/dual-theme-tokens.js';
import { SAMPLES } from './highlight-samples.js';

// A hand-written lexer stands in for its grammar, so it must give the grammar's scopes: for every
// line of a block it takes, the same scope path on every character, and after every line the
// scopes the grammar's state holds. Whatever it declines goes to the grammar.

interface Grammar {
  tokenizeLine(
    line: string,
    state: unknown,
    limit?: number,
  ): { tokens: { startIndex: number; endIndex: number; scopes: string[] }[]; ruleStack: StateLike };
}
interface StateLike {
  contentNameScopesList: { getScopeNames(): string[] };
  depth: number;
}

const CONTENT = join(import.meta.dirname, '../../content');

/** The code of every fence in `lang` on the ToolHive site. */
function siteBlocks(lang: string): string[] {
  const pages = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).filter((name) => /\.mdx?$/.test(name));
  return pages.flatMap((page) =>
    [...readFileSync(join(CONTENT, page), 'utf8').matchAll(/^( *)```(\w+)[^\n]*\n([\s\S]*?)^ *```/gm)]
      .filter((m) => m[2] === lang)
      .map((m) =>
        m[3]
          .split('\n')
          .map((l) => l.slice(m[1].length))
          .join('\n')
          .replace(/\n$/, ''),
      ),
  );
}

/** Each character's scope path, as one string per character. */
function perCharacter(line: string, tokens: readonly { startIndex: number; scopes: readonly string[] }[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const end = Math.min(k + 1 < tokens.length ? tokens[k + 1].startIndex : line.length, line.length);
    for (let c = tokens[k].startIndex; c < end; c++) out[c] = tokens[k].scopes.join(' ');
  }
  return out;
}

/** The lexer's verdict on a block: the lines lexed like the grammar, or 'declined'. Fails the
 *  test at the first line where they differ. */
function compareBlock(
  grammar: Grammar,
  lexer: LineLexer<unknown>,
  code: string,
  frameScopes: (s: unknown) => readonly string[],
  depth: (s: unknown) => number,
): 'same' | 'declined' {
  let gState: unknown = INITIAL;
  let lState = lexer.initial;
  for (const [line] of splitLines(code)) {
    if (line === '') continue;
    const lexed = lexer.line(line, lState);
    if (!lexed) return 'declined';
    const g = grammar.tokenizeLine(line, gState, 0);
    expect(perCharacter(line, lexed.tokens), `${JSON.stringify(line)} in ${JSON.stringify(code.slice(0, 80))}`).toEqual(
      perCharacter(line, g.tokens),
    );
    expect(frameScopes(lexed.end), `state after ${JSON.stringify(line)}`).toEqual(g.ruleStack.contentNameScopesList.getScopeNames());
    expect(depth(lexed.end), `rules open after ${JSON.stringify(line)}`).toBe(g.ruleStack.depth);
    gState = g.ruleStack;
    lState = lexed.end;
  }
  return 'same';
}

const jsonScopes = (s: unknown) => (s as { scopes: readonly string[] }).scopes;
const jsonDepth = (s: unknown) => (s as { key: string }).key.length;
const shellScopes = (s: unknown) =>
  s === 'top' ? ['source.shell'] : ['source.shell', 'meta.statement.shell', 'meta.statement.command.shell'];
const shellDepth = (s: unknown) => (s === 'top' ? 1 : 3);
const yamlScopes = (s: unknown) => (typeof s === 'number' ? ['source.yaml', 'string.unquoted.block.yaml'] : ['source.yaml']);
const yamlDepth = (s: unknown) => (s === 'top' ? 1 : s === 'header' ? 2 : 3);

/** Each lexer, by the grammar name it is registered under: the fence language that loads that
 *  grammar, and the scopes and depth the grammar's state has for each state of the lexer. */
const SUBJECTS = {
  json: { fence: 'json', scopes: jsonScopes, depth: jsonDepth },
  shellscript: { fence: 'bash', scopes: shellScopes, depth: shellDepth },
  yaml: { fence: 'yaml', scopes: yamlScopes, depth: yamlDepth },
};

/** compareBlock for one lexer against its grammar. */
async function comparer(name: keyof typeof SUBJECTS): Promise<(code: string) => 'same' | 'declined'> {
  const { fence, scopes, depth } = SUBJECTS[name];
  const hl = await getHighlighter();
  await loadFenceLanguages(hl, [fence]);
  const grammar = hl.getLanguage(fence) as unknown as Grammar;
  return (code) => compareBlock(grammar, LINE_LEXERS[name], code, scopes, depth);
}

/** How many of the generated blocks were lexed (and compared) rather than declined. */
function lexedCount(compare: (code: string) => 'same' | 'declined', blocks: fc.Arbitrary<string>, numRuns: number, seed: number): number {
  let same = 0;
  fc.assert(
    fc.property(blocks, (code) => {
      if (compare(code) === 'same') same++;
    }),
    { numRuns, seed },
  );
  return same;
}
const FRAGMENTS = [
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '"',
  '\\',
  '\\"',
  '\\u00e9',
  '\\uZZ',
  '\\n',
  '\\q',
  'true',
  'false',
  'null',
  'nullx',
  'xtrue',
  '-',
  '0',
  '01',
  '12',
  '-3.5',
  '1e',
  '2E+7',
  '.5',
  ' ',
  '  ',
  '\t',
  '\n',
  'a',
  '_',
  '/',
  '//',
  '/*',
  '*/',
  '#',
  '日',
];

describe('the JSON lexer', () => {
  it("gives the grammar's scopes on every JSON block of the site and the highlight samples", async () => {
    const compare = await comparer('json');
    const blocks = [...siteBlocks('json'), ...SAMPLES];
    const verdicts = blocks.map(compare);
    // The site's JSON blocks are all lexed but those with a comment (a Docusaurus magic comment,
    // which the build takes out before colouring); of the samples, those with comments or
    // non-ASCII text are not.
    const site = blocks.slice(0, -SAMPLES.length);
    expect(site.length).toBeGreaterThan(10);
    site.forEach((code, i) => expect(verdicts[i], code).toBe(/^\s*\/[/*]/m.test(code) ? 'declined' : 'same'));
    expect(verdicts.filter((v) => v === 'same').length).toBeGreaterThan(10);
  });

  it("gives the grammar's scopes on any JSON document, pretty or compact (property)", async () => {
    const compare = await comparer('json');
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 2, '\t'), (value, indent) => {
        const code = JSON.stringify(value, null, indent);
        const verdict = compare(code);
        if (!/[^\t\x20-\x7e\n]/.test(code)) expect(verdict).toBe('same');
      }),
      { numRuns: 400, seed: 20 },
    );
  });

  it("gives the grammar's scopes on any mix of JSON fragments, invalid ones too, or declines (property)", async () => {
    const mixes = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }).map((parts) => parts.join(''));
    const same = lexedCount(await comparer('json'), mixes, 1500, 21);
    // Most mixes hold no comment or non-ASCII text, so most are compared, not declined.
    expect(same).toBeGreaterThan(300);
  });

  it('prints every block as the grammar path does, the ones it declines too', async () => {
    const code = ['{\n  "a": 1, // one\n  "b": "ü"\n}', ...siteBlocks('json'), ...SAMPLES];
    expect(LINE_LEXERS.json.line('  "a": 1, // one', LINE_LEXERS.json.initial)).toBeUndefined();
    const withLexer = await printed(code, 'json');
    const grammarOnly = await withoutLexers(() => printed(code, 'json'));
    expect(withLexer).toEqual(grammarOnly);
    expect(withLexer[0].hast).toContain('// one');
  });
});

const NAMES = [
  'tess',
  'kubectl',
  'thv',
  'docker-compose',
  './thv',
  '/usr/bin/x',
  'sudo',
  'a1',
  '_x',
  'Tess',
  'x.y',
  'echo',
  'echo.sh',
  'cd',
  'set',
  'set-x',
  'true',
  'test',
  'time',
  'if',
  'for',
  'do',
  'done',
  'in',
  'in-x',
  'do_x',
  'local',
  'return',
  '.',
  '..',
  '../x',
  'alias',
  'x=1',
  'which',
  'command',
  'source',
  'declare',
  'typeset',
  'exit',
  'continue',
  'printf',
  'echo2',
  'cd.x',
];
const WORDS = [
  'a',
  'list',
  'claim-3',
  'app=cache',
  '10',
  '0755',
  '08',
  '0x1f',
  '1.2',
  '1.2.3',
  'v1',
  'true',
  'false',
  'x=true',
  'a=10',
  'x=-5',
  '*.md',
  '*',
  '~/x',
  'a?b',
  'http://127.0.0.1:8080/api/v1?a=b',
  'user@host',
  '50%',
  'a,b',
  'a+b',
  '^x',
  ':',
  '.',
  '=x',
  'x=',
  '1e5',
  'a.true',
  'true.x',
  'truex',
  '3#x',
  'x-',
  '-5',
  '-',
  '--',
  '-n',
  '-X',
  '--request',
  '--x=1',
  '--label=a=b',
  '--a.b',
  '--x=~/y',
  '-x*',
  "'Content-Type: application/json'",
  '"b c"',
  '"a$b"',
  '"a\\"',
  `'{"a": 1}'`,
  '""',
  "''",
  '"x#y"',
  "'a|b'",
  "'",
  '"',
  '|',
  '||',
  '&&',
  ';',
  '>',
  '>>',
  '>x',
  '2>&1',
  '&>',
  '#c',
  '$X',
  '$HOME/p:/x:ro',
  'x$Y',
  '$X-y',
  '$1',
  '$@',
  '${X}',
  '$(x)',
  '$',
  '$X$Y',
  '$_',
  '$_x',
  '"$_"',
  '"$HOME/a:b"',
  '"a $X b"',
  '"$1"',
  '"${X}"',
  '"$X\\n"',
  '`x`',
  '(x)',
  '[flags]',
  '[a',
  '[a b]',
  '[]',
  '[x]y',
  ']',
  '{a}',
  '\\',
  '!',
  'a!',
  'é',
];
const SEPARATORS = [' ', ' ', ' ', '  ', '\t', ''];
/** Short random words from the characters the grammar's argument rules turn on. */
const shellWord = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.string({ unit: fc.constantFrom(...'aZ0179-_./:=@,+%~*?^$"\'|>#[]{}()!&;xtrufals\\'), minLength: 1, maxLength: 7 }),
);

/** A line as documentation writes them, from the pieces above, or a comment, an export, blanks. */
const shellLine = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.constantFrom('', '', ' ', '  ', '\t'),
        fc.constantFrom(...NAMES),
        fc.array(fc.tuple(fc.constantFrom(...SEPARATORS), shellWord), { maxLength: 6 }),
        fc.constantFrom('', '', ' ', '\t'),
      )
      .map(([indent, name, args, end]) => indent + name + args.map(([sep, w]) => sep + w).join('') + end),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('', ' ', '\t'), fc.constantFrom('#', '#!', '# ', '#!/bin/bash'), fc.constantFrom('', ' c d', 'x | y', "'"))
      .map((p) => p.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('export', 'export ', ' export', 'exporter', 'export\t'),
        fc.constantFrom(' A', ' A_B', 'A', ' 1A', ' a-b'),
        fc.constantFrom('=', ''),
        fc.constantFrom('b', '10', '"b c"', "'b'", 'b/c', '"$X"', '1.2', 'b c', '', '"b"x'),
      )
      .map((p) => p.join('')),
  },
  { weight: 1, arbitrary: fc.constantFrom(' ', '\t', '  \t ') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('thv run', 'tess a --x', 'echo', '  b "c"'),
        fc.array(fc.tuple(fc.constantFrom('', ' ', '  ', '\t'), fc.constantFrom(...WORDS)), { maxLength: 3 }),
        fc.constantFrom(' \\', '\\', '  \\', ' \\ ', ''),
      )
      .map(([start, args, end]) => start + args.map(([sep, w]) => sep + w).join('') + end),
  },
);

describe('the shell lexer', () => {
  it("gives the grammar's scopes on the shell blocks of the site, or declines them", async () => {
    const blocks = [...siteBlocks('bash'), ...siteBlocks('sh'), ...siteBlocks('shell'), ...SAMPLES];
    const verdicts = blocks.map(await comparer('shellscript'));
    // Most of the site's shell blocks are plain commands, and lexed.
    expect(verdicts.filter((v) => v === 'same').length).toBeGreaterThan(blocks.length / 2);
  });

  it("gives the grammar's scopes on generated command lines, or declines them (property)", async () => {
    const blocks = fc
      .tuple(
        fc.array(shellLine, { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom(' | ', ' |', '|', ' && ', ' || ', ' &&', ' & '), { maxLength: 1 }),
      )
      .map(([lines, pipe]) => (pipe.length ? lines.join(pipe[0]) : lines.join('\n')));
    const same = lexedCount(await comparer('shellscript'), blocks, 6000, 22);
    // About one block in eight is lexed whole (random words are mostly declined).
    expect(same).toBeGreaterThan(600);
  });

  it('prints every block as the grammar path does, the ones it declines too', async () => {
    const code = [...siteBlocks('bash'), ...SAMPLES];
    expect(await printed(code, 'bash')).toEqual(await withoutLexers(() => printed(code, 'bash')));
  });
});

const KEYS = [
  'name',
  'app.kubernetes.io/name',
  'apiVersion',
  'a b',
  'x-y',
  '-x',
  ':x',
  '?x',
  'true',
  'null',
  '1',
  '1 2',
  'a#b',
  'k"',
  "'k'",
  '"k"',
  '~',
  '<<',
  '*a',
  '&a',
  '!t',
  '%x',
  '...',
  '---',
  'a:b',
];
const VALUES = [
  'x',
  'apps/v1',
  'x-y',
  'true',
  'True',
  'yes',
  'no',
  'N',
  'on',
  'null',
  '~',
  '3',
  '-3',
  '+3',
  '0b101',
  '0755',
  '0x1F',
  '1_000',
  '1:30',
  '1.5',
  '.5',
  '1.',
  '1e5',
  '1.5e+3',
  '.inf',
  '-.Inf',
  '.nan',
  '2024-01-02',
  '2024-1-2 10:20:30',
  '2024-01-02T10:20:30.5Z',
  '=',
  '<<',
  '"q"',
  '"a b"',
  '"a\\"b"',
  '"\\x41"',
  '"\\u00e9"',
  '"\\q"',
  '"open',
  '"a\\',
  "'s'",
  "'it''s'",
  "'open",
  '"a" b',
  "'a'b",
  'a b',
  'a: b',
  'a:b',
  'a #c',
  'a#c',
  '-',
  '- x',
  '-x',
  ':',
  '?',
  '|',
  '>-',
  '[a, b]',
  '{a: 1}',
  '*ref',
  '&anchor x',
  '!!str x',
  '@x',
  '`x',
  'é',
  '%x',
  ',x',
  '[push, pull_request]',
  '["127.0.0.1:8901"]',
  '[1, true, x y, "q"]',
  '[]',
  '[a',
  '[a: b]',
  '[a, [b]]',
  '[*a]',
  '[a #c]',
  '[ a , b ]',
  "['x', y]",
  '[:x]',
  '[a:b]',
  '[a, b] # c',
  '[a]x',
  '[~, null, 1.5, .inf]',
  '[a,b]',
  '[x:]',
  '[a :b]',
  '["a": b]',
  '[-x, -]',
  '[?x]',
  '[a b c]',
  '[{a: b}]',
  '[&a x]',
];
/** Random flow sequences from the characters their rules turn on. */
const yamlFlow = fc.string({ unit: fc.constantFrom(...'[[],,,: "\'axy1.#{}-?~'), maxLength: 12 }).map((t) => `[${t}`);
/** Short random scalars from the characters the grammar's implicit types and plain scalars turn on. */
const yamlScalar = fc.string({ unit: fc.constantFrom(...'ayYnNoOfFtTlL01789._-+:eExbZ# "\'~=<\\'), maxLength: 9 });
const yamlLine = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.tuple(fc.constantFrom('', '  ', '- '), yamlScalar, fc.constantFrom(': ', ':', ''), yamlScalar).map((p) => p.join('')),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom('', 'a: ', '- ', '  k: '), yamlFlow, fc.constantFrom('', ' ', ' # c')).map((p) => p.join('')),
  },
  // Block scalars: headers, and lines indented more, as much, less, or not at all.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('', '  ', '- ', '  - '),
        fc.constantFrom('run: ', 'a: ', '', 'x '),
        fc.constantFrom('|', '>', '|-', '>+', '|2', '|2-', '|-2', '| # c', '|x', '| ', '||'),
      )
      .map((p) => p.join('')),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom('', ' ', '  ', '    ', '      ', '        '),
        fc.constantFrom('npm ci', 'echo "$X"', '# c', 'a: b', '- x', '', '{', 'é', '|', ' '),
      )
      .map((p) => p.join('')),
  },
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.constantFrom('', '  ', '    '),
        fc.constantFrom('', '', '- ', '-  ', '- - '),
        fc.constantFrom(...KEYS),
        fc.constantFrom(':', ':', ' :', ''),
        fc.constantFrom('', ' ', '  '),
        fc.constantFrom('', ...VALUES),
        fc.constantFrom('', '', ' ', ' # c', '  #c', '#c', ' #'),
      )
      .map((p) => p.join('')),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('', '  ', '- ', '  - '), fc.constantFrom(...VALUES), fc.constantFrom('', ' ', ' # c'))
      .map((p) => p.join('')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('# c', '  # c', '#', '---', '--- # x', '----', '...', '--- a', ' ', '  ', '\tx: y', '%YAML 1.2'),
  },
);

describe('the YAML lexer', () => {
  it("gives the grammar's scopes on the YAML blocks of the site, or declines them", async () => {
    const blocks = [...siteBlocks('yaml'), ...siteBlocks('yml'), ...SAMPLES];
    const verdicts = blocks.map(await comparer('yaml'));
    expect(verdicts.filter((v) => v === 'same').length).toBeGreaterThan(blocks.length / 2);
  });

  it("gives the grammar's scopes on generated YAML lines, or declines them (property)", async () => {
    const blocks = fc.array(yamlLine, { minLength: 1, maxLength: 5 }).map((lines) => lines.join('\n'));
    const same = lexedCount(await comparer('yaml'), blocks, 6000, 23);
    expect(same).toBeGreaterThan(1000);
  });

  it('prints every block as the grammar path does, the ones it declines too', async () => {
    const code = [...siteBlocks('yaml'), ...SAMPLES];
    expect(await printed(code, 'yaml')).toEqual(await withoutLexers(() => printed(code, 'yaml')));
  });
});

describe('coverage', () => {
  it("lexes the lines documentation mostly holds, with the grammar's scopes (none go to the grammar)", async () => {
    const blocks: [keyof typeof SUBJECTS, string][] = [
      [
        'shellscript',
        '# Install and start\nnpm install --save-dev docsgen # the CLI\ncd my-site && npx docsgen build\nexport API_KEY="$TOKEN"\ncurl -fsSL https://example.com/install.sh | sh\ndocker run -p 8080:8080 -v "$HOME/data:/data" ghcr.io/org/app:1.2.3 > out.log\nthv run --name fetch \\\n  --transport stdio fetch',
      ],
      [
        'yaml',
        '---\nsteps:\n  - run: |\n      npm ci\n\n      npm test\n    env:\n      A: b\napiVersion: apps/v1\nkind: Deployment # the app\nmetadata:\n  name: web\nspec:\n  replicas: 3\n  args: ["--port", "8080"]\non: [push, pull_request]\n  - name: "q"\n    value: true',
      ],
      [
        'json',
        '{\n  "name": "docsgen",\n  "version": "1.0.0",\n  "scripts": { "build": "docsgen build" },\n  "files": ["dist", "README.md"],\n  "private": false, "n": -1.5e3, "x": null\n}',
      ],
    ];
    for (const [name, code] of blocks) expect((await comparer(name))(code), name).toBe('same');
  });
});

describe('long lines', () => {
  it("get the grammar's scopes from every lexer (the lexers search each line once from left to right)", async () => {
    const cases: [keyof typeof SUBJECTS, string][] = [
      ['shellscript', `tess ${'*'.repeat(2000)} ${'a=1'.repeat(500)} "${'$A'.repeat(500)}"`],
      ['yaml', `a${' '.repeat(2000)}b`],
      ['yaml', `a: ${'b '.repeat(1000)}# c`],
      ['json', `[${'1, '.repeat(1000)}"${'\\n'.repeat(500)}"]`],
    ];
    for (const [name, line] of cases) expect((await comparer(name))(line), line.slice(0, 20)).toBe('same');
  });
});

/** Each block's HTML, as Markdown pages and MDX pages print it, from a highlighter of its own. */
async function printed(blocks: string[], lang: string) {
  const hl = await createHighlighter();
  await loadFenceLanguages(hl, [lang]);
  return blocks.map((code) => ({
    hast: dualThemeCodeHtml(hl, code, lang, new Set([2])),
    react: dualThemeCodeHtml(hl, code, lang, new Set(), 'react'),
  }));
}

/** `fn` with no lexer registered (a highlighter made meanwhile keeps to its grammars). */
async function withoutLexers<T>(fn: () => Promise<T>): Promise<T> {
  const lexers = LINE_LEXERS as Record<string, LineLexer<unknown>>;
  const saved = { ...lexers };
  for (const k of Object.keys(saved)) delete lexers[k];
  try {
    return await fn();
  } finally {
    Object.assign(lexers, saved);
  }
}
