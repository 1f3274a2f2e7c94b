// The one recogniser of admonition lines (`:::note[Title]` … `:::`): preprocess.ts, the fast-path
// gate and the markdown-it rule all read lines through it, so they cannot disagree on what an
// admonition is; each then decides which forms it takes.
import { ADMONITION_TYPES } from '../../../theme/shared/admonition.js';

export interface AdmonitionOpening {
  /** Whitespace before the colons. */
  indent: string;
  colons: number;
  /** One of the site's keywords (the built-in types, plus `markdown.admonitions.keywords`). */
  name: string;
  /** The `[Title]` label, when there is one (greedy: up to the last `]` the line allows). */
  title?: string;
  /** Text after the name or the label: Docusaurus' older `:::tip My title` form; '' or undefined
   *  when there is none. */
  rest?: string;
}

export interface AdmonitionClosing {
  indent: string;
  colons: number;
  /** What follows the colons (whitespace only). */
  rest: string;
}

/** One site's admonitions: its keywords and the opening line they make. The page compiler's
 *  Markdown context carries it (MarkdownContext.admonitions), and each Markdown worker makes its
 *  own from the keywords it is given. */
export interface AdmonitionSyntax {
  readonly keywords: readonly string[];
  readonly opening: RegExp;
}

export function admonitionSyntax(keywords: readonly string[]): AdmonitionSyntax {
  const names = keywords.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|');
  return { keywords: [...keywords], opening: new RegExp(`^(\\s*)(:{3,})(${names})(?:\\[(.*)\\])?(?:[ \\t]+(.*?))?[ \\t]*$`) };
}

/** Docusaurus' built-in admonitions. */
export const DEFAULT_ADMONITIONS = admonitionSyntax(ADMONITION_TYPES);

/** The site's admonition keywords, as Docusaurus' `admonitions: { keywords, extendDefaults }`:
 *  added to the built-in ones, or replacing them when `extendDefaults` is false. */
export function siteAdmonitionKeywords(extra: readonly string[], extendDefaults: boolean): string[] {
  return [...new Set([...(extendDefaults ? ADMONITION_TYPES : []), ...extra])];
}

export function isAdmonitionKeyword(name: string, syntax: AdmonitionSyntax): boolean {
  return syntax.keywords.includes(name);
}
const CLOSING = /^(\s*)(:{3,})(\s*)$/;

export function admonitionOpening(line: string, syntax: AdmonitionSyntax): AdmonitionOpening | undefined {
  const m = syntax.opening.exec(line);
  if (!m) return undefined;
  return { indent: m[1], colons: m[2].length, name: m[3], title: m[4], rest: m[5] };
}

export function admonitionClosing(line: string): AdmonitionClosing | undefined {
  const m = CLOSING.exec(line);
  return m ? { indent: m[1], colons: m[2].length, rest: m[3] } : undefined;
}

/** The opening form the markdown-it rule parses: at the left margin, nothing after the label. */
export function marginOpening(o: AdmonitionOpening): boolean {
  return o.indent === '' && !o.rest;
}

/** The opening form the fast path takes (fast-path-gate.ts): the markdown-it form, with a label
 *  that is not empty and holds no brackets (remark's directive labels parse those differently). */
export function fastPathOpening(o: AdmonitionOpening): boolean {
  return marginOpening(o) && (o.title === undefined || /^[^[\]]+$/.test(o.title));
}

/** The closing form the markdown-it rule and the gate take: at the left margin, then only spaces
 *  or tabs. */
export function fastPathClosing(c: AdmonitionClosing): boolean {
  return c.indent === '' && /^[ \t]*$/.test(c.rest);
}
