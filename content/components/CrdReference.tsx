// One Kubernetes custom resource of the operator, generated from content/data/crds/<file>.yaml:
// identity table, then the spec and status field trees with an anchor on every field.
import { readFileSync } from 'node:fs';
import { parseYaml } from '../../generator/index.js';
import { SchemaTree } from '../../theme/reference/SchemaTree.js';
import { toSchemaNode, type JsonSchema } from '../../generator/markdown/reference/schema-node.js';
import { inlineHtml } from './inline-text.js';

interface Crd { kind: string; group: string; version: string; scope: string; plural: string; shortNames?: string[]; description: string; schema: JsonSchema }

export default function CrdReference({ file }: { file: string }) {
  const crd = parseYaml(readFileSync(file, 'utf8')) as Crd;
  const prefix = crd.kind.toLowerCase();
  const opts = (part: string) => ({ refLink: () => undefined, describe: inlineHtml, anchorPrefix: `${prefix}-${part}-` });
  const spec = crd.schema.properties?.spec;
  const status = crd.schema.properties?.status;
  return (
    <div className="crd">
      <p dangerouslySetInnerHTML={{ __html: inlineHtml(crd.description) }} />
      <table>
        <tbody>
          <tr><th scope="row">API version</th><td><code>{`${crd.group}/${crd.version}`}</code></td></tr>
          <tr><th scope="row">Kind</th><td><code>{crd.kind}</code></td></tr>
          <tr><th scope="row">Scope</th><td>{crd.scope}</td></tr>
          <tr><th scope="row">Plural</th><td><code>{crd.plural}</code></td></tr>
          {crd.shortNames?.length ? <tr><th scope="row">Short names</th><td>{crd.shortNames.map((s) => <code key={s}>{s} </code>)}</td></tr> : null}
        </tbody>
      </table>
      {spec ? (<><h3 id={`${prefix}-spec`}><code>{crd.kind}.spec</code></h3><SchemaTree node={toSchemaNode(spec, opts('spec'))} /></>) : null}
      {status ? (<><h3 id={`${prefix}-status`}><code>{crd.kind}.status</code></h3><SchemaTree node={toSchemaNode(status, opts('status'))} /></>) : null}
    </div>
  );
}
