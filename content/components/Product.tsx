// One value of content/data/product.yaml (the ToolHive release the site documents), printed as
// text: <Product fact="version" />, <Product fact="charts.operator_crds" />. Rendered at build time.
import { readFileSync } from 'node:fs';
import { parseYaml } from '../../generator/index.js';

const product = parseYaml(readFileSync('content/data/product.yaml', 'utf8')) as Record<string, unknown>;

/** The value at a dotted path, or undefined when the path does not lead to a string or number. */
function lookup(path: string): string | undefined {
  let at: unknown = product;
  for (const key of path.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'string' || typeof at === 'number' ? String(at) : undefined;
}

function facts(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => facts(v, prefix ? `${prefix}.${k}` : k));
}

export default function Product({ fact }: { fact: string }) {
  const value = lookup(fact);
  if (value === undefined) throw new Error(`Product: content/data/product.yaml has no value "${fact}" (known: ${facts(product).join(', ')})`);
  return <>{value}</>;
}
