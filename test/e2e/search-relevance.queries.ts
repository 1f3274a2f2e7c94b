// The relevance benchmark for the local search, written before any tuning of the engine: realistic
// queries a ToolHive reader types, each with the page (or the few equally right pages) that must
// come back among the first three hits. Do not edit the expectations to fit the engine.

export interface RelevanceQuery {
  query: string;
  /** Routes that count as a right answer (any one of them in the top 3). */
  expect: string[];
}

const q = (query: string, ...expect: string[]): RelevanceQuery => ({ query, expect });

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // From the issue
  q('install on windows', '/toolhive/guides-cli/install', '/toolhive/guides-ui/install'),
  q('secrets 1password', '/toolhive/guides-cli/secrets-management'),
  q('network isolation', '/toolhive/guides-cli/network-isolation', '/toolhive/guides-ui/network-isolation'),
  q('otel endpoint', '/toolhive/guides-cli/telemetry-and-metrics', '/toolhive/reference/cli/thv_config_otel_set-endpoint'),
  q('remove group', '/toolhive/guides-cli/group-management', '/toolhive/reference/cli/thv_group_rm'),
  q('operator helm', '/toolhive/guides-k8s/deploy-operator-helm'),
  q('thv run flags', '/toolhive/reference/cli/thv_run'),
  q('registry schema', '/toolhive/reference/registry-schema'),
  // Tasks
  q('custom registry', '/toolhive/tutorials/custom-registry'),
  // v0.3.6 added thv config otel set-enable-prometheus-metrics-path, which turns that endpoint on.
  q(
    'prometheus metrics',
    '/toolhive/guides-cli/telemetry-and-metrics',
    '/toolhive/reference/cli/thv_config_otel_set-enable-prometheus-metrics-path',
  ),
  q('permission profile', '/toolhive/guides-cli/custom-permissions'),
  q('mount host folder', '/toolhive/guides-cli/filesystem-access'),
  q('register cursor client', '/toolhive/guides-cli/client-configuration', '/toolhive/reference/cli/thv_client_register'),
  q('export run configuration', '/toolhive/reference/cli/thv_export', '/toolhive/guides-cli/manage-mcp-servers'),
  q('view server logs', '/toolhive/guides-cli/manage-mcp-servers', '/toolhive/reference/cli/thv_logs'),
  q('github personal access token', '/toolhive/guides-mcp/github'),
  q('build image from npx package', '/toolhive/guides-cli/build-containers'),
  q('kind cluster', '/toolhive/tutorials/quickstart-k8s'),
  q('mcpserver resource fields', '/toolhive/guides-k8s/run-mcp-k8s', '/toolhive/reference/crd-spec'),
  q('unix socket', '/toolhive/guides-cli/api-server', '/toolhive/reference/cli/thv_serve'),
  q('list workloads api', '/toolhive/reference/api'),
  q('jaeger traces', '/toolhive/guides-cli/telemetry-and-metrics'),
  q('sampling rate', '/toolhive/reference/cli/thv_config_otel_set-sampling-rate', '/toolhive/concepts/observability'),
  q('what is mcp', '/toolhive/concepts/mcp-primer'),
  q('stdio transport', '/toolhive/concepts/mcp-primer'),
  q('uninstall operator', '/toolhive/guides-k8s/deploy-operator-helm'),
  q('github actions pipeline', '/toolhive/guides-cli/advanced-cicd'),
  q('thvignore', '/toolhive/guides-cli/filesystem-access'),
  q('headless browser automation', '/toolhive/guides-mcp/playwright'),
  q('vulnerability check packages', '/toolhive/guides-mcp/osv'),
  q('client compatibility', '/toolhive/reference/client-compatibility'),
  q('reset keyring password', '/toolhive/guides-cli/secrets-management', '/toolhive/reference/cli/thv_secret_reset-keyring'),
  q('restart server', '/toolhive/guides-cli/manage-mcp-servers', '/toolhive/reference/cli/thv_restart'),
  q('connect remote mcp server', '/toolhive/guides-cli/run-mcp-servers'),
  q('upgrade thv', '/toolhive/guides-cli/install'),
  q('do i need docker', '/toolhive/faq'),
  q('registry criteria', '/toolhive/concepts/registry-criteria'),
  q('secrets in the desktop app', '/toolhive/guides-ui/secrets-management'),
  q('set ca certificate', '/toolhive/reference/cli/thv_config_set-ca-cert'),
  q('crd spec', '/toolhive/reference/crd-spec'),
  q('api create workload', '/toolhive/reference/api'),
  q('stop all servers', '/toolhive/guides-cli/manage-mcp-servers', '/toolhive/reference/cli/thv_stop'),
  q('library documentation', '/toolhive/guides-mcp/context7'),
  q('quickstart ui', '/toolhive/tutorials/quickstart-ui'),
];

/** Keys next to each letter on a QWERTY keyboard: a substitution typo hits a neighbour. */
const NEIGHBOURS: Record<string, string> = {
  q: 'wa',
  w: 'qes',
  e: 'wrd',
  r: 'etf',
  t: 'ryg',
  y: 'tuh',
  u: 'yij',
  i: 'uok',
  o: 'ipl',
  p: 'ol',
  a: 'qsz',
  s: 'adwx',
  d: 'sfex',
  f: 'dgrc',
  g: 'fhtv',
  h: 'gjyb',
  j: 'hkun',
  k: 'jlim',
  l: 'kop',
  z: 'asx',
  x: 'zsdc',
  c: 'xdfv',
  v: 'cfgb',
  b: 'vghn',
  n: 'bhjm',
  m: 'njk',
  '0': '9',
  '1': '2',
  '2': '13',
  '3': '24',
  '4': '35',
  '5': '46',
  '6': '57',
  '7': '68',
  '8': '79',
  '9': '80',
};

/** A small deterministic PRNG (mulberry32), so the typos are the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

export type TypoKind = 'substitution' | 'deletion' | 'transposition';

/** One one-letter typo of `kind` in one word of the query (a word of 4+ letters when there is
 *  one), never on a word's first letter. */
export function typo(query: string, kind: TypoKind): string {
  const random = rng(seedOf(`${kind}:${query}`));
  const words = query.split(' ');
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 4);
  const pool = long.length ? long : words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 3);
  const [word, wi] = pool[Math.floor(random() * pool.length)];
  const pick = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  let out = word;
  if (kind === 'substitution') {
    const p = pick(1, word.length - 1);
    const near = NEIGHBOURS[word[p]] ?? 'e';
    out = word.slice(0, p) + near[Math.floor(random() * near.length)] + word.slice(p + 1);
  } else if (kind === 'deletion') {
    const p = pick(1, word.length - 1);
    out = word.slice(0, p) + word.slice(p + 1);
  } else {
    // Swap two different neighbouring letters after the first.
    const spots = [...word].map((_, i) => i).filter((i) => i >= 1 && i < word.length - 1 && word[i] !== word[i + 1]);
    const p = spots.length ? spots[Math.floor(random() * spots.length)] : 1;
    out = word.slice(0, p) + word[p + 1] + word[p] + word.slice(p + 2);
  }
  const copy = [...words];
  copy[wi] = out;
  return copy.join(' ');
}
