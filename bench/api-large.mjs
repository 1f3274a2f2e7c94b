// A generated OpenAPI 3.1 description with N operations and 2N schemas (references between them,
// some circular), like the big descriptions tools emit; used by the bench and a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repo } from './corpus-site.mjs';

export function largeApi(operations = 500, schemas = 1000) {
  const tags = Array.from({ length: 20 }, (_, i) => `area${i}`);
  const paths = {};
  for (let i = 0; i < operations; i++) {
    const tag = tags[i % tags.length];
    const p = `/api/v1/${tag}/things${i}/{id}`;
    paths[p] ??= {};
    paths[p][i % 2 ? 'post' : 'get'] = {
      tags: [tag],
      operationId: `op${i}`,
      summary: `Operation ${i} on ${tag}`,
      description: `Does thing ${i}. Returns the \`Model${i % schemas}\` it touched.`,
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      ],
      ...(i % 2
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { $ref: `#/components/schemas/Model${(i * 7) % schemas}` } } },
            },
          }
        : {}),
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: { $ref: `#/components/schemas/Model${i % schemas}` } } } },
        404: { description: 'Not found', content: { 'text/plain': { schema: { type: 'string' } } } },
      },
    };
  }
  const comps = {};
  for (let i = 0; i < schemas; i++) {
    comps[`Model${i}`] = {
      type: 'object',
      description: `Model number ${i}.`,
      required: ['id'],
      properties: {
        id: { type: 'string', example: `m-${i}` },
        count: { type: 'integer', minimum: 0 },
        state: { type: 'string', enum: ['on', 'off'] },
        next: { $ref: `#/components/schemas/Model${(i + 1) % schemas}` },
        children: { type: 'array', items: { $ref: `#/components/schemas/Model${(i * 3) % schemas}` } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Large API', version: '1.0' },
    servers: [{ url: 'http://localhost:8080' }],
    tags: tags.map((name) => ({ name, description: `Everything about ${name}.` })),
    paths,
    components: { schemas: comps },
  };
}

/** A buildable site whose only content is the API reference of a generated description. */
export function largeApiSite(operations = 500, schemas = 1000) {
  const dir = join(repo, 'bench/work', `api-${operations}`);
  mkdirSync(join(dir, 'content/docs'), { recursive: true });
  writeFileSync(join(dir, 'api.json'), JSON.stringify(largeApi(operations, schemas)));
  writeFileSync(join(dir, 'content/docs/index.md'), '---\ntitle: Docs\n---\n\nSee the [API](/api).\n');
  mkdirSync(join(dir, 'content/pages'), { recursive: true });
  writeFileSync(join(dir, 'content/pages/index.md'), '---\ntitle: Home\n---\n\nA site for the large API benchmark: [docs](/docs).\n');
  writeFileSync(
    join(dir, 'docsgen.config.ts'),
    `import { defineConfig } from '${join(repo, 'generator/config/define-config.ts')}';
export default defineConfig({
  title: 'Large API', tagline: 'bench', url: 'https://example.com',
  openapi: [{ id: 'large', spec: 'api.json', route: '/api' }],
  sidebars: { docs: ['docs/index', { type: 'link', label: 'API', href: '/api' }] },
});
`,
  );
  return dir;
}
