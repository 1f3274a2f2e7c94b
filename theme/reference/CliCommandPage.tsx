import type { CliPageData } from '../types.js';

function FlagTable({ flags }: { flags: CliPageData['flags'] }) {
  return (
    <table className="flag-table" tabIndex={0}>
      <thead>
        <tr>
          <th>Flag</th>
          <th>Type</th>
          <th>Default</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {flags.map((f) => (
          <tr key={f.name} id={`flag-${f.name}`}>
            <td className="flag-name">
              <code>{`${f.shorthand ? `-${f.shorthand}, ` : ''}--${f.name}`}</code>
            </td>
            <td>
              <code>{f.type}</code>
            </td>
            <td>{f.default ? <code>{f.default}</code> : '—'}</td>
            <td dangerouslySetInnerHTML={{ __html: f.descriptionHtml }} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One `thv` command: synopsis, usage, flags, inherited flags, examples, related commands. */
export function CliCommandPage({ data }: { data: CliPageData }) {
  return (
    <>
      <p className="cli-summary">{data.summary}</p>
      {data.version ? (
        <p className="cli-version">
          This page documents <code>{data.version.tool}</code>
          {` ${data.version.version}.`}
        </p>
      ) : null}
      <h2 id="synopsis">Synopsis</h2>
      <div dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} />
      <h2 id="usage">Usage</h2>
      <div dangerouslySetInnerHTML={{ __html: data.usageHtml }} />
      {data.aliases.length ? (
        <p>
          {'Aliases: '}
          {data.aliases.map((a, i) => (
            <span key={a}>
              {i ? ', ' : ''}
              <code>{a}</code>
            </span>
          ))}
        </p>
      ) : null}
      <h2 id="options">Options</h2>
      {data.flags.length ? <FlagTable flags={data.flags} /> : <p>This command has no flags of its own.</p>}
      {data.inherited.length ? (
        <>
          <h2 id="inherited-options">Options inherited from parent commands</h2>
          <FlagTable flags={data.inherited} />
        </>
      ) : null}
      {data.examples.length ? (
        <>
          <h2 id="examples">Examples</h2>
          {data.examples.map((e, i) => (
            <div key={i} className="cli-example">
              <p>{e.description}</p>
              <div dangerouslySetInnerHTML={{ __html: e.html }} />
            </div>
          ))}
        </>
      ) : null}
      {data.children.length ? (
        <>
          <h2 id="subcommands">Subcommands</h2>
          <table className="cli-subcommands" tabIndex={0}>
            <tbody>
              {data.children.map((c) => (
                <tr key={c.href}>
                  <td>
                    <a href={c.href}>
                      <code>{c.label}</code>
                    </a>
                  </td>
                  <td>{c.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {data.parent ? (
        <>
          <h2 id="see-also">See also</h2>
          <ul>
            <li>
              <a href={data.parent.href}>
                <code>{data.parent.label}</code>
              </a>
              : {data.parent.summary}
            </li>
          </ul>
        </>
      ) : null}
    </>
  );
}
