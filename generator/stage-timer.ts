// How long each named stage of a build took, for `--debug`, DOCSGEN_STATS and the bench.

/** Milliseconds per named stage, measured between laps. */
export function stageTimer() {
  const timings: Record<string, number> = {};
  let t = performance.now();
  return {
    timings,
    lap(name: string) {
      const now = performance.now();
      timings[name] = (timings[name] ?? 0) + (now - t);
      t = now;
    },
    /** Part of one stage's time belongs to another (rendering happens inside the page loop). */
    move(from: string, to: string, ms: number) {
      timings[from] -= ms;
      timings[to] = (timings[to] ?? 0) + ms;
    },
  };
}
