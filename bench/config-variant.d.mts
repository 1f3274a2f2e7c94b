export interface ConfigChanges {
  threads?: { compileAhead?: 'auto' | 'on' | 'off'; writeThread?: 'on' | 'off'; pagesInFlight?: number };
  search?: { shardAbove?: number };
}
export function configVariant(dir: string, name: string, changes: ConfigChanges): string;
