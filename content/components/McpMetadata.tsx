// The metadata panel of a catalogued MCP server, generated from content/data/mcp-servers.yaml.
// Rendered at build time only (server-side React): it reads the data file when the module loads.
import { readFileSync } from 'node:fs';
import { parseYaml } from '../../generator/index.js';

interface EnvVar { name: string; description?: string; required?: boolean; secret?: boolean; default?: string }
interface Server {
  name: string; title?: string; type: string; description: string; tier: string; status: string; transport: string;
  image?: string; url?: string; target_port?: number; provenance?: boolean; repository_url?: string;
  permissions?: { network?: { outbound?: { insecure_allow_all?: boolean; allow_host?: string[]; allow_port?: number[] } } };
  metadata?: { stars?: number; pulls?: number; last_updated?: string };
  tools?: string[]; env_vars?: EnvVar[]; tags?: string[]; run_example?: string;
}

const servers = (parseYaml(readFileSync('content/data/mcp-servers.yaml', 'utf8')) as { servers: Server[] }).servers;

export default function McpMetadata({ name }: { name: string }) {
  const s = servers.find((x) => x.name === name);
  if (!s) throw new Error(`McpMetadata: no server named "${name}" in content/data/mcp-servers.yaml (known: ${servers.map((x) => x.name).join(', ')})`);
  const out = s.permissions?.network?.outbound;
  const network = out?.insecure_allow_all
    ? `Any host${out.allow_port?.length ? `, ports ${out.allow_port.join(', ')}` : ''}`
    : out?.allow_host?.length
      ? `${out.allow_host.join(', ')}${out.allow_port?.length ? ` on ports ${out.allow_port.join(', ')}` : ''}`
      : 'No outbound access';
  return (
    <section className="mcp-metadata" aria-label={`${s.title ?? s.name} metadata`}>
      <table>
        <tbody>
          <tr><th scope="row">Name</th><td><code>{s.name}</code></td></tr>
          <tr><th scope="row">Type</th><td>{s.type}</td></tr>
          <tr><th scope="row">Description</th><td>{s.description}</td></tr>
          <tr><th scope="row">Tier</th><td>{s.tier}</td></tr>
          <tr><th scope="row">Status</th><td>{s.status}</td></tr>
          <tr><th scope="row">Transport</th><td><code>{s.transport}</code></td></tr>
          {s.image ? <tr><th scope="row">Image</th><td><code>{s.image}</code></td></tr> : null}
          {s.target_port ? <tr><th scope="row">Target port</th><td>{s.target_port}</td></tr> : null}
          <tr><th scope="row">Provenance</th><td>{s.provenance ? 'Signed (provenance verified)' : 'Not available'}</td></tr>
          <tr><th scope="row">Network access</th><td>{network}</td></tr>
          {s.repository_url ? <tr><th scope="row">Repository</th><td><a href={s.repository_url}>{s.repository_url.replace(/^https:\/\//, '')}</a></td></tr> : null}
          {s.metadata ? <tr><th scope="row">Popularity</th><td>{s.metadata.stars ?? 0} stars, {s.metadata.pulls ?? 0} pulls</td></tr> : null}
          {s.tags?.length ? <tr><th scope="row">Tags</th><td>{s.tags.join(', ')}</td></tr> : null}
        </tbody>
      </table>
      {s.tools?.length ? (
        <details>
          <summary>Tools ({s.tools.length})</summary>
          <ul className="mcp-tools">{s.tools.map((t) => <li key={t}><code>{t}</code></li>)}</ul>
        </details>
      ) : null}
      {s.env_vars?.length ? (
        <details>
          <summary>Environment variables ({s.env_vars.length})</summary>
          <table tabIndex={0}>
            <thead><tr><th>Name</th><th>Description</th><th>Required</th><th>Secret</th><th>Default</th></tr></thead>
            <tbody>
              {s.env_vars.map((e) => (
                <tr key={e.name}><td><code>{e.name}</code></td><td>{e.description}</td><td>{e.required ? 'Yes' : 'No'}</td><td>{e.secret ? 'Yes' : 'No'}</td><td>{e.default ? <code>{e.default}</code> : '—'}</td></tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
      {s.run_example ? (
        <p className="mcp-run">Run it: <code>{s.run_example}</code></p>
      ) : null}
    </section>
  );
}
