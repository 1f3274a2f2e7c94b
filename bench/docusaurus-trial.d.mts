export function routeOf(file: string, root: string): string;
export function readSite(
  root: string,
  ignore?: string[],
  staticDir?: string | null,
): { pages: Map<string, string>; redirects: Map<string, string>; notFound: string[]; statics: string[] };
export function mainWords(html: string): string[];
export function dropElements(html: string, start: RegExp): string;
export function headingIds(html: string): string[];
export function similarity(a: string[], b: string[]): number;
