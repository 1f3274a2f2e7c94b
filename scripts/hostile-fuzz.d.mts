export const TIME_BOUND_MS: number;
export interface FuzzFailure {
  case: number;
  kinds: string[];
  failure: string;
  page: string;
}
export interface FuzzReport {
  runs: number;
  seed: number;
  counts: Record<string, number>;
  outcomes: { ok: number; error: number; crash: number; slow: number };
  failures: FuzzFailure[];
  slowestMs: number;
}
export function runHostileFuzz(options?: { runs?: number; seed?: number }): Promise<FuzzReport>;
/** A page as `page` generates it (or made by hand), checked as one fuzz case. */
export interface HostilePage {
  bytes: Buffer;
  encoding: string;
  markers: string[];
  format: 'md' | 'mdx';
  trusted: boolean;
  kinds: string[];
}
export function checkPage(
  page: HostilePage,
  id: number,
): Promise<{ outcome: 'ok' | 'error' | 'crash' | 'slow'; failure?: string; ms?: number; message?: string }>;
