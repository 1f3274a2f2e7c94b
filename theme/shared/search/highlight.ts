// Highlighted and snippeted attribute values in the hosted service's shape. The text is escaped
// before <mark> goes in: DocSearch injects these values as HTML, and docs are full of `<name>`.
import type { HighlightValue, SnippetValue } from '../search-protocol.js';

export interface HighlightOptions {
  /** Encodes one word the way the index did (undefined for a stopword). */
  encode: (word: string) => string | undefined;
  /** Encoded term → index of the query word it stands for (the word itself, completions, near misses). */
  terms: Map<string, number>;
  /** The query words as typed, for `matchedWords`. */
  queryWords: string[];
  preTag?: string;
  postTag?: string;
  ellipsis?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Hosted highlights are not escaped by the service: escape everything, then let our tags back in. */
export function sanitizeHighlight(value: string, preTag = '<mark>', postTag = '</mark>'): string {
  return escapeHtml(value).split(escapeHtml(preTag)).join(preTag).split(escapeHtml(postTag)).join(postTag);
}

export interface Token {
  text: string;
  /** Query word index, or -1 for a word that does not match, or -2 for the text between words. */
  match: number;
}

const WORDS = /([\p{L}\p{N}]+)/u;
const WORD = /^[\p{L}\p{N}]+$/u;

/** Splits text into words and the text between them, marking the words that match. Done once
 *  per attribute, shared by its highlight and its snippet. */
export function tokens(text: string, o: HighlightOptions): Token[] {
  return text
    .split(WORDS)
    .filter((t) => t !== '')
    .map((t) => {
      if (!WORD.test(t)) return { text: t, match: -2 };
      const enc = o.encode(t);
      const q = enc === undefined ? undefined : o.terms.get(enc);
      return { text: t, match: q ?? -1 };
    });
}

function render(parts: Token[], o: HighlightOptions): string {
  const pre = o.preTag ?? '<mark>';
  const post = o.postTag ?? '</mark>';
  return parts.map((p) => (p.match >= 0 ? `${pre}${escapeHtml(p.text)}${post}` : escapeHtml(p.text))).join('');
}

function level(matched: Set<number>, o: HighlightOptions): HighlightValue['matchLevel'] {
  if (matched.size === 0) return 'none';
  return matched.size >= o.queryWords.length ? 'full' : 'partial';
}

export function highlight(text: string | Token[], o: HighlightOptions): HighlightValue {
  const parts = typeof text === 'string' ? tokens(text, o) : text;
  const matched = new Set(parts.filter((p) => p.match >= 0).map((p) => p.match));
  const words = parts.filter((p) => p.match !== -2);
  return {
    value: render(parts, o),
    matchLevel: level(matched, o),
    matchedWords: [...matched]
      .sort()
      .map((i) => o.queryWords[i])
      .filter(Boolean),
    fullyHighlighted: words.length > 0 && words.every((p) => p.match >= 0),
  };
}

/** About `words` words around the best cluster of matches, with an ellipsis where text was cut. */
export function snippet(text: string | Token[], words: number, o: HighlightOptions): SnippetValue {
  const parts = typeof text === 'string' ? tokens(text, o) : text;
  const wordIdx = parts.map((p, i) => (p.match !== -2 ? i : -1)).filter((i) => i >= 0);
  const matched = new Set(parts.filter((p) => p.match >= 0).map((p) => p.match));
  const ellipsis = o.ellipsis ?? '…';
  if (wordIdx.length <= words) return { value: render(parts, o), matchLevel: level(matched, o) };
  // Slide a window of `words` words: keep the one covering the most distinct query words; among
  // those, the one with a little context before its first match; then the earliest.
  const lead = Math.min(2, Math.floor(words / 4));
  let bestStart = 0;
  let best: [number, number] = [-1, 0];
  for (let s = 0; s + words <= wordIdx.length; s++) {
    const seen = new Set<number>();
    let first = -1;
    for (let k = s; k < s + words; k++) {
      const m = parts[wordIdx[k]].match;
      if (m >= 0) {
        seen.add(m);
        if (first < 0) first = k - s;
      }
    }
    const key: [number, number] = [seen.size, first < 0 ? 0 : -Math.abs(first - Math.min(lead, s + first))];
    if (key[0] > best[0] || (key[0] === best[0] && key[1] > best[1])) {
      best = key;
      bestStart = s;
    }
  }
  const from = wordIdx[bestStart];
  const to = wordIdx[Math.min(bestStart + words, wordIdx.length) - 1];
  const body = render(parts.slice(from, to + 1), o);
  return {
    value: `${from > 0 ? ellipsis : ''}${body}${to < parts.length - 1 && wordIdx[wordIdx.length - 1] > to ? ellipsis : ''}`,
    matchLevel: level(matched, o),
  };
}
