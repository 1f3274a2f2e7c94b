// The literal-version check of the ToolHive pages (test/product-literals.ts) on lines written
// for the test: it must catch each kind of stale literal and leave other versions alone.
import { describe, expect, it } from 'vitest';
import { imageTagProblems, productLiteralProblems, type Product } from '../product-literals.js';

const product: Product = {
  version: 'v1.2.3',
  released: '2030-01-01',
  go: '1.30',
  charts: { operator_crds: '0.0.9', operator: '0.1.9', operator_image: 'v1.2.2' },
  registry: { container: 10, remote: 3, last_updated: '2030-01-01T00:00:00Z' },
};
const check = (line: string) => productLiteralProblems(line, 'page.md', product);

describe('product literals', () => {
  it('accepts lines that agree with the product file', () => {
    for (const line of [
      'curl -LO https://github.com/stacklok/toolhive/releases/download/v1.2.3/toolhive_1.2.3_linux_amd64.tar.gz',
      'go install github.com/stacklok/toolhive/cmd/thv@v1.2.3',
      'ToolHive v1.2.3',
      'The charts that ship with ToolHive v1.2.3 are `toolhive-operator-crds` 0.0.9 and `toolhive-operator` 0.1.9.',
      'helm upgrade --install toolhive-operator-crds oci://ghcr.io/stacklok/toolhive/toolhive-operator-crds --version 0.0.9',
      'Release v1.2.3 includes 10 container-based servers and 3 remote (hosted) servers.',
      '"$schema": "https://raw.githubusercontent.com/stacklok/toolhive/v1.2.3/pkg/registry/data/schema.json"',
      'image: ghcr.io/stacklok/toolhive/operator:v1.2.2',
      'A new version of ToolHive is available: v1.2.4',
      'Is Go module `golang.org/x/net` at v0.17.0 affected?',
    ])
      expect(check(line), line).toEqual([]);
  });

  it('reports each stale literal with its line', () => {
    expect(check('x\ncurl -LO https://github.com/stacklok/toolhive/releases/download/v1.2.0/toolhive_1.2.0_linux_amd64.tar.gz')).toEqual([
      'page.md:2: "releases/download/v1.2.0/" but product.yaml\'s the release is v1.2.3',
      'page.md:2: "toolhive_1.2.0_" but product.yaml\'s the release is 1.2.3',
    ]);
    expect(check('go install github.com/stacklok/toolhive/cmd/thv@v1.0.0')).toHaveLength(1);
    expect(
      check('helm upgrade --install toolhive-operator oci://ghcr.io/stacklok/toolhive/toolhive-operator -n x --version 0.1.0'),
    ).toHaveLength(1);
    expect(check('are `toolhive-operator-crds` 0.0.1 and `toolhive-operator` 0.1.0')).toHaveLength(2);
    expect(check('Release v1.2.3 includes 11 container-based servers and 3 remote (hosted) servers.')).toHaveLength(1);
    expect(check('In v1.0.0, `thv build` does not add a custom CA certificate')).toHaveLength(1);
  });

  it('reports a catalogued image named with another tag', () => {
    const images = ['ghcr.io/github/github-mcp-server:v0.15.0'];
    expect(imageTagProblems('image: ghcr.io/github/github-mcp-server:v0.15.0', 'a.md', images)).toEqual([]);
    expect(imageTagProblems('image: ghcr.io/github/github-mcp-server:v0.14.0', 'a.md', images)).toEqual([
      'a.md:1: ghcr.io/github/github-mcp-server:v0.14.0 but the registry data has ghcr.io/github/github-mcp-server:v0.15.0',
    ]);
  });
});
