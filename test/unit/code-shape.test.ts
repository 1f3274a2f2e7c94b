// docsgen's own code stays readable by a newcomer: short functions, no import cycles, generator/'s
// folders in layers (no two import each other) and no generator/ import of the browser's code.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientImports, importCycles, longFunctions, MAX_FUNCTION_LINES, twoWayFolders } from '../../scripts/code-shape.mjs';

describe("docsgen's code shape", () => {
  it(`has no function over ${MAX_FUNCTION_LINES} lines in bin/, generator/ or theme/`, () => {
    expect(longFunctions().map((f) => `${f.file}:${f.line} (${f.lines} lines)`)).toEqual([]);
  });
  it('keeps build() a short list of stages (generator/build.ts under 150 lines)', () => {
    const lines = readFileSync(join(import.meta.dirname, '../../generator/build.ts'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(150);
  });
  it('has no import cycle', () => {
    expect(importCycles().map((c) => c.join(' → '))).toEqual([]);
  });
  it('has no two generator/ folders that import each other', () => {
    expect(twoWayFolders().map((p) => `${p.folders.join(' ↔ ')}: ${p.imports.join(', ')}`)).toEqual([]);
  });
  it('never imports theme/client/ from generator/', () => {
    expect(clientImports()).toEqual([]);
  });
  it('finds a long function and a cycle when there is one (the check itself works)', () => {
    expect(longFunctions(20).length).toBeGreaterThan(0);
  });
  it('finds two folders that import each other, through different files, and a theme/client import', () => {
    const at = (p: string) => join(import.meta.dirname, '../..', p);
    const graph = new Map([
      [at('generator/config/load-config.ts'), [at('generator/compat/evaluate.ts'), at('generator/config/schema.ts'), at('generator/errors.ts')]],
      [at('generator/compat/sidebars.ts'), [at('generator/config/place.ts'), at('theme/client/search/engine.ts')]],
      [at('generator/markdown/page.ts'), [at('generator/config/schema.ts'), at('theme/shared/markup.ts')]],
      [at('generator/errors.ts'), [at('generator/markdown/page.ts')]],
    ]);
    expect(twoWayFolders(graph)).toEqual([
      { folders: ['compat', 'config'], imports: ['generator/compat/sidebars.ts → generator/config/place.ts', 'generator/config/load-config.ts → generator/compat/evaluate.ts'] },
    ]);
    expect(clientImports(graph)).toEqual(['generator/compat/sidebars.ts → theme/client/search/engine.ts']);
  });
});
