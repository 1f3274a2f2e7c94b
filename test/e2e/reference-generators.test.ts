import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { baseConfig, makeSite, runCli } from '../helpers.js';
import { loadCliData } from '../../generator/data/cli-data.js';
import CrdReference from '../../content/components/CrdReference.js';
import JsonSchemaReference from '../../content/components/JsonSchemaReference.js';
import ClientCompatibility from '../../content/components/ClientCompatibility.js';

function dataDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'refdata-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('CLI data', () => {
  it('builds the tree with inherited persistent flags', () => {
    const dir = dataDir({
      'tool.yaml':
        'command: tool\nsummary: The tool\nusage: tool [command]\npersistent_flags:\n  - { name: debug, type: bool, description: Debug output }\n',
      'tool_run.yaml':
        'command: tool run\nsummary: Run it\nusage: tool run NAME\nflags:\n  - { name: port, shorthand: p, type: int, default: 8080, description: Port }\nexamples:\n  - { description: Run one, command: tool run x }\n',
    });
    const cmds = loadCliData(dir, dir);
    const run = cmds.find((c) => c.command === 'tool run')!;
    expect(run.parent?.command).toBe('tool');
    expect(run.flags[0]).toMatchObject({ name: 'port', shorthand: 'p', default: '8080' });
    expect(run.inherited.map((f) => f.name)).toEqual(['debug']);
  });

  it('fails on a malformed entry with the file, the line and the entry', () => {
    const dir = makeSite({
      'docsgen.config.ts': baseConfig("data: { cli: { dir: 'cli', route: '/cli' } },"),
      'content/pages/index.md': '---\ntitle: Home\n---\n\nHome.\n',
      'cli/tool.yaml':
        'command: tool\nsummary: The tool\nusage: tool\nflags:\n  - name: --bad\n    type: bool\n    description: Leading dashes are not allowed\n',
    });
    const r = runCli(['build'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cli\/tool\.yaml:5:11  flags\.0\.name: a flag name is lowercase words joined by "-", without leading dashes/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it('fails when a subcommand has no parent file', () => {
    const dir = dataDir({ 'tool_run.yaml': 'command: tool run\nsummary: Run\nusage: tool run\n' });
    expect(() => loadCliData(dir, dir)).toThrow(/1 error/);
  });
});

describe('schema-driven reference components', () => {
  it('renders a CRD with identity, spec and status trees and an anchor per field', () => {
    const dir = dataDir({
      'thing.yaml':
        'kind: Thing\ngroup: example.dev\nversion: v1\nscope: Namespaced\nplural: things\nshortNames: [th]\ndescription: A thing.\nschema:\n  type: object\n  properties:\n    spec:\n      type: object\n      required: [image]\n      properties:\n        image: { type: string, description: The image. }\n        port: { type: integer, default: 8080, minimum: 1, maximum: 65535 }\n    status:\n      type: object\n      properties:\n        phase: { type: string, enum: [Pending, Running] }\n',
    });
    const html = renderToString(createElement(CrdReference, { file: join(dir, 'thing.yaml') }));
    expect(html).toContain('example.dev/v1');
    expect(html).toContain('id="thing-spec-image"');
    expect(html).toMatch(/id="thing-spec-image".*required/s);
    expect(html).toContain('minimum 1 · maximum 65535');
    expect(html).toMatch(/Allowed values: .*Pending.*Running/s);
  });

  it('renders a JSON Schema with definitions linked by $ref', () => {
    const dir = dataDir({
      's.json': JSON.stringify({
        type: 'object',
        required: ['servers'],
        properties: { servers: { type: 'object', additionalProperties: { $ref: '#/definitions/server' } } },
        definitions: { server: { type: 'object', properties: { image: { type: 'string', description: 'The `image`.' } } } },
      }),
    });
    const root = renderToString(createElement(JsonSchemaReference, { file: join(dir, 's.json'), part: 'root' }));
    expect(root).toContain('<a href="#def-server">map[string]server</a>');
    const defs = renderToString(createElement(JsonSchemaReference, { file: join(dir, 's.json'), part: 'definitions' }));
    expect(defs).toContain('id="def-server"');
    expect(defs).toContain('The <code>image</code>.');
  });

  it('renders the client table with transports and automatic configuration', () => {
    const dir = dataDir({
      'c.yaml':
        'clients:\n  - { type: VSCode, id: vscode, name: VS Code, transports: [sse], auto_config: true, config_file: "~/a.json; ~/b.json" }\n',
    });
    const html = renderToString(createElement(ClientCompatibility, { file: join(dir, 'c.yaml') }));
    expect(html).toContain('<code>VSCode</code>');
    // Transport columns: stdio, sse, streamable-http; then "configured automatically".
    expect(html).toMatch(/<code>vscode<\/code>.*❌ No.*✅ Yes.*❌ No.*✅ Yes/s);
    expect(html).toContain('<code>~/b.json</code>');
  });
});
