export function listFiles(dir: string): string[];
export function compareSites(a: string, b: string): { files: number; diffs: { file: string; kind: 'differs' | 'only-in-a' | 'only-in-b' }[] };
