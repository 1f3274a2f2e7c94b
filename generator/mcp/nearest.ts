// "Did you mean": the few candidates nearest to what was asked, for the tool errors.
import { closest } from '../closest.js';

/** Up to `n` candidates: the nearest by edit distance first, then those containing the last word
 *  of what was asked (`run` → `thv run`, `/guides-cli/run-mcp` → its route). */
export function nearest(target: string, candidates: string[], n = 3): string[] {
  const out: string[] = [];
  const pool = new Set(candidates);
  const t = target.toLowerCase();
  while (out.length < n && pool.size) {
    const c = closest(
      t,
      [...pool].map((x) => x.toLowerCase()),
    );
    if (c === undefined) break;
    const original = [...pool].find((x) => x.toLowerCase() === c)!;
    out.push(original);
    pool.delete(original);
  }
  const word = t
    .split(/[\s/#_-]+/)
    .filter(Boolean)
    .pop();
  if (word && word.length >= 3) {
    for (const c of pool) {
      if (out.length >= n) break;
      if (c.toLowerCase().includes(word)) out.push(c);
    }
  }
  return out;
}
