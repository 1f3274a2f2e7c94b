// Translates every pattern of the grammars docsgen highlights with (Oniguruma syntax) to a
// JavaScript RegExp once, when docsgen compiles, instead of in every cold site build. Patterns that
// need oniguruma-to-es's emulation keep its options, to be rebuilt as an EmulatedRegExp; patterns
// that fail, or that vscode-textmate rewrites at run time (anchors, back-references), are
// translated at build time as before.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { EmulatedRegExp } from 'oniguruma-to-es';

/** The Oniguruma patterns of `grammars` (match, begin, end, while), each once. */
function patternsOf(grammars) {
  const seen = new Set();
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'string' && (k === 'match' || k === 'begin' || k === 'end' || k === 'while')) seen.add(v);
      else walk(v);
    }
  };
  walk(grammars);
  return seen;
}

/** A pattern's entry: source, flags, the emulation's options (or null) and, for patterns that have
 *  one, their ASCII twin (ascii-regex.ts). */
function entry(source, flags, options, asciiTwin) {
  const twin = asciiTwin(source, flags);
  if (twin !== undefined) return [source, flags, options ?? null, twin];
  return options ? [source, flags, options] : [source, flags];
}

function translate(seen, asciiTwin) {
  const patterns = {};
  for (const p of seen) {
    try {
      const re = defaultJavaScriptRegexConstructor(p, { target: 'auto' });
      if (Object.getPrototypeOf(re) === RegExp.prototype) patterns[p] = entry(re.source, re.flags, undefined, asciiTwin);
      else if (re instanceof EmulatedRegExp) patterns[p] = entry(re.source, re.flags, re.rawOptions, asciiTwin);
    } catch {
      // the engine is forgiving at build time; so is the table
    }
  }
  return patterns;
}

/** shiki-regex.json for the grammars every build loads, shiki-regex-lazy.json for those loaded
 *  when a page needs them (only their patterns the first table lacks). */
export async function writeRegexTable(distDir) {
  const { grammars, lazyGrammars, converterVersion } = await import(
    pathToFileURL(`${distDir}/generator/markdown/highlight/highlight.js`).href
  );
  const { asciiTwin } = await import(pathToFileURL(`${distDir}/generator/markdown/highlight/ascii-regex.js`).href);
  const eager = patternsOf(await grammars());
  const lazy = [...patternsOf(await lazyGrammars())].filter((p) => !eager.has(p));
  const head = { node: process.version, converter: converterVersion() };
  const patterns = translate(eager, asciiTwin);
  writeFileSync(`${distDir}/shiki-regex.json`, JSON.stringify({ ...head, patterns }));
  writeFileSync(`${distDir}/shiki-regex-lazy.json`, JSON.stringify({ ...head, patterns: translate(lazy, asciiTwin) }));
  return Object.keys(patterns).length;
}
