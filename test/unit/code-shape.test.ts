// docsgen's own code stays readable by a newcomer: short functions, no import cycles, generator/'s
// folders in layers (no two import each other) and no generator/ import of the browser's code.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  clientImports,
  importCycles,
  longFunctions,
  MAX_FUNCTION_LINES,
  stateInSource,
  twoWayFolders,
  unexpectedState,
} from '../../scripts/code-shape.mjs';
import { processCaches, processMap } from '../../generator/caches.js';

describe("docsgen's code shape", () => {
  it(`has no function over ${MAX_FUNCTION_LINES} lines in bin/, generator/ or theme/`, () => {
    expect(longFunctions().map((f) => `${f.file}:${f.line} (${f.lines} lines)`)).toEqual([]);
  });
  // 150 lines before the tree was formatted; prettier's line breaks made the same stages 182.
  it('keeps build() a short list of stages (generator/build.ts under 200 lines, formatted)', () => {
    const lines = readFileSync(join(import.meta.dirname, '../../generator/build.ts'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(200);
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
  it('has no mutable module state in generator/ or theme/ outside generator/caches.ts and theme/client/', () => {
    const { state, stale } = unexpectedState();
    expect(state.map((s) => `${s.file}:${s.line} ${s.name} (${s.why})`)).toEqual([]);
    // The Markdown compiler's pending list shrinks as its state goes.
    expect(stale).toEqual([]);
  });
  it('finds module state when there is some (the check itself works)', () => {
    const file = join(import.meta.dirname, '../../generator/example.ts');
    const found = (text: string) => stateInSource(file, text).map((s) => `${s.name}: ${s.why}`);
    expect(found('let n = 0;\nexport let m: string | undefined;')).toEqual(['n: top-level let', 'm: top-level let']);
    expect(found('const seen = new Set<string>();\nconst byId: Record<string, number> = {};')).toEqual([
      'seen: module-level empty collection',
      'byId: module-level empty collection',
    ]);
    expect(found("const state = { page: '' };\nexport function set(p: string) { state.page = p; }")).toEqual([
      'state: module-level value the module changes',
    ]);
    expect(found("const KNOWN = new Set(['a']);\nexport function grow() { KNOWN.add('b'); }")).toEqual([
      'KNOWN: module-level value the module changes',
    ]);
    expect(found('const weak = new WeakMap<object, number>();')).toEqual(['weak: module-level empty collection']);
    expect(found('(globalThis as Record<string, unknown>).x = 1;')).toEqual(['globalThis: top-level write to globalThis']);
    // Constants, regular expressions and caches from the caches module are not state.
    expect(
      found(
        "import { processMap } from './caches.js';\nconst KNOWN = new Set(['a']);\nconst RE = /a/g;\nconst LIMITS = { max: 3 };\nconst memo = processMap<string, number>('hastInfos');\nexport function f(k: string) { RE.lastIndex = 0; memo.set(k, LIMITS.max); return KNOWN.has(k); }",
      ),
    ).toEqual([]);
  });
  it('says why each process-wide cache may live for the process', () => {
    processMap('hastInfos');
    for (const c of processCaches()) expect(c.why.length).toBeGreaterThan(20);
  });
  it('finds two folders that import each other, through different files, and a theme/client import', () => {
    const at = (p: string) => join(import.meta.dirname, '../..', p);
    const graph = new Map([
      [
        at('generator/config/load-config.ts'),
        [at('generator/compat/evaluate.ts'), at('generator/config/schema.ts'), at('generator/errors.ts')],
      ],
      [at('generator/compat/sidebars.ts'), [at('generator/config/place.ts'), at('theme/client/search/engine.ts')]],
      [at('generator/markdown/page.ts'), [at('generator/config/schema.ts'), at('theme/shared/markup.ts')]],
      [at('generator/errors.ts'), [at('generator/markdown/page.ts')]],
    ]);
    expect(twoWayFolders(graph)).toEqual([
      {
        folders: ['compat', 'config'],
        imports: [
          'generator/compat/sidebars.ts → generator/config/place.ts',
          'generator/config/load-config.ts → generator/compat/evaluate.ts',
        ],
      },
    ]);
    expect(clientImports(graph)).toEqual(['generator/compat/sidebars.ts → theme/client/search/engine.ts']);
  });
});
