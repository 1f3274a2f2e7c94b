// The OpenAPI schema check of swagger-parser's `validate`, with the validators compiled when docsgen
// compiles (scripts/openapi-validators.mjs) instead of by Ajv on every call (130–270 ms of the
// reference worker for the ToolHive description). Same schemas, same Ajv options, same error.
import { createRequire } from 'node:module';
import SwaggerParser from '@apidevtools/swagger-parser';
import { pkgRoot } from '../package-root.js';

interface AjvError {
  instancePath: string;
  message?: string;
}
type Validator = ((api: unknown) => boolean) & { errors?: AjvError[] | null };

const load = createRequire(import.meta.url);

/** What swagger-parser throws when the schema check fails: its message and `details`. */
function schemaError(errors: AjvError[]): SyntaxError {
  // As swagger-parser's formatAjvError (its util.format of one string returns the string as is).
  const lines = errors.map((e) => `  #${e.instancePath.length ? e.instancePath : '/'} ${e.message}\n`).join('');
  return Object.assign(new SyntaxError(`Swagger schema validation failed.\n${lines}`), { details: errors });
}

function validateSchema(api: { swagger?: unknown; openapi?: unknown }): void {
  const which = api.swagger ? 'v2' : String(api.openapi).startsWith('3.1') ? 'v31' : 'v3';
  const validate = load(`${pkgRoot}/dist/openapi-validators/${which}.cjs`) as Validator;
  if (!validate(api)) throw schemaError(validate.errors ?? []);
}

/** `SwaggerParser.validate(api, options)` with circular references left alone: dereferenced as it
 *  would be, the schema checked, then the spec rules checked by swagger-parser itself (on the
 *  dereferenced description, which a second dereference leaves as it is). Throws what it would. */
export async function validateOpenApi(api: object, options: { dereference: { circular: 'ignore'; excludedPathMatcher?: (path: string) => boolean } }): Promise<void> {
  const dereferenced = (await SwaggerParser.dereference(api as never, options as never)) as unknown as { swagger?: unknown; openapi?: unknown };
  validateSchema(dereferenced);
  await SwaggerParser.validate(dereferenced as never, { ...options, validate: { schema: false, spec: true } } as never);
}
