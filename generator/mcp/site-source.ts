// `--site DIR|URL` to the files a DocsSite reads. No SDK here: serve imports it at startup.
import { dirname, resolve } from 'node:path';
import { folderFiles, type FolderOptions, type SiteFiles } from './site-files.js';
import { urlFiles } from './url-files.js';

export const isSiteUrl = (s: string) => /^https?:\/\//i.test(s);

/** A URL as it is; a folder relative to the config file's folder, as `build --out` is. */
export function siteFilesFor(site: string | undefined, configPath: string, options: FolderOptions = {}): SiteFiles {
  if (site && isSiteUrl(site)) return urlFiles(site);
  return folderFiles(resolve(dirname(resolve(configPath)), site ?? 'out'), options);
}
