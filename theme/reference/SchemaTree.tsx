import type { SchemaNode } from '../types.js';

function TypeLabel({ node }: { node: SchemaNode }) {
  return <span className="schema-type">{node.ref ? <a href={node.ref.href}>{node.type}</a> : node.type}</span>;
}

function Facts({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.description ? <div className="schema-description" dangerouslySetInnerHTML={{ __html: node.description }} /> : null}
      {node.enum?.length ? (
        <div className="schema-fact">
          {'Allowed values: '}
          {node.enum.map((e, i) => (
            <span key={i}>
              {i > 0 ? ', ' : ''}
              <code>{e}</code>
            </span>
          ))}
        </div>
      ) : null}
      {node.default !== undefined ? (
        <div className="schema-fact">
          Default: <code>{node.default}</code>
        </div>
      ) : null}
      {node.constraints?.length ? <div className="schema-fact">{node.constraints.join(' · ')}</div> : null}
    </>
  );
}

function Row({ node, depth }: { node: SchemaNode; depth: number }) {
  const hasChildren = (node.children?.length ?? 0) > 0 || (node.variants?.options.length ?? 0) > 0;
  // Links may not sit inside <summary> (a control inside a control): in an expandable row the
  // type link and the field anchor move into the expanded part.
  const head = (linked: boolean) => (
    <span className="schema-head">
      {node.name !== undefined ? <code className="schema-name">{node.name}</code> : null}
      {linked ? <TypeLabel node={node} /> : <span className="schema-type">{node.type}</span>}
      {node.required ? <span className="schema-required">required</span> : null}
      {linked && node.anchor ? (
        <a className="schema-anchor" href={`#${node.anchor}`} aria-label={`Link to ${node.name ?? 'field'}`}>
          #
        </a>
      ) : null}
    </span>
  );
  return (
    <li className="schema-row" id={node.anchor}>
      {hasChildren ? (
        <details open={depth < 1}>
          <summary>{head(false)}</summary>
          {node.ref || node.anchor ? (
            <div className="schema-fact">
              {node.ref ? (
                <>
                  Type <a href={node.ref.href}>{node.ref.label}</a>
                </>
              ) : null}
              {node.ref && node.anchor ? ' · ' : null}
              {node.anchor ? <a href={`#${node.anchor}`}>Link to this field</a> : null}
            </div>
          ) : null}
          <Facts node={node} />
          <SchemaChildren node={node} depth={depth + 1} />
        </details>
      ) : (
        <div className="schema-leaf">
          {head(true)}
          <Facts node={node} />
        </div>
      )}
    </li>
  );
}

function SchemaChildren({ node, depth }: { node: SchemaNode; depth: number }) {
  return (
    <>
      {node.children?.length ? (
        <ul className="schema-tree">
          {node.children.map((c, i) => (
            <Row key={`${c.name}-${i}`} node={c} depth={depth} />
          ))}
        </ul>
      ) : null}
      {node.variants ? (
        <div className="schema-variants">
          <p className="schema-variants-title">
            {node.variants.kind === 'oneOf' ? 'Exactly one of:' : node.variants.kind === 'anyOf' ? 'Any of:' : 'All of:'}
          </p>
          <ul className="schema-tree">
            {node.variants.options.map((o, i) => (
              <Row key={i} node={{ ...o, name: o.name ?? `option ${i + 1}` }} depth={depth} />
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** Named schemas as rows of one tree (a JSON schema's definitions), each row linkable by its anchor. */
export function SchemaRows({ nodes }: { nodes: SchemaNode[] }) {
  return (
    <ul className="schema-tree">
      {nodes.map((n, i) => (
        <Row key={`${n.name}-${i}`} node={n} depth={1} />
      ))}
    </ul>
  );
}

/** A schema as an expandable tree: `<details>` works without JavaScript. */
export function SchemaTree({ node }: { node: SchemaNode }) {
  return (
    <div className="schema">
      <p className="schema-root-type">
        <TypeLabel node={node} />
        {node.required ? null : null}
      </p>
      <Facts node={node} />
      <SchemaChildren node={node} depth={0} />
    </div>
  );
}
