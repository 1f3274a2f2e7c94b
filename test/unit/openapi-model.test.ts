import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadOpenApi } from '../../generator/openapi/load-openapi.js';
import { buildApiModel } from '../../generator/openapi/api-model.js';
import { toSchemaNode } from '../../generator/markdown/reference/schema-node.js';
import { WriterError } from '../../generator/errors.js';
import { repo } from '../helpers.js';

const fixture = (n: string) => join(repo, 'test/fixtures/openapi', n);

describe('the API model', () => {
  it('converts Swagger 2.0 with dotted names, x-enum-varnames, missing ids and empty descriptions', async () => {
    const { doc } = await loadOpenApi(fixture('swag2.yaml'), 'swag2.yaml');
    expect(doc.openapi).toMatch(/^3\.0/);
    const m = buildApiModel(doc);
    expect(m.servers).toEqual(['http://localhost:8080/api/v1']);
    const ops = m.tags[0].operations;
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /things', 'POST /things']);
    expect(ops[0].id).toBe('get-things');
    expect(ops[0].summary).toBe('GET /things');
    expect(ops[0].params[0]).toMatchObject({ name: 'all', in: 'query', type: 'boolean' });
    expect(ops[1].requestBody?.required).toBe(true);
    expect(ops[1].requestBody?.bodies[0].example).toContain('"kind": "a"');
    expect(m.schemas.map((s) => s.name)).toEqual(['v1.createRequest', 'v1.kind', 'v1.listResponse']);
    expect(m.schemas[0].anchor).toBe('schema-v1-createrequest');
  });

  it('keeps references as links, so a circular schema renders without recursing', async () => {
    const { doc } = await loadOpenApi(fixture('circular31.yaml'), 'circular31.yaml');
    const m = buildApiModel(doc);
    const op = m.tags[0].operations[0];
    expect(op.params.find((p) => p.name === 'depth')).toMatchObject({ default: '1', required: false });
    expect(op.responses.map((r) => r.status)).toEqual(['200', '404']);
    const node = toSchemaNode(m.schemas[0].schema, {
      refLink: (ref) => ({ label: ref.split('/').pop()!, href: `#x-${ref.split('/').pop()}` }),
      describe: (t) => t,
    });
    const children = node.children!.map((c) => [c.name, c.type, c.ref?.href ?? null, !!c.required]);
    expect(children).toEqual([
      ['id', 'string', null, true],
      ['children', 'Node[]', '#x-Node', false],
      ['parent', 'Node', '#x-Node', false],
      ['shape', 'oneOf', null, false],
    ]);
    expect(node.children![3].variants?.options.map((o) => o.name)).toEqual(['Leaf', 'Branch']);
  });

  it('accepts OpenAPI 3.0 JSON', async () => {
    const { doc } = await loadOpenApi(fixture('v30.json'), 'v30.json');
    expect(buildApiModel(doc).tags[0].operations[0].responses[0].status).toBe('204');
  });

  it('fails on an invalid description with the file, line, JSON pointer and problem', async () => {
    const err = await loadOpenApi(fixture('invalid.yaml'), 'test/fixtures/openapi/invalid.yaml').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WriterError);
    const e = err as WriterError;
    expect(e.place.file).toBe('test/fixtures/openapi/invalid.yaml');
    expect([e.place.line, e.place.column]).toEqual([9, 11]);
    expect(e.message).toBe("invalid OpenAPI description at /paths/~1x/get/parameters/0: must have required property 'in'");
  });
});
