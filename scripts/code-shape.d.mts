export const MAX_FUNCTION_LINES: number;
export function longFunctions(max?: number): { file: string; line: number; lines: number }[];
export function importCycles(): string[][];
export interface ModuleState {
  file: string;
  line: number;
  name: string;
  why: string;
}
export const STATE_HOMES: string[];
export const PENDING: Record<string, string[]>;
export function moduleState(): ModuleState[];
export function unexpectedState(): { state: ModuleState[]; stale: string[] };
export function stateInSource(file: string, text?: string): ModuleState[];
/** Absolute file → the absolute files it imports. */
export type ImportGraph = Map<string, string[]>;
export function twoWayFolders(graph?: ImportGraph): { folders: [string, string]; imports: string[] }[];
export function clientImports(graph?: ImportGraph): string[];
