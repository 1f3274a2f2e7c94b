// Compares two built sites file by file, byte for byte, after blanking the build id (random per
// build). Used to prove a refactor changes nothing: build before, build after, compare.
//   node bench/compare-output.mjs [--client-renamed] DIR_A DIR_B
// Prints the files that differ, are missing or are extra, and exits 1 if there is any.
// --client-renamed: the content-hashed names of the two entry scripts and the stylesheet
// (`main-<hash>.js`, `search-<hash>.js`, `styles-<hash>.css`) are blanked in paths and pages, so a
// change to the browser script or the CSS shows as those files differing, not as every page
// differing by a URL.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const BUILD_ID = /(data-build-id="|name="docsgen-build" content=")[0-9a-f]{10}"/g;
/** A sharded search index's folder is its build's (search-shards.ts), named in the manifest. */
const SHARD_DIR = /\bsearch-index\/[0-9a-f]{10}\//g;
const MANIFEST_BUILD = /"build":"[0-9a-f]{10}"/;

export function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

const CLIENT = /\b(main-[A-Z0-9]{8}\.js|search-[A-Z0-9]{8}\.js|styles-[0-9a-f]{10}\.css)\b/g;
const blank = (name) => name.replace(/-[A-Za-z0-9]+\.(js|css)$/, '-HASH.$1');
let clientRenamed = false;
const nameOf = (f) => {
  const name = f.replace(SHARD_DIR, 'search-index/BUILD/');
  return clientRenamed ? name.replace(CLIENT, blank) : name;
};

function normalised(file) {
  const bytes = readFileSync(file);
  if (file.endsWith('search-index.json') && bytes.includes('"build":"')) {
    return Buffer.from(bytes.toString('utf8').replace(MANIFEST_BUILD, '"build":"BUILD"').replace(SHARD_DIR, 'search-index/BUILD/'));
  }
  if (!file.endsWith('.html')) return bytes;
  const text = bytes.toString('utf8').replace(BUILD_ID, '$1BUILD"');
  return Buffer.from(clientRenamed ? text.replace(CLIENT, blank) : text);
}

/** The differences between two built sites: [{ file, kind: 'differs' | 'only-in-a' | 'only-in-b' }]. */
export function compareSites(a, b, options = {}) {
  clientRenamed = !!options.clientRenamed;
  const fa = new Map(listFiles(a).map((f) => [nameOf(f), f]));
  const fb = new Map(listFiles(b).map((f) => [nameOf(f), f]));
  const diffs = [];
  for (const [name, f] of fa) {
    if (!fb.has(name)) diffs.push({ file: f, kind: 'only-in-a' });
    else if (!normalised(join(a, f)).equals(normalised(join(b, fb.get(name))))) diffs.push({ file: name, kind: 'differs' });
  }
  for (const [name, f] of fb) if (!fa.has(name)) diffs.push({ file: f, kind: 'only-in-b' });
  return { files: fa.size, diffs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const clientRenamedFlag = args.includes('--client-renamed');
  const [a, b] = args.filter((x) => !x.startsWith('--'));
  if (!a || !b) {
    process.stderr.write('usage: node bench/compare-output.mjs DIR_A DIR_B\n');
    process.exit(2);
  }
  const { files, diffs } = compareSites(a, b, { clientRenamed: clientRenamedFlag });
  for (const d of diffs) process.stdout.write(`${d.kind.padEnd(10)} ${d.file}\n`);
  process.stdout.write(`${files} files compared · ${diffs.length} difference${diffs.length === 1 ? '' : 's'}\n`);
  process.exit(diffs.length ? 1 : 0);
}
