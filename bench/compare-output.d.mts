export function listFiles(dir: string): string[];
export function compareSites(
  a: string,
  b: string,
  options?: { clientRenamed?: boolean },
): { files: number; diffs: { file: string; kind: 'differs' | 'only-in-a' | 'only-in-b' }[] };
