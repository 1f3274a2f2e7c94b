// The hand-written tokenizers (line-lexer.ts), by the grammar each stands in for.
import type { LineLexer } from './line-lexer.js';
import { jsonLexer } from './json-lexer.js';
import { shellLexer } from './shell-lexer.js';
import { yamlLexer } from './yaml-lexer.js';

/** Lexers by the grammar name shiki loads (`hl.getLanguage(lang).name`). */
export const LINE_LEXERS: Readonly<Record<string, LineLexer<unknown>>> = {
  json: jsonLexer,
  shellscript: shellLexer,
  yaml: yamlLexer,
};
