// docsgen's own code stays readable by a newcomer: short functions, no import cycles.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCycles, longFunctions, MAX_FUNCTION_LINES } from '../../scripts/code-shape.mjs';

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
  it('finds a long function and a cycle when there is one (the check itself works)', () => {
    expect(longFunctions(20).length).toBeGreaterThan(0);
  });
});
