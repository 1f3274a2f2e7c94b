// The places where a ToolHive page spells the documented release literally (code blocks, and
// Markdown pages, which cannot print a value), checked against content/data/product.yaml so a
// refresh that changes that one file cannot leave a page behind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface Product {
  version: string;
  released: string;
  go: string;
  charts: { operator_crds: string; operator: string; operator_image: string };
  registry: { container: number; remote: number; last_updated: string };
}

export function readProduct(repo: string): Product {
  return parse(readFileSync(join(repo, 'content/data/product.yaml'), 'utf8')) as Product;
}

type Fact = (p: Product) => string;
const release: Fact = (p) => p.version;
const bare: Fact = (p) => p.version.replace(/^v/, '');

/** Each pattern's first group must equal the product fact beside it. */
const RULES: [RegExp, Fact, string][] = [
  [/\bToolHive (v\d+\.\d+\.\d+)\b/g, release, 'the release'],
  [/\b[Rr]elease (v\d+\.\d+\.\d+)\b/g, release, 'the release'],
  [/\bIn (v\d+\.\d+\.\d+),/g, release, 'the release'],
  [/\bCurrently running: (v\d+\.\d+\.\d+)/g, release, 'the release'],
  [/releases\/download\/(v[\d.]+)\//g, release, 'the release'],
  [/\btoolhive_(\d+\.\d+\.\d+)_/g, bare, 'the release'],
  [/cmd\/thv@(v[\d.]+)/g, release, 'the release'],
  [/stacklok\/toolhive\/(v\d+\.\d+\.\d+)\//g, release, 'the release'],
  [/git checkout (v\d+\.\d+\.\d+)/g, release, 'the release'],
  [/\{"version":"(v[\d.]+)"\}/g, release, 'the release'],
  [/\btoolhive at (v\d+\.\d+\.\d+)/g, release, 'the release'],
  [/API description of (v\d+\.\d+\.\d+)/g, release, 'the release'],
  [/toolhive-operator-crds`? (\d+\.\d+\.\d+)/g, (p) => p.charts.operator_crds, 'charts.operator_crds'],
  [/toolhive-operator-crds\S* .*?--version (\S+)/g, (p) => p.charts.operator_crds, 'charts.operator_crds'],
  [/toolhive-operator`? (\d+\.\d+\.\d+)/g, (p) => p.charts.operator, 'charts.operator'],
  [/toolhive\/toolhive-operator(?!-crds)\S* .*?--version (\S+)/g, (p) => p.charts.operator, 'charts.operator'],
  [/\(chart (\d+\.\d+\.\d+)\)/g, (p) => p.charts.operator, 'charts.operator'],
  [/toolhive\/(?:operator|proxyrunner):(v[\d.]+)/g, (p) => p.charts.operator_image, 'charts.operator_image'],
  [/images? (?:are |is )?tagged (v\d+\.\d+\.\d+)/g, (p) => p.charts.operator_image, 'charts.operator_image'],
  [/(\d+) container-based servers/g, (p) => String(p.registry.container), 'registry.container'],
  [/(\d+) remote \(hosted\) servers/g, (p) => String(p.registry.remote), 'registry.remote'],
  [/\bGo (\d+\.\d+)(?:\.\d+)? or later/g, (p) => p.go, 'go'],
];

/** Every literal in `text` that disagrees with the product file, as `file:line: …`. */
export function productLiteralProblems(text: string, file: string, product: Product): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [re, fact, name] of RULES) {
      for (const m of line.matchAll(re)) {
        if (m[1] !== fact(product)) problems.push(`${file}:${i + 1}: "${m[0]}" but product.yaml's ${name} is ${fact(product)}`);
      }
    }
  });
  return problems;
}

/** Images of catalogued servers named with a tag other than the one in content/data/mcp-servers.yaml. */
export function imageTagProblems(text: string, file: string, images: string[]): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const image of images) {
      const repoPart = image.slice(0, image.lastIndexOf(':'));
      for (const m of line.matchAll(new RegExp(`${repoPart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:([\\w.-]+)`, 'g'))) {
        if (`${repoPart}:${m[1]}` !== image) problems.push(`${file}:${i + 1}: ${m[0]} but the registry data has ${image}`);
      }
    }
  });
  return problems;
}
