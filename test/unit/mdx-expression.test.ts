import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keptExpression, literalProp, type JsxProp } from '../../generator/markdown/mdx-fast/mdx-expression.js';
import { MdxRefusal } from '../../generator/markdown/mdx-fast/mdx-refusal.js';
import { literalSource } from '../fixtures/literal-source.js';

// The MDX fast path reads a prop written in braces as a literal (mdx-expression.ts) instead of
// running it as compiled MDX does: for any literal it takes, the value must be the one JavaScript
// makes of the same source; anything it cannot read so is refused.

const text = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', '"', "'", '`', '\\', '$', 'é', '😀', '\u2028', '\n', '<', '&', '/', '{', '}', '*'),
});
const key = fc.oneof(text, fc.constantFrom('label', 'value', 'a_b', '$x', '__proto__', 'constructor', '1', 'default'));
const value: fc.Arbitrary<JsxProp> = fc.letrec<{ v: JsxProp }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.double({ noNaN: true }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(key, tie('v'), { maxKeys: 4 }),
  ),
})).v;

/** What the fast path says of the source: the value, or 'refused'. */
function read(src: string): JsxProp | 'refused' {
  try {
    return literalProp(src);
  } catch (e) {
    if (e instanceof MdxRefusal) return 'refused';
    throw e;
  }
}

/** Whether the fast path may refuse `v`'s source: a brace in a string (micromark counts it), -0
 *  (JSON makes it 0), `__proto__` (a prototype in a literal), a number that is no finite literal. */
function refusable(v: JsxProp): boolean {
  // A line break before white space: written in a template literal, micromark would drop that space.
  if (typeof v === 'string') return /[{}]|\n[ \t]/.test(v);
  if (typeof v === 'number') return Object.is(v, -0) || !Number.isFinite(v);
  if (v === null || typeof v === 'boolean') return false;
  if (Array.isArray(v)) return v.some(refusable);
  return Object.entries(v).some(([k, e]) => k === '__proto__' || refusable(k) || refusable(e));
}

describe('literal props of MDX pages', () => {
  it('reads each literal as JavaScript does, or refuses it', () => {
    fc.assert(
      fc.property(value, fc.nat(), (v, seed) => {
        const src = literalSource(v, seed);
        const got = read(src);
        if (got === 'refused') {
          expect(refusable(v), src).toBe(true);
          return;
        }
        // eslint-disable-next-line no-eval -- the straightforward reading the fast path replaces
        expect(got, src).toEqual((0, eval)(`(${src})`));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not a literal', () => {
    for (const src of [
      'a',
      'a.b',
      '[a]',
      '{a}',
      '{...a}',
      '{[a]: 1}',
      '{a() {}}',
      '{get a() { return 1 }}',
      '() => 1',
      'f()',
      '`${a}`',
      '-a',
      '+1',
      '1 + 1',
      '/x/',
      '10n',
      'new Date()',
      'undefined',
      'NaN',
      '1e999',
      '[,]',
      '[...a]',
      '{1: 2}',
      'x = 1',
      '"a" "b"',
    ]) {
      expect(read(src), src).toBe('refused');
    }
  });

  it('keeps text expressions that read only props, and comments as nothing', () => {
    expect(keptExpression('/* a note */')).toBe(null);
    expect(keptExpression(' /* a */ /* b */ ')).toBe(null);
    for (const src of [
      'props.a',
      "props.greeting ?? 'none'",
      'props?.a?.b',
      "props['a']",
      'props.a ? 1 : `two`',
      '!props.a',
      'typeof props.a',
      'props.a === 1 || props.b && "x"',
      '"text"',
      '1.5',
    ]) {
      expect(keptExpression(src), src).toBe(src);
    }
    for (const src of [
      'name',
      'props.f()',
      'props.a = 1',
      'props.a++',
      'new props.A()',
      'props[name]',
      '(() => props)()',
      'this.props',
      'props, other',
      'delete props.a',
      'await props.a',
      '`${props.a}`',
      'props.a /* c */',
      '/* a */ b',
      'import("x")',
      'props.a in props',
      '[props.a]',
      '{a: props.a}',
      '',
    ]) {
      expect(() => keptExpression(src), src).toThrow(MdxRefusal);
    }
  });
});
