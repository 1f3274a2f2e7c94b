// The MCP server guides' catalogue. An island around the page's own Markdown table (its children):
// without JavaScript it is that table, whole; in the browser a form above it filters the rows by
// name, transport and tier, which it reads from the registry data (content/data/mcp-servers.yaml)
// given as props, each row found by the guide it links to. The form appears only once the island
// runs, so no reader sees controls that do nothing.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIsBrowser } from 'docsgen/theme';

export interface CatalogueServer {
  name: string;
  title?: string;
  transport: string;
  tier: string;
}

const ANY = '';
/** The theme's colours, so the form follows light and dark mode (no stylesheet of its own: a page
 *  without the catalogue loads exactly what it loaded before). */
const field = { boxSizing: 'border-box' as const, height: '2.25rem', padding: '0.35rem 0.5rem', border: '1px solid var(--border)', borderRadius: 'var(--radius)', background: 'var(--bg)', color: 'var(--fg)', font: 'inherit', minWidth: 0 };
const label = { display: 'flex', flexDirection: 'column' as const, gap: '0.25rem', fontSize: '0.875rem', fontWeight: 600, flex: '1 1 9rem' };

function matches(s: CatalogueServer, query: string, transport: string, tier: string): boolean {
  const q = query.trim().toLowerCase();
  return (!q || `${s.name} ${s.title ?? ''}`.toLowerCase().includes(q)) && (transport === ANY || s.transport === transport) && (tier === ANY || s.tier === tier);
}

const distinct = (values: string[]) => [...new Set(values)].sort();

/** The server a row is about: the guide its first link opens (`…/guides-mcp/<name>`). */
function rowServer(row: HTMLTableRowElement): string | undefined {
  const href = row.querySelector('a')?.getAttribute('href') ?? '';
  return /\/guides-mcp\/([^/#?]+)/.exec(href)?.[1];
}

function Select({ id, name, value, options, any, onChange }: { id: string; name: string; value: string; options: string[]; any: string; onChange: (v: string) => void }) {
  return (
    <label style={label} htmlFor={id}>{name}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} style={field}>
        <option value={ANY}>{any}</option>
        {options.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    </label>
  );
}

export default function McpCatalogue({ servers, children }: { servers: CatalogueServer[]; children?: ReactNode }) {
  const browser = useIsBrowser();
  const [query, setQuery] = useState('');
  const [transport, setTransport] = useState(ANY);
  const [tier, setTier] = useState(ANY);
  const [shown, setShown] = useState(servers.length);
  const table = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    // The rows are the page's HTML (the island's children), not React's: shown or hidden in place.
    let count = 0;
    for (const row of table.current?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? []) {
      const server = servers.find((s) => s.name === rowServer(row));
      row.hidden = !!server && !matches(server, query, transport, tier);
      if (!row.hidden) count++;
    }
    setShown(count);
  }, [servers, query, transport, tier]);
  const reset = () => { setQuery(''); setTransport(ANY); setTier(ANY); };
  return (
    <div className="mcp-catalogue">
      {browser ? (
        <form role="search" aria-label="Filter the MCP servers" onSubmit={(e) => e.preventDefault()} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', margin: '1rem 0 0' }}>
          <label style={label} htmlFor={`${id}-q`}>Name
            <input id={`${id}-q`} type="search" value={query} placeholder="github, fetch…" onChange={(e) => setQuery(e.target.value)} style={field} />
          </label>
          <Select id={`${id}-t`} name="Transport" value={transport} options={distinct(servers.map((s) => s.transport))} any="Any transport" onChange={setTransport} />
          <Select id={`${id}-r`} name="Tier" value={tier} options={distinct(servers.map((s) => s.tier))} any="Any tier" onChange={setTier} />
          <p role="status" style={{ flex: '1 0 100%', margin: 0, color: 'var(--fg-muted)', fontSize: '0.875rem' }}>
            {shown === servers.length ? `All ${shown} servers` : `${shown} of ${servers.length} servers`}
            {shown < servers.length ? <> · <button type="button" onClick={reset} style={{ padding: 0, border: 0, background: 'none', color: 'var(--link)', font: 'inherit', cursor: 'pointer', textDecoration: 'underline' }}>show all</button></> : null}
          </p>
        </form>
      ) : null}
      <div ref={table} hidden={browser && shown === 0}>{children}</div>
      {browser && shown === 0 ? <p>No server in the guides matches these filters.</p> : null}
    </div>
  );
}
