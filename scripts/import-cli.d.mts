export interface ImportedFlag {
  name: string;
  shorthand: string;
  type: string;
  default: string;
  description: string;
}
export function parseFlags(block: string): ImportedFlag[];
export function parseCobraPage(
  source: string,
  file?: string,
): { command: string; summary: string; long: string; usage: string; example: string; flags: ImportedFlag[]; inherited: ImportedFlag[] };
export const YAML_STYLE: { lineWidth: number; indentSeq: boolean; singleQuote: boolean };
export function importCli(
  checkout: string,
  out: string,
): { commands: number; written: string[]; unchanged: string[]; removed: string[]; added: string[] };
