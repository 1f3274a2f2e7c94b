import type { ApiPageData } from '../types.js';
import { SchemaTree } from './SchemaTree.js';
import { headingAnchorMarkup } from '../shared/heading-anchor.js';
import { reactMarkup } from '../shared/react-markup.js';

type Operation = ApiPageData['tags'][number]['operations'][number];

function Method({ method }: { method: string }) {
  return <span className={`api-method api-method-${method.toLowerCase()}`}>{method}</span>;
}

function OperationView({ op }: { op: Operation }) {
  return (
    <section className="api-operation" aria-labelledby={op.anchor}>
      <h3 id={op.anchor}>
        {op.summary}
        {headingAnchorMarkup(reactMarkup, op.anchor, op.summary)}
      </h3>
      <p className="api-endpoint"><Method method={op.method} /> <code>{op.path}</code>{op.deprecated ? <span className="api-deprecated">deprecated</span> : null}</p>
      {op.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: op.descriptionHtml }} /> : null}
      {op.params.length ? (
        <>
          <h4>Parameters</h4>
          <table className="api-params" tabIndex={0}>
            <thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Description</th></tr></thead>
            <tbody>
              {op.params.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <td><code>{p.name}</code></td><td>{p.in}</td><td><code>{p.type}</code></td><td>{p.required ? 'Yes' : 'No'}</td>
                  <td>
                    {p.descriptionHtml ? <span dangerouslySetInnerHTML={{ __html: p.descriptionHtml }} /> : null}
                    {p.default ? <div className="schema-fact">Default: <code>{p.default}</code></div> : null}
                    {p.enum?.length ? <div className="schema-fact">Allowed values: {p.enum.map((e, i) => <span key={e}>{i ? ', ' : ''}<code>{e}</code></span>)}</div> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {op.requestBody ? (
        <>
          <h4>Request body {op.requestBody.required ? <span className="schema-required">required</span> : null} <code className="api-content-type">{op.requestBody.contentType}</code></h4>
          {op.requestBody.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: op.requestBody.descriptionHtml }} /> : null}
          {op.requestBody.schema ? <SchemaTree node={op.requestBody.schema} /> : null}
          {op.requestBody.exampleHtml ? <div className="api-example"><p className="api-example-title">Example request body</p><div dangerouslySetInnerHTML={{ __html: op.requestBody.exampleHtml }} /></div> : null}
        </>
      ) : null}
      <h4>Responses</h4>
      <ul className="api-responses">
        {op.responses.map((r) => (
          <li key={r.status} className="api-response">
            <details open={r.status.startsWith('2')}>
              <summary>
                <span className={`api-status api-status-${r.status[0]}xx`}>{r.status}</span>{' '}
                {r.descriptionHtml ? <span dangerouslySetInnerHTML={{ __html: r.descriptionHtml.replace(/^<p>|<\/p>\s*$/g, '') }} /> : null}
                {r.contentType ? <> <code className="api-content-type">{r.contentType}</code></> : null}
              </summary>
              {r.schema ? <SchemaTree node={r.schema} /> : <p className="schema-fact">No response body.</p>}
              {r.exampleHtml ? <div className="api-example"><p className="api-example-title">Example response</p><div dangerouslySetInnerHTML={{ __html: r.exampleHtml }} /></div> : null}
            </details>
          </li>
        ))}
      </ul>
      <div className="api-example"><p className="api-example-title">Request example</p><div dangerouslySetInnerHTML={{ __html: op.curlHtml }} /></div>
    </section>
  );
}

/** The whole API reference, rendered at build time: overview, operations by tag, named schemas. */
export function ApiReference({ data, tagsOnly, schemasOnly, overview }: { data: ApiPageData; tagsOnly?: string[]; schemasOnly?: boolean; overview?: { tagHref: (tag: string) => string; schemasHref: string } }) {
  const tags = tagsOnly ? data.tags.filter((t) => tagsOnly.includes(t.name)) : schemasOnly ? [] : data.tags;
  if (overview) {
    // A large API: this page is the map; each tag and the schemas have a page of their own.
    return (
      <div className="api-reference">
        <p className="api-version">Version <code>{data.version}</code>{data.server ? <> · Server <code>{data.server}</code></> : null}</p>
        {data.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} /> : null}
        {data.downloads.length ? <p className="api-downloads">Download the description: {data.downloads.map((d, i) => <span key={d.href}>{i ? ' · ' : ''}<a href={d.href} download>{d.label}</a></span>)}</p> : null}
        {data.tags.map((t) => (
          <section key={t.name} className="api-tag">
            <h2 id={t.anchor}><a href={overview.tagHref(t.name)}>{t.name}</a></h2>
            {t.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: t.descriptionHtml }} /> : null}
            <p>{t.operations.length} operation{t.operations.length === 1 ? '' : 's'}</p>
          </section>
        ))}
        <h2 id="schemas"><a href={overview.schemasHref}>Schemas</a></h2>
        <p>{data.schemas.length} named schemas.</p>
      </div>
    );
  }
  return (
    <div className="api-reference">
      {tagsOnly || schemasOnly ? null : <p className="api-version">Version <code>{data.version}</code>{data.server ? <> · Server <code>{data.server}</code></> : null}</p>}
      {data.descriptionHtml && !tagsOnly && !schemasOnly ? <div dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} /> : null}
      {tagsOnly || schemasOnly ? null : data.downloads.length ? <p className="api-downloads">Download the description: {data.downloads.map((d, i) => <span key={d.href}>{i ? ' · ' : ''}<a href={d.href} download>{d.label}</a></span>)}</p> : null}
      {tags.map((t) => (
        <section key={t.name} className="api-tag">
          <h2 id={t.anchor}>{t.name}{headingAnchorMarkup(reactMarkup, t.anchor, t.name)}</h2>
          {t.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: t.descriptionHtml }} /> : null}
          <ul className="api-op-index">
            {t.operations.map((o) => <li key={o.anchor}><a href={`#${o.anchor}`}><Method method={o.method} /> <code>{o.path}</code></a> {o.summary}</li>)}
          </ul>
          {t.operations.map((o) => <OperationView key={o.anchor} op={o} />)}
        </section>
      ))}
      {tagsOnly ? null : (
        <section className="api-schemas">
          <h2 id="schemas">Schemas{headingAnchorMarkup(reactMarkup, 'schemas', 'Schemas')}</h2>
          {data.schemas.map((s) => (
            <section key={s.name} className="api-schema" id={s.anchor}>
              <h3><code>{s.name}</code>{headingAnchorMarkup(reactMarkup, s.anchor, s.name)}</h3>
              <SchemaTree node={s.node} />
            </section>
          ))}
        </section>
      )}
    </div>
  );
}
