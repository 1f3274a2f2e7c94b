// The AI clients ToolHive can configure, generated from content/data/clients.yaml.
import { readFileSync } from 'node:fs';
import { parseYaml } from '../../generator/index.js';

interface Client { type: string; id: string; name: string; transports: string[]; auto_config: boolean; config_file?: string; notes?: string }
const TRANSPORTS = ['stdio', 'sse', 'streamable-http'];

export default function ClientCompatibility({ file }: { file: string }) {
  const { clients } = parseYaml(readFileSync(file, 'utf8')) as { clients: Client[] };
  return (
    <>
      <table className="client-table" tabIndex={0}>
        <thead>
          <tr>
            <th>Client</th><th>Client ID</th><th>API type</th>
            {TRANSPORTS.map((t) => <th key={t}><code>{t}</code></th>)}
            <th>Configured automatically</th>
          </tr>
        </thead>
        <tbody>
          {clients.map((c) => (
            <tr key={c.id} id={`client-${c.id}`}>
              <td>{c.name}</td><td><code>{c.id}</code></td><td><code>{c.type}</code></td>
              {TRANSPORTS.map((t) => <td key={t}>{c.transports.includes(t) ? '✅ Yes' : '❌ No'}</td>)}
              <td>{c.auto_config ? '✅ Yes' : '❌ No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 id="configuration-files">Configuration files</h2>
      <p>When you register a client, ToolHive edits the client's own MCP configuration file. These are the files it looks for:</p>
      <table tabIndex={0}>
        <thead><tr><th>Client ID</th><th>Configuration file</th><th>Notes</th></tr></thead>
        <tbody>
          {clients.map((c) => (
            <tr key={c.id}><td><code>{c.id}</code></td><td>{c.config_file ? c.config_file.split('; ').map((p) => <div key={p}><code>{p}</code></div>) : '—'}</td><td>{c.notes ?? ''}</td></tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
