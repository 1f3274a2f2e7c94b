/** The candidate nearest to `target` by edit distance, if it is reasonably near. */
export function closest(target: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    if (Math.abs(c.length - target.length) >= bestScore) continue;
    const d = distance(target, c, bestScore);
    if (d < bestScore) {
      bestScore = d;
      best = c;
    }
  }
  return best !== undefined && bestScore <= Math.max(3, Math.floor(target.length / 3)) ? best : undefined;
}

function distance(a: string, b: string, limit: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin >= limit) return limit;
    prev = cur;
  }
  return prev[b.length];
}
