export const MAX_FUNCTION_LINES: number;
export function longFunctions(max?: number): { file: string; line: number; lines: number }[];
export function importCycles(): string[][];
