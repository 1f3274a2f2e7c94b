// Where a site's docs versions live, as Docusaurus keeps them: `versions.json` (version names,
// newest first) beside the config, each version's docs in `versioned_docs/version-<name>/` and
// its sidebar in `versioned_sidebars/version-<name>-sidebars.json`. The content folder is the
// latest version; every snapshot is an older one.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { WriterError } from '../errors.js';

export const VERSIONS_FILE = 'versions.json';

export const versionDocsDir = (root: string, name: string) => join(root, 'versioned_docs', `version-${name}`);
export const versionSidebarFile = (root: string, name: string) => join(root, 'versioned_sidebars', `version-${name}-sidebars.json`);

/** A version name becomes a folder and a route segment: keep it to what both allow. */
export const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The version names of the site, newest first; none when the site has no versions.json. */
export function readVersionNames(root: string): string[] {
  return readVersionList(join(root, VERSIONS_FILE), (n) => versionDocsDir(root, n), {
    listed: 'versions.json lists version names, newest first: ["2.0", "1.0"]',
    example: 'for example ["2.0", "1.0"]; `docsgen version <name>` adds one',
    missing: 'remove the name from versions.json, or create the version with `docsgen version <name>`',
  });
}

/** A versions file (`versions.json`, a docs folder's `<id>_versions.json`): its names, newest
 *  first, each with its docs folder (`docsDir`); none when the file is absent. */
export function readVersionList(
  file: string,
  docsDir: (name: string) => string,
  hints: { listed: string; example: string; missing: string },
): string[] {
  if (!existsSync(file)) return [];
  const display = relative(process.cwd(), file) || file;
  let names: unknown;
  try {
    names = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new WriterError({ file: display, line: 1, column: 1 }, `not valid JSON: ${(e as Error).message}`, { hint: hints.listed });
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && VERSION_NAME.test(n))) {
    throw new WriterError({ file: display, line: 1, column: 1 }, 'must be a JSON array of version names (letters, digits, ".", "_", "-")', {
      hint: hints.example,
    });
  }
  for (const n of names as string[]) {
    if (!existsSync(docsDir(n))) {
      throw new WriterError(
        { file: display, line: 1, column: 1 },
        `version "${n}" has no docs: ${relative(process.cwd(), docsDir(n))} does not exist`,
        {
          hint: hints.missing,
        },
      );
    }
  }
  return names as string[];
}
