// Code blocks that the compile-ahead worker (compile-ahead.ts) tokenized for MDX pages before
// their page compiled, kept until the page's compile asks for them. A line's tokens name their
// colours by key, so that this thread prints them with its own span tags (dual-theme-tokens.ts
// `styleOfKey`).
import { processMap } from '../../caches.js';

/** One line's tokens: text, start in the line, and the colour key of its light/dark pair. */
export type AheadToken = [content: string, start: number, style: string];
/** A block's lines in order, an empty line as no tokens. */
export type AheadLines = AheadToken[][];

/** What the worker sends for one page: its blocks by `blockKey(lang, code)`. */
export type PageLinesAhead = [key: string, lines: AheadLines][];

const ready = processMap<string, AheadLines>('linesAhead');

/** How a block is looked up: the resolved language and the code as highlighting receives it. */
export const blockKey = (lang: string, code: string): string => `${lang}\0${code}`;

export function acceptLinesAhead(page: PageLinesAhead): void {
  for (const [key, lines] of page) ready.set(key, lines);
}

/** The lines of a block, taken once (every block of every page asks: no key is made while none wait). */
export function takeLinesAhead(lang: string, code: string): AheadLines | undefined {
  if (ready.size === 0) return undefined;
  const key = blockKey(lang, code);
  const lines = ready.get(key);
  if (lines) ready.delete(key);
  return lines;
}

/** The build is over: blocks no page asked for (a fence the worker's line scan read differently) go. */
export function dropLinesAhead(): void {
  ready.clear();
}
