export const MAX_FUNCTION_LINES: number;
export function longFunctions(max?: number): { file: string; line: number; lines: number }[];
export function importCycles(): string[][];
/** Absolute file → the absolute files it imports. */
export type ImportGraph = Map<string, string[]>;
export function twoWayFolders(graph?: ImportGraph): { folders: [string, string]; imports: string[] }[];
export function clientImports(graph?: ImportGraph): string[];
