// docsgen checks an OpenAPI description against the schema with validators compiled when docsgen
// compiles (generator/openapi/schema-validate.ts) instead of swagger-parser's Ajv on every call. A
// writer must get exactly what swagger-parser's own `validate` says: the same verdict, message and
// details (the build turns the first detail into file:line:column), for valid and broken
// descriptions of every version.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import SwaggerParser from '@apidevtools/swagger-parser';
import { validateOpenApi } from '../../generator/openapi/schema-validate.js';
import { VALIDATION } from '../../generator/openapi/load-openapi.js';
import { repo } from '../helpers.js';

type Outcome = { ok: true } | { ok: false; name: string; message: string; details: unknown };
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return { ok: true };
  } catch (e) {
    const err = e as Error & { details?: unknown };
    return { ok: false, name: err.name, message: err.message, details: err.details };
  }
}

async function bothWays(doc: object): Promise<{ ours: Outcome; theirs: Outcome }> {
  const theirs = await outcome(
    () => SwaggerParser.validate(structuredClone(doc) as never, VALIDATION as never) as unknown as Promise<unknown>,
  );
  const ours = await outcome(() => validateOpenApi(structuredClone(doc), VALIDATION));
  return { ours, theirs };
}

const op = (id: string) => ({
  operationId: id,
  responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
});
const v30 = {
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  paths: { '/items': { get: op('list'), post: op('add') } },
  components: {
    schemas: {
      Item: {
        type: 'object',
        properties: { name: { type: 'string' }, kids: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
      },
    },
  },
};
const v31 = { ...structuredClone(v30), openapi: '3.1.0' };
const v2 = {
  swagger: '2.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/items': { get: { operationId: 'list', responses: { '200': { description: 'ok', schema: { $ref: '#/definitions/Item' } } } } },
  },
  definitions: { Item: { type: 'object' } },
};

describe('the OpenAPI schema check compiled ahead', () => {
  it('says what swagger-parser says of the ToolHive description and of small ones of every version', async () => {
    const toolhive = parse(readFileSync(join(repo, 'openapi/toolhive-api.yaml'), 'utf8')) as object;
    for (const doc of [toolhive, v30, v31, v2]) {
      const { ours, theirs } = await bothWays(doc);
      expect(theirs.ok).toBe(true);
      expect(ours).toEqual(theirs);
    }
  });

  it('reports broken descriptions exactly as swagger-parser does: schema errors, spec errors, % in paths', async () => {
    const broken: object[] = [
      { ...v30, info: { version: '1' } },
      { ...v30, paths: { '/items': { get: { responses: { '200': { content: {} } } } } } },
      { ...v30, paths: { '/items': { get: { parameters: [{ name: 'q', in: 'body' }], responses: { '200': { description: 'x' } } } } } },
      { ...v30, paths: { '/a%%b': { get: 7 }, 'no-slash': {} } },
      { ...v31, components: { schemas: { Item: 'not a schema' } } },
      { ...v31, webhooks: [] },
      { ...v2, paths: undefined },
      { ...v2, info: { title: 3, version: '1' } },
      // Passes the schema, fails swagger-parser's spec rules (it has them for Swagger 2.0 only): a
      // path parameter no operation declares.
      { ...v2, paths: { '/items/{id}': { get: { responses: { '200': { description: 'ok' } } } } } },
    ];
    for (const doc of broken) {
      const { ours, theirs } = await bothWays(doc);
      expect(theirs.ok, JSON.stringify(doc).slice(0, 200)).toBe(false);
      expect(ours).toEqual(theirs);
    }
  });

  it('agrees with swagger-parser on generated damage to a description', async () => {
    // A value somewhere in the description replaced by another of any type, or taken out.
    const leafPaths = (o: unknown, at: string[] = []): string[][] =>
      o && typeof o === 'object' ? [at, ...Object.entries(o).flatMap(([k, v]) => leafPaths(v, [...at, k]))] : [at];
    const value = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 4 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant([]),
      fc.constant({}),
      fc.constant({ description: 'd' }),
    );
    for (const base of [v30, v31, v2]) {
      const paths = leafPaths(base).filter((p) => p.length > 0);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), value, async (path, v) => {
          const doc = structuredClone(base) as Record<string, unknown>;
          let at = doc;
          for (const k of path.slice(0, -1)) at = at[k] as Record<string, unknown>;
          if (v === undefined) delete at[path[path.length - 1]];
          else at[path[path.length - 1]] = v;
          const { ours, theirs } = await bothWays(doc);
          expect(ours).toEqual(theirs);
        }),
        { numRuns: 25, seed: 20261126 },
      );
    }
  }, 60_000);
});
