import SwaggerParser from '@apidevtools/swagger-parser';
import { existsSync, readFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { parseYamlFast } from '../content/yaml-fast.js';
import { yamlDocument } from '../content/yaml-document.js';
import { WriterError, writerError } from '../errors.js';
import { validateOpenApi } from './schema-validate.js';

export type OpenApiDoc = {
  openapi?: string; swagger?: string;
  info: { title: string; version: string; description?: string; summary?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown>; parameters?: Record<string, unknown>; requestBodies?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  security?: Record<string, string[]>[];
  [k: string]: unknown;
};

/** A loaded description with the JSON and YAML copies the site publishes beside the reference. */
export interface LoadedOpenApi {
  doc: OpenApiDoc;
  source: string;
  json: string;
  yaml: string;
}

/** The published copies, made where the description was loaded (on a worker thread in a build):
 *  writing the YAML costs about 50 ms for a 90 KB description. */
export function publishedCopies(doc: OpenApiDoc): { json: string; yaml: string } {
  return { json: JSON.stringify(doc, null, 2), yaml: stringify(doc) };
}

/** How a description is validated. Circular references are legal (a tree node with child nodes):
 *  they are not expanded. Schemas may nest deeply or form long chains of references; the validator
 *  needs only the operations expanded, so references inside schemas stay as they are. */
export const VALIDATION = {
  dereference: { circular: 'ignore' as const, excludedPathMatcher: (path: string) => /\/(schema|schemas|items|properties)(\/|$)/.test(path) },
};

/** Validates the description (3.0, 3.1, or Swagger 2.0 converted to 3.0) and returns it bundled,
 *  not dereferenced: schema names survive and `$ref`s become links. */
export async function loadOpenApi(abs: string, display: string, fastYaml = true): Promise<{ doc: OpenApiDoc; source: string }> {
  if (!existsSync(abs)) {
    throw new WriterError({ file: display }, 'this OpenAPI description does not exist', { hint: 'check `openapi[].spec` in the config: the path is relative to the config file' });
  }
  const source = readFileSync(abs, 'utf8');
  // The fast reader takes most descriptions (yaml-fast.ts); the package's document is made only
  // when the fast reader refuses the text or an error has to be placed in it.
  const fast = fastYaml ? parseYamlFast(source) : undefined;
  let raw = (fast ? fast.value : yamlDocument(source, display, 'YAML/JSON').doc.toJS()) as OpenApiDoc;
  try {
    await validateOpenApi(structuredClone(raw), VALIDATION);
  } catch (e) {
    const { doc: yamlDoc, lc } = yamlDocument(source, display, 'YAML/JSON');
    const err = e as { message: string; details?: { instancePath?: string; path?: string[]; message?: string }[] };
    const detail = err.details?.[0];
    const pointer = detail?.instancePath ?? (detail?.path ? `/${detail.path.join('/')}` : undefined) ?? /#(\/[^\s]*)/.exec(err.message)?.[1];
    const path = pointer ? pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')) : [];
    let node: { range?: number[] } | undefined;
    for (let i = path.length; i >= 0 && !node?.range; i--) node = yamlDoc.getIn(path.slice(0, i), true) as { range?: number[] } | undefined;
    const p = node?.range ? lc.linePos(node.range[0]) : { line: 1, col: 1 };
    const what = (detail?.message ?? err.message.split('\n').find((l) => l.trim() && !l.startsWith('Swagger schema validation failed')) ?? err.message).trim();
    const shown = pointer && pointer.length > 160 ? `${pointer.slice(0, 80)}…${pointer.slice(-60)}` : pointer ?? '#';
    throw writerError(display, source, p.line, p.col, `invalid OpenAPI description at ${shown}: ${what.length > 400 ? `${what.slice(0, 400)}…` : what}`, 'fix the description so that it validates against the OpenAPI 3.x (or Swagger 2.0) schema');
  }
  if (raw.swagger) {
    const { convertObj } = (await import('swagger2openapi')) as unknown as { convertObj: (o: unknown, opts: object) => Promise<{ openapi: OpenApiDoc }> };
    raw = (await convertObj(raw, { patch: true, warnOnly: true })).openapi;
  }
  // Bundling pulls external files in; a self-contained description (the usual case) needs none,
  // and skipping it avoids the bundler's recursion on very long chains of references.
  const external = /"\$ref":"(?!#)/.test(JSON.stringify(raw));
  const bundled = external ? ((await SwaggerParser.bundle(raw as never)) as unknown as OpenApiDoc) : raw;
  return { doc: bundled, source };
}
