export interface ConfigChanges {
  threads?: { codeAhead?: 'on' | 'off'; compileAhead?: 'auto' | 'on' | 'off'; writeThread?: 'on' | 'off'; pagesInFlight?: number };
  search?: { shardAbove?: number };
}
export function configVariant(dir: string, name: string, changes: ConfigChanges): string;
