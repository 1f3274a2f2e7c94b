import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repo } from '../helpers.js';

// Written out from the spec's sections 7 and 8 (not read from the YAML): method, path, and the
// status codes the page must document for it.
const expected: [string, string, string[]][] = [
  ['GET', '/api/openapi.json', ['200']],
  ['GET', '/health', ['204']],
  ['GET', '/api/v1beta/version', ['200']],
  ['GET', '/api/v1beta/clients', ['200']],
  ['POST', '/api/v1beta/clients', ['200', '400']],
  ['DELETE', '/api/v1beta/clients/{clientName}', ['204']],
  ['DELETE', '/api/v1beta/clients/{clientName}/groups/{groupName}', ['204', '404']],
  ['POST', '/api/v1beta/clients/register', ['200']],
  ['POST', '/api/v1beta/clients/unregister', ['204']],
  ['GET', '/api/v1beta/discovery/clients', ['200']],
  ['GET', '/api/v1beta/groups', ['200']],
  ['POST', '/api/v1beta/groups', ['201', '409']],
  ['GET', '/api/v1beta/groups/{groupName}', ['200', '404']],
  ['DELETE', '/api/v1beta/groups/{groupName}', ['204']],
  ['GET', '/api/v1beta/registry', ['200']],
  ['POST', '/api/v1beta/registry', ['501']],
  ['GET', '/api/v1beta/registry/{registryName}', ['200', '404']],
  ['PUT', '/api/v1beta/registry/{registryName}', ['200']],
  ['DELETE', '/api/v1beta/registry/{registryName}', ['204']],
  ['GET', '/api/v1beta/registry/{registryName}/servers', ['200']],
  ['GET', '/api/v1beta/registry/{registryName}/servers/{serverName}', ['200']],
  ['POST', '/api/v1beta/secrets', ['201']],
  ['GET', '/api/v1beta/secrets/default', ['200', '404']],
  ['GET', '/api/v1beta/secrets/default/keys', ['200', '405']],
  ['POST', '/api/v1beta/secrets/default/keys', ['201', '405', '409']],
  ['PUT', '/api/v1beta/secrets/default/keys/{secretKey}', ['200', '405']],
  ['DELETE', '/api/v1beta/secrets/default/keys/{secretKey}', ['204', '405']],
  ['GET', '/api/v1beta/workloads', ['200']],
  ['POST', '/api/v1beta/workloads', ['201', '400', '409']],
  ['GET', '/api/v1beta/workloads/{workloadName}', ['200', '404']],
  ['DELETE', '/api/v1beta/workloads/{workloadName}', ['202']],
  ['POST', '/api/v1beta/workloads/{workloadName}/edit', ['200']],
  ['GET', '/api/v1beta/workloads/{workloadName}/export', ['200']],
  ['GET', '/api/v1beta/workloads/{workloadName}/logs', ['200']],
  ['POST', '/api/v1beta/workloads/{workloadName}/restart', ['202']],
  ['POST', '/api/v1beta/workloads/{workloadName}/stop', ['202']],
  ['GET', '/api/v1beta/workloads/{workloadName}/status', ['200']],
  ['POST', '/api/v1beta/workloads/stop', ['202']],
  ['POST', '/api/v1beta/workloads/restart', ['202']],
  ['POST', '/api/v1beta/workloads/delete', ['202']],
];

const html = () => readFileSync(join(repo, 'out/toolhive/reference/api/index.html'), 'utf8');
/** The page as a reader sees it: tags removed, so highlighted code reads as plain text. */
const text = () =>
  html()
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** (method, path) → documented status codes, read from the rendered page. */
function documented(page: string): Map<string, string[]> {
  const ops = new Map<string, string[]>();
  for (const section of page.split('<section class="api-operation"').slice(1)) {
    const m = /api-method-\w+">(\w+)<\/span> <code>([^<]+)<\/code>/.exec(section);
    if (!m) continue;
    const statuses = [...section.matchAll(/class="api-status api-status-\dxx">(\d{3})</g)].map((x) => x[1]);
    ops.set(`${m[1]} ${m[2].replace(/&#x27;/g, "'")}`, statuses);
  }
  return ops;
}

describe('the API reference page', () => {
  it('documents every operation of the spec with its status codes', () => {
    const ops = documented(html());
    const missing: string[] = [];
    for (const [method, path, codes] of expected) {
      const got = ops.get(`${method} ${path}`);
      if (!got) missing.push(`${method} ${path}: not documented`);
      else for (const c of codes) if (!got.includes(c)) missing.push(`${method} ${path}: no ${c} response`);
    }
    expect(missing).toEqual([]);
    expect(ops.size).toBe(expected.length);
  });

  it('gives each operation a permanent anchor, a curl example and example bodies', () => {
    const page = html();
    const t = text();
    expect(t.includes('curl -X POST "http://localhost:8080/api/v1beta/workloads"')).toBe(true);
    expect((page.match(/<h3 id="operation-[\w-]+">/g) ?? []).length).toBe(expected.length);
    expect(t.includes('Example request body')).toBe(true);
    expect(t.includes('Example response')).toBe(true);
  });

  it('states the API rules in the descriptions', () => {
    const t = text();
    expect(/names.{0,80}group.{0,80}(never both|not both|mutually exclusive)/is.test(t)).toBe(true);
    expect(/100 lines/.test(t)).toBe(true);
    expect(/always.{0,40}501|501.{0,40}always/is.test(t)).toBe(true);
    expect(/only.{0,80}encrypted provider/is.test(t)).toBe(true);
    expect(/with-workloads/.test(t)).toBe(true);
    expect(/202/.test(t) && /asynchronous/i.test(t)).toBe(true);
  });

  it('lists every named schema with an anchor, and links references to them', () => {
    const page = html();
    for (const name of ['RunConfig', 'PermissionProfile', 'TelemetryConfig', 'ClientType', 'OAuthConfig']) {
      expect(page.includes(`id="schema-${name.toLowerCase()}"`), name).toBe(true);
    }
    expect(/<a href="\/toolhive\/reference\/api#schema-[\w-]+">/.test(page)).toBe(true);
    expect(/minimum 0 · maximum 1/.test(text())).toBe(true);
  });

  it('publishes the description as JSON and YAML', () => {
    const json = JSON.parse(readFileSync(join(repo, 'out/toolhive/reference/api.json'), 'utf8')) as { openapi: string; paths: object };
    expect(json.openapi).toBe('3.1.0');
    expect(Object.keys(json.paths)).toContain('/api/v1beta/workloads');
    expect(readFileSync(join(repo, 'out/toolhive/reference/api.yaml'), 'utf8')).toContain('openapi: 3.1.0');
  });
});
