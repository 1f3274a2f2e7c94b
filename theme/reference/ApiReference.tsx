import type { ApiPageData } from '../types.js';
import { SchemaTree } from './SchemaTree.js';
import { headingAnchorMarkup } from '../shared/heading-anchor.js';
import { reactMarkup } from '../shared/react-markup.js';

type Tag = ApiPageData['tags'][number];
type Operation = Tag['operations'][number];
type Overview = { tagHref: (tag: string) => string; schemasHref: string };

function Method({ method }: { method: string }) {
  return <span className={`api-method api-method-${method.toLowerCase()}`}>{method}</span>;
}

/** A titled example block: a request body, a response, the curl command. */
function Example({ title, html }: { title: string; html: string }) {
  return (
    <div className="api-example">
      <p className="api-example-title">{title}</p>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

function ParamsTable({ params }: { params: Operation['params'] }) {
  return (
    <>
      <h4>Parameters</h4>
      <table className="api-params" tabIndex={0}>
        <thead>
          <tr>
            <th>Name</th>
            <th>In</th>
            <th>Type</th>
            <th>Required</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => (
            <tr key={`${p.in}-${p.name}`}>
              <td>
                <code>{p.name}</code>
              </td>
              <td>{p.in}</td>
              <td>
                <code>{p.type}</code>
              </td>
              <td>{p.required ? 'Yes' : 'No'}</td>
              <td>
                {p.descriptionHtml ? <span dangerouslySetInnerHTML={{ __html: p.descriptionHtml }} /> : null}
                {p.default ? (
                  <div className="schema-fact">
                    Default: <code>{p.default}</code>
                  </div>
                ) : null}
                {p.enum?.length ? (
                  <div className="schema-fact">
                    {'Allowed values: '}
                    {p.enum.map((e, i) => (
                      <span key={e}>
                        {i ? ', ' : ''}
                        <code>{e}</code>
                      </span>
                    ))}
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function RequestBody({ body }: { body: NonNullable<Operation['requestBody']> }) {
  return (
    <>
      <h4>
        Request body {body.required ? <span className="schema-required">required</span> : null}{' '}
        <code className="api-content-type">{body.contentType}</code>
      </h4>
      {body.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: body.descriptionHtml }} /> : null}
      {body.schema ? <SchemaTree node={body.schema} /> : null}
      {body.exampleHtml ? <Example title="Example request body" html={body.exampleHtml} /> : null}
    </>
  );
}

/** Each status as a disclosure, the success ones open. */
function Responses({ responses }: { responses: Operation['responses'] }) {
  return (
    <>
      <h4>Responses</h4>
      <ul className="api-responses">
        {responses.map((r) => (
          <li key={r.status} className="api-response">
            <details open={r.status.startsWith('2')}>
              <summary>
                <span className={`api-status api-status-${r.status[0]}xx`}>{r.status}</span>{' '}
                {r.descriptionHtml ? <span dangerouslySetInnerHTML={{ __html: r.descriptionHtml.replace(/^<p>|<\/p>\s*$/g, '') }} /> : null}
                {r.contentType ? (
                  <>
                    {' '}
                    <code className="api-content-type">{r.contentType}</code>
                  </>
                ) : null}
              </summary>
              {r.schema ? <SchemaTree node={r.schema} /> : <p className="schema-fact">No response body.</p>}
              {r.exampleHtml ? <Example title="Example response" html={r.exampleHtml} /> : null}
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

function OperationView({ op }: { op: Operation }) {
  return (
    <section className="api-operation" aria-labelledby={op.anchor}>
      <h3 id={op.anchor}>
        {op.summary}
        {headingAnchorMarkup(reactMarkup, op.anchor, op.summary)}
      </h3>
      <p className="api-endpoint">
        <Method method={op.method} /> <code>{op.path}</code>
        {op.deprecated ? <span className="api-deprecated">deprecated</span> : null}
      </p>
      {op.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: op.descriptionHtml }} /> : null}
      {op.params.length ? <ParamsTable params={op.params} /> : null}
      {op.requestBody ? <RequestBody body={op.requestBody} /> : null}
      <Responses responses={op.responses} />
      <Example title="Request example" html={op.curlHtml} />
    </section>
  );
}

function ApiVersion({ data }: { data: ApiPageData }) {
  return (
    <p className="api-version">
      Version <code>{data.version}</code>
      {data.server ? (
        <>
          {' · Server '}
          <code>{data.server}</code>
        </>
      ) : null}
    </p>
  );
}

function Downloads({ downloads }: { downloads: ApiPageData['downloads'] }) {
  if (!downloads.length) return null;
  return (
    <p className="api-downloads">
      {'Download the description: '}
      {downloads.map((d, i) => (
        <span key={d.href}>
          {i ? ' · ' : ''}
          <a href={d.href} download>
            {d.label}
          </a>
        </span>
      ))}
    </p>
  );
}

/** A large API's main page: the map, with each tag and the schemas on a page of their own. */
function ApiOverview({ data, overview }: { data: ApiPageData; overview: Overview }) {
  return (
    <div className="api-reference">
      <ApiVersion data={data} />
      {data.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} /> : null}
      <Downloads downloads={data.downloads} />
      {data.tags.map((t) => (
        <section key={t.name} className="api-tag">
          <h2 id={t.anchor}>
            <a href={overview.tagHref(t.name)}>{t.name}</a>
          </h2>
          {t.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: t.descriptionHtml }} /> : null}
          <p>
            {t.operations.length} operation{t.operations.length === 1 ? '' : 's'}
          </p>
        </section>
      ))}
      <h2 id="schemas">
        <a href={overview.schemasHref}>Schemas</a>
      </h2>
      <p>{data.schemas.length} named schemas.</p>
    </div>
  );
}

/** A tag: its index of operations, then each operation in full. */
function TagSection({ tag }: { tag: Tag }) {
  return (
    <section className="api-tag">
      <h2 id={tag.anchor}>
        {tag.name}
        {headingAnchorMarkup(reactMarkup, tag.anchor, tag.name)}
      </h2>
      {tag.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} /> : null}
      <ul className="api-op-index">
        {tag.operations.map((o) => (
          <li key={o.anchor}>
            <a href={`#${o.anchor}`}>
              <Method method={o.method} /> <code>{o.path}</code>
            </a>{' '}
            {o.summary}
          </li>
        ))}
      </ul>
      {tag.operations.map((o) => (
        <OperationView key={o.anchor} op={o} />
      ))}
    </section>
  );
}

function Schemas({ schemas }: { schemas: ApiPageData['schemas'] }) {
  return (
    <section className="api-schemas">
      <h2 id="schemas">Schemas{headingAnchorMarkup(reactMarkup, 'schemas', 'Schemas')}</h2>
      {schemas.map((s) => (
        <section key={s.name} className="api-schema" id={s.anchor}>
          <h3>
            <code>{s.name}</code>
            {headingAnchorMarkup(reactMarkup, s.anchor, s.name)}
          </h3>
          <SchemaTree node={s.node} />
        </section>
      ))}
    </section>
  );
}

/** The whole API reference, rendered at build time: overview, operations by tag, named schemas. */
export function ApiReference({
  data,
  tagsOnly,
  schemasOnly,
  overview,
}: {
  data: ApiPageData;
  tagsOnly?: string[];
  schemasOnly?: boolean;
  overview?: Overview;
}) {
  if (overview) return <ApiOverview data={data} overview={overview} />;
  const tags = tagsOnly ? data.tags.filter((t) => tagsOnly.includes(t.name)) : schemasOnly ? [] : data.tags;
  const part = tagsOnly || schemasOnly;
  return (
    <div className="api-reference">
      {part ? null : <ApiVersion data={data} />}
      {data.descriptionHtml && !part ? <div dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} /> : null}
      {part ? null : <Downloads downloads={data.downloads} />}
      {tags.map((t) => (
        <TagSection key={t.name} tag={t} />
      ))}
      {tagsOnly ? null : <Schemas schemas={data.schemas} />}
    </div>
  );
}
