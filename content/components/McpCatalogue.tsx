// The MCP server guides' catalogue. An island around the page's own Markdown table (its children),
// whose Transport and Tier columns restate the registry's data (content/data/mcp-servers.yaml):
// without JavaScript it is that table, whole; in the browser a form above it filters the rows by
// name, transport and tier, read from the table's own cells. The form appears only once the island
// runs, so no reader sees controls that do nothing.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIsBrowser } from 'docsgen/theme';

/** A row of the table as the filter reads it. */
interface Row {
  row: HTMLTableRowElement;
  name: string;
  transport: string;
  tier: string;
}

const ANY = '';
/** The theme's colours, so the form follows light and dark mode (no stylesheet of its own: a page
 *  without the catalogue loads exactly what it loaded before). */
const field = { boxSizing: 'border-box' as const, height: '2.25rem', padding: '0.35rem 0.5rem', border: '1px solid var(--border)', borderRadius: 'var(--radius)', background: 'var(--bg)', color: 'var(--fg)', font: 'inherit', minWidth: 0 };
const label = { display: 'flex', flexDirection: 'column' as const, gap: '0.25rem', fontSize: '0.875rem', fontWeight: 600, flex: '1 1 9rem' };

function matches(r: Row, query: string, transport: string, tier: string): boolean {
  const q = query.trim().toLowerCase();
  return (!q || r.name.toLowerCase().includes(q)) && (transport === ANY || r.transport === transport) && (tier === ANY || r.tier === tier);
}

const distinct = (values: string[]) => [...new Set(values)].sort();

/** The table's rows with the cells the filter reads, found by their column's heading. */
function readRows(root: HTMLElement): Row[] {
  const table = root.querySelector('table');
  const headings = [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent?.trim() ?? '');
  const cell = (row: HTMLTableRowElement, heading: string) => row.cells[headings.indexOf(heading)]?.textContent?.trim() ?? '';
  return [...(table?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [])].map((row) => ({ row, name: `${cell(row, 'Server')} ${row.querySelector('a')?.getAttribute('href')?.split('/').pop() ?? ''}`, transport: cell(row, 'Transport'), tier: cell(row, 'Tier') }));
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

export default function McpCatalogue({ children }: { children?: ReactNode }) {
  const browser = useIsBrowser();
  const [rows, setRows] = useState<Row[]>([]);
  const [query, setQuery] = useState('');
  const [transport, setTransport] = useState(ANY);
  const [tier, setTier] = useState(ANY);
  const table = useRef<HTMLDivElement>(null);
  const id = useId();
  // The rows are the page's HTML (the island's children), not React's: read once, then shown or
  // hidden in place.
  useEffect(() => setRows(table.current ? readRows(table.current) : []), []);
  let shown = 0;
  for (const r of rows) if (matches(r, query, transport, tier)) shown++;
  useEffect(() => {
    for (const r of rows) r.row.hidden = !matches(r, query, transport, tier);
  }, [rows, query, transport, tier]);
  const reset = () => { setQuery(''); setTransport(ANY); setTier(ANY); };
  return (
    <div className="mcp-catalogue">
      {browser && rows.length > 0 ? (
        <form role="search" aria-label="Filter the MCP servers" onSubmit={(e) => e.preventDefault()} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', margin: '1rem 0 0' }}>
          <label style={label} htmlFor={`${id}-q`}>Name
            <input id={`${id}-q`} type="search" value={query} placeholder="github, fetch…" onChange={(e) => setQuery(e.target.value)} style={field} />
          </label>
          <Select id={`${id}-t`} name="Transport" value={transport} options={distinct(rows.map((r) => r.transport))} any="Any transport" onChange={setTransport} />
          <Select id={`${id}-r`} name="Tier" value={tier} options={distinct(rows.map((r) => r.tier))} any="Any tier" onChange={setTier} />
          <p role="status" style={{ flex: '1 0 100%', margin: 0, color: 'var(--fg-muted)', fontSize: '0.875rem' }}>
            {shown === rows.length ? `All ${shown} servers` : `${shown} of ${rows.length} servers`}
            {shown < rows.length ? <> · <button type="button" onClick={reset} style={{ padding: 0, border: 0, background: 'none', color: 'var(--link)', font: 'inherit', cursor: 'pointer', textDecoration: 'underline' }}>show all</button></> : null}
          </p>
        </form>
      ) : null}
      <div ref={table} hidden={rows.length > 0 && shown === 0}>{children}</div>
      {rows.length > 0 && shown === 0 ? <p>No server in the guides matches these filters.</p> : null}
    </div>
  );
}
