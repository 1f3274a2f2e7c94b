// The site's home page: a hero with the title and tagline, then cards into each product and the
// references. Plain server-rendered React; it needs no client script.
export const meta = { title: 'Docs', description: 'Documentation for ToolHive: run and manage MCP servers safely, from your desktop, the command line or Kubernetes.' };

const products = [
  { title: 'ToolHive UI', href: '/toolhive/guides-ui', text: 'A desktop app for running MCP servers with a few clicks and connecting them to your AI clients.' },
  { title: 'ToolHive CLI', href: '/toolhive/guides-cli', text: 'The thv command: run, secure and manage MCP servers from your terminal and scripts.' },
  { title: 'Kubernetes Operator', href: '/toolhive/guides-k8s', text: 'Deploy MCP servers to a cluster as MCPServer resources, managed by the ToolHive operator.' },
];

const references = [
  { title: 'CLI commands', href: '/toolhive/reference/cli/thv' },
  { title: 'API reference', href: '/toolhive/reference/api' },
  { title: 'Registry schema', href: '/toolhive/reference/registry-schema' },
  { title: 'Operator CRD spec', href: '/toolhive/reference/crd-spec' },
];

export default function Home({ site }: { site: { title: string; tagline: string } }) {
  return (
    <div className="home">
      <section className="hero">
        <h1 className="hero-title">{site.title}</h1>
        <p className="hero-tagline">{site.tagline}</p>
        <p className="hero-text">ToolHive runs Model Context Protocol (MCP) servers in isolated containers or connects to remote ones, and wires them into the AI clients you already use.</p>
        <div className="hero-actions">
          <a className="button button-primary" href="/toolhive/quickstart">Get started</a>
          <a className="button button-secondary" href="/toolhive">Read the docs</a>
        </div>
      </section>
      <section className="home-section" aria-labelledby="products-heading">
        <h2 id="products-heading">Choose how you run ToolHive</h2>
        <ul className="home-cards">
          {products.map((p) => (
            <li key={p.href}>
              <a className="home-card" href={p.href}>
                <span className="home-card-title">{p.title}</span>
                <span className="home-card-text">{p.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="reference-heading">
        <h2 id="reference-heading">References</h2>
        <ul className="home-cards home-cards-small">
          {references.map((r) => (
            <li key={r.href}>
              <a className="home-card" href={r.href}><span className="home-card-title">{r.title}</span></a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
