export const TIME_BOUND_MS: number;
export interface FuzzFailure { case: number; kinds: string[]; failure: string; page: string }
export interface FuzzReport {
  runs: number;
  seed: number;
  counts: Record<string, number>;
  outcomes: { ok: number; error: number; crash: number; slow: number };
  failures: FuzzFailure[];
  slowestMs: number;
}
export function runHostileFuzz(options?: { runs?: number; seed?: number }): Promise<FuzzReport>;
