// Checks that keep the ToolHive docs honest: commands shown in guides exist, guides have the shape
// readers rely on, and every reference page is generated.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCliData } from '../../generator/data/cli-data.js';
import { repo } from '../helpers.js';
import { imageTagProblems, productLiteralProblems, readProduct } from '../product-literals.js';
import { parse } from 'yaml';

const contentDir = join(repo, 'content/toolhive');
const commands = loadCliData(join(repo, 'content/data/cli'), repo);

function walk(dir: string, out: string[] = []): string[] {
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.mdx?$/.test(n)) out.push(p);
  }
  return out;
}
const pages = walk(contentDir);
const decodeHtml = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every `thv ...` line inside bash/shell/console/powershell code fences, with file:line. */
function thvLines(): { where: string; line: string }[] {
  const found: { where: string; line: string }[] = [];
  for (const file of pages) {
    const lines = readFileSync(file, 'utf8').split('\n');
    let lang: string | undefined;
    lines.forEach((l, i) => {
      const fence = /^\s*```(\w*)/.exec(l);
      if (fence) {
        lang = lang === undefined ? fence[1] : undefined;
        return;
      }
      if (lang && /^(bash|sh|shell|console|powershell|zsh)$/.test(lang)) {
        const cmd = l.replace(/^\s*(\$\s+)?/, '');
        for (const part of cmd.split(/\s*(?:&&|\|\||;|\|)\s*/)) {
          if (/^thv(\s|$)/.test(part)) found.push({ where: `${relative(repo, file)}:${i + 1}`, line: part });
        }
      }
    });
  }
  return found;
}

function check(line: string): string | undefined {
  const words = line.replace(/\s+#.*$/, '').match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  let cmd = commands.find((c) => c.command === 'thv')!;
  let i = 1;
  for (; i < words.length; i++) {
    const next = cmd.children.find((c) => c.command.split(' ').pop() === words[i] || c.aliases.includes(words[i]));
    if (!next) break;
    cmd = next;
  }
  const known = new Map<string, boolean>();
  for (const f of [...cmd.flags, ...cmd.inherited, ...cmd.persistent_flags]) {
    known.set(`--${f.name}`, true);
    if (f.shorthand) known.set(`-${f.shorthand}`, true);
  }
  for (const w of words.slice(i)) {
    if (w === '--') break; // the rest goes to the MCP server
    if (!/^--?[a-zA-Z]/.test(w)) continue;
    const flag = w.split('=')[0];
    if (!known.has(flag)) return `"${cmd.command}" has no flag ${flag}`;
  }
  if (cmd.children.length > 0 && cmd.command !== 'thv' && words.length === i && !cmd.flags.length)
    return `"${cmd.command}" needs a subcommand`;
  return undefined;
}

describe('ToolHive content', () => {
  it('shows only thv commands and flags that exist (checked against the CLI data)', () => {
    const lines = thvLines();
    expect(lines.length).toBeGreaterThan(100);
    const wrong = lines.map((l) => ({ ...l, problem: check(l.line) })).filter((l) => l.problem);
    expect(wrong.map((w) => `${w.where}  ${w.line}  → ${w.problem}`)).toEqual([]);
  });

  it('gives every guide and tutorial Prerequisites, a Verify step, Troubleshooting and Next steps', () => {
    const guides = pages.filter((p) => /\/(guides-(cli|ui|k8s|mcp)|tutorials)\//.test(p) && !p.endsWith('index.mdx'));
    expect(guides.length).toBe(35);
    const missing: string[] = [];
    for (const g of guides) {
      const text = readFileSync(g, 'utf8');
      for (const [name, re] of [
        ['Prerequisites', /^## Prerequisites/m],
        ['Verify', /^##+ (Step \d+: )?Verify/m],
        ['Troubleshooting', /^## Troubleshooting/m],
        ['Next steps', /^## Next steps/m],
      ] as const) {
        if (!re.test(text)) missing.push(`${relative(repo, g)}: no "${name}" heading`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has real content: titles, descriptions, no TODO or lorem ipsum, 300+ words outside indexes', () => {
    const problems: string[] = [];
    for (const p of pages) {
      const text = readFileSync(p, 'utf8');
      const fm = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      if (!/^title: /m.test(fm)) problems.push(`${relative(repo, p)}: no title`);
      if (!/^description: /m.test(fm)) problems.push(`${relative(repo, p)}: no description`);
      if (/\bTODO\b|lorem ipsum/i.test(text)) problems.push(`${relative(repo, p)}: placeholder text`);
      const words = text
        .replace(/^---[\s\S]*?---/, '')
        .split(/\s+/)
        .filter(Boolean).length;
      if (!p.endsWith('index.mdx') && !p.includes('/reference/') && words < 300) problems.push(`${relative(repo, p)}: only ${words} words`);
    }
    expect(problems).toEqual([]);
  });

  // The spec's command list (site-spec.md, "reference/cli/{command}") was written for v0.3.0; v0.3.6
  // adds `thv group run` and twelve `thv config otel` commands. Every spec command stays.
  it("generates a CLI reference page for every command in the data, the spec's commands among them", () => {
    const spec = [
      'thv',
      'thv_build',
      'thv_client',
      'thv_client_list-registered',
      'thv_client_register',
      'thv_client_remove',
      'thv_client_setup',
      'thv_client_status',
      'thv_config',
      'thv_config_get-ca-cert',
      'thv_config_get-registry',
      'thv_config_otel',
      'thv_config_otel_get-endpoint',
      'thv_config_otel_get-env-vars',
      'thv_config_otel_get-sampling-rate',
      'thv_config_otel_set-endpoint',
      'thv_config_otel_set-env-vars',
      'thv_config_otel_set-sampling-rate',
      'thv_config_otel_unset-endpoint',
      'thv_config_otel_unset-env-vars',
      'thv_config_otel_unset-sampling-rate',
      'thv_config_set-ca-cert',
      'thv_config_set-registry',
      'thv_config_unset-ca-cert',
      'thv_config_unset-registry',
      'thv_export',
      'thv_group',
      'thv_group_create',
      'thv_group_list',
      'thv_group_rm',
      'thv_inspector',
      'thv_list',
      'thv_logs',
      'thv_logs_prune',
      'thv_mcp',
      'thv_mcp_list',
      'thv_mcp_list_prompts',
      'thv_mcp_list_resources',
      'thv_mcp_list_tools',
      'thv_mcp_serve',
      'thv_proxy',
      'thv_proxy_stdio',
      'thv_proxy_tunnel',
      'thv_registry',
      'thv_registry_info',
      'thv_registry_list',
      'thv_restart',
      'thv_rm',
      'thv_run',
      'thv_runtime',
      'thv_runtime_check',
      'thv_search',
      'thv_secret',
      'thv_secret_delete',
      'thv_secret_get',
      'thv_secret_list',
      'thv_secret_provider',
      'thv_secret_reset-keyring',
      'thv_secret_set',
      'thv_secret_setup',
      'thv_serve',
      'thv_stop',
      'thv_version',
    ];
    const v036 = [
      'thv_group_run',
      ...['insecure', 'tracing-enabled', 'metrics-enabled', 'enable-prometheus-metrics-path'].flatMap((s) =>
        ['get', 'set', 'unset'].map((v) => `thv_config_otel_${v}-${s}`),
      ),
    ];
    const slugs = commands.map((c) => c.slug).sort();
    expect(slugs).toEqual([...spec, ...v036].sort());
    const built = readdirSync(join(repo, 'out/toolhive/reference/cli')).filter((n) =>
      existsSync(join(repo, 'out/toolhive/reference/cli', n, 'index.html')),
    );
    expect(built.sort()).toEqual(slugs);
  });

  it('shows every flag of every command on its page: name, shorthand, type and default', () => {
    const missing: string[] = [];
    for (const c of commands) {
      const html = readFileSync(join(repo, 'out/toolhive/reference/cli', c.slug, 'index.html'), 'utf8');
      for (const f of [...c.flags, ...c.inherited]) {
        const row = new RegExp(
          `<tr id="flag-${f.name}"><td class="flag-name"><code>${f.shorthand ? `-${f.shorthand}, ` : ''}--${f.name}</code></td><td><code>${f.type}</code></td><td>${f.default ? `<code>${escapeHtml(f.default).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</code>` : '—'}</td>`,
        );
        if (!row.test(html)) missing.push(`${c.slug}: --${f.name}`);
      }
      const usage = /<h2 id="usage">Usage<\/h2>([\s\S]*?)<h2/.exec(html)?.[1] ?? '';
      if (!decodeHtml(usage.replace(/<[^>]*>/g, '')).includes(c.usage)) missing.push(`${c.slug}: usage line`);
    }
    expect(missing).toEqual([]);
  });

  it('documents the flags of thv run, thv serve and thv group rm completely', () => {
    const html = readFileSync(join(repo, 'out/toolhive/reference/cli/thv_run/index.html'), 'utf8');
    for (const f of [
      'transport',
      'proxy-mode',
      'proxy-port',
      'target-port',
      'isolate-network',
      'permission-profile',
      'secret',
      'volume',
      'env',
      'group',
      'tools',
      'oidc-issuer',
      'oidc-audience',
      'otel-endpoint',
      'otel-sampling-rate',
      'remote-auth-client-id',
    ]) {
      expect(html, f).toContain(`id="flag-${f}"`);
    }
    expect(html).toMatch(/<code>-v, --volume<\/code>/);
    expect(html).toMatch(/<code>-e, --env<\/code>/);
    expect(html).toContain('id="inherited-options"');
    expect(html).toContain('<code>--debug</code>');
    expect(readFileSync(join(repo, 'out/toolhive/reference/cli/thv_serve/index.html'), 'utf8')).toMatch(
      /--port<\/code><\/td><td><code>int<\/code><\/td><td><code>8080<\/code>/,
    );
    expect(readFileSync(join(repo, 'out/toolhive/reference/cli/thv_group_rm/index.html'), 'utf8')).toContain('id="flag-with-workloads"');
  });

  // content/data/product.yaml is the one place that names the documented release; pages that
  // cannot print it (code blocks, Markdown) spell it, and must spell what the file says.
  it('spells the release, chart versions, registry counts and server images as the data files say', () => {
    const product = readProduct(repo);
    const servers = (parse(readFileSync(join(repo, 'content/data/mcp-servers.yaml'), 'utf8')) as { servers: { image?: string }[] }).servers;
    const images = servers.flatMap((s) => (s.image ? [s.image] : []));
    const dataFiles = readdirSync(join(repo, 'content/data'))
      .filter((n) => /\.(ya?ml|json)$/.test(n))
      .map((n) => join(repo, 'content/data', n));
    const problems: string[] = [];
    for (const file of [...pages, ...dataFiles, join(repo, 'openapi/toolhive-api.yaml'), join(repo, 'README.md')]) {
      const text = readFileSync(file, 'utf8');
      problems.push(
        ...productLiteralProblems(text, relative(repo, file), product),
        ...imageTagProblems(text, relative(repo, file), images),
      );
    }
    expect(problems).toEqual([]);
    const api = parse(readFileSync(join(repo, 'openapi/toolhive-api.yaml'), 'utf8')) as {
      components: { schemas: { VersionResponse: { properties: { version: { example: string } } } } };
    };
    expect(api.components.schemas.VersionResponse.properties.version.example).toBe(product.version);
    // The MDX pages print the release from the file (<Product fact="version" />) instead of spelling it.
    const install = readFileSync(join(repo, 'out/toolhive/guides-cli/install/index.html'), 'utf8');
    expect(install).toContain(`The steps use release <!-- -->${product.version}<!-- -->, the release`);
    expect(readFileSync(join(repo, 'out/toolhive/reference/cli/thv_run/index.html'), 'utf8')).toContain(
      `<p class="cli-version">This page documents <code>thv</code> ${product.version}.</p>`,
    );
  });

  it('renders the MCP server guides with their generated metadata panel', () => {
    const html = readFileSync(join(repo, 'out/toolhive/guides-mcp/playwright/index.html'), 'utf8');
    expect(html).toMatch(/<th scope="row">Target port<\/th><td>8931<\/td>/);
    expect(html).toMatch(/<th scope="row">Tier<\/th><td>(Official|Community)<\/td>/);
  });

  it('generates the registry schema, CRD and client compatibility references from data', () => {
    const schema = readFileSync(join(repo, 'out/toolhive/reference/registry-schema/index.html'), 'utf8');
    for (const f of ['version', 'last_updated', 'servers', 'remote_servers'])
      expect(schema).toContain(`<code class="schema-name">${f}</code>`);
    expect(existsSync(join(repo, 'out/toolhive/reference/registry-schema.json'))).toBe(true);
    const crd = readFileSync(join(repo, 'out/toolhive/reference/crd-spec/index.html'), 'utf8');
    expect(crd).toContain('toolhive.stacklok.dev/v1alpha1');
    expect(crd).toContain('id="mcpserver-spec-image"');
    for (const k of ['MCPServer', 'MCPRegistry', 'MCPToolConfig']) expect(crd).toContain(`<h2 id="${k.toLowerCase()}">${k}`);
    const clients = readFileSync(join(repo, 'out/toolhive/reference/client-compatibility/index.html'), 'utf8');
    for (const c of [
      'RooCode',
      'Cline',
      'Cursor',
      'VSCodeInsider',
      'VSCode',
      'ClaudeCode',
      'Windsurf',
      'WindsurfJetBrains',
      'AmpCli',
      'AmpVSCode',
      'AmpCursor',
      'AmpVSCodeInsider',
      'AmpWindsurf',
      'LMStudio',
      'Goose',
    ])
      expect(clients).toContain(`<code>${c}</code>`);
  });
});
