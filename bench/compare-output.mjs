// Compares two built sites file by file, byte for byte, after blanking the build id (random per
// build). Used to prove a refactor changes nothing: build before, build after, compare.
//   node bench/compare-output.mjs DIR_A DIR_B
// Prints the files that differ, are missing or are extra, and exits 1 if there is any.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const BUILD_ID = /(data-build-id="|name="docsgen-build" content=")[0-9a-f]{10}"/g;

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

function normalised(file) {
  const bytes = readFileSync(file);
  return file.endsWith('.html') ? Buffer.from(bytes.toString('utf8').replace(BUILD_ID, '$1BUILD"')) : bytes;
}

/** The differences between two built sites: [{ file, kind: 'differs' | 'only-in-a' | 'only-in-b' }]. */
export function compareSites(a, b) {
  const fa = new Set(listFiles(a));
  const fb = new Set(listFiles(b));
  const diffs = [];
  for (const f of fa) {
    if (!fb.has(f)) diffs.push({ file: f, kind: 'only-in-a' });
    else if (!normalised(join(a, f)).equals(normalised(join(b, f)))) diffs.push({ file: f, kind: 'differs' });
  }
  for (const f of fb) if (!fa.has(f)) diffs.push({ file: f, kind: 'only-in-b' });
  return { files: fa.size, diffs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) {
    process.stderr.write('usage: node bench/compare-output.mjs DIR_A DIR_B\n');
    process.exit(2);
  }
  const { files, diffs } = compareSites(a, b);
  for (const d of diffs) process.stdout.write(`${d.kind.padEnd(10)} ${d.file}\n`);
  process.stdout.write(`${files} files compared · ${diffs.length} difference${diffs.length === 1 ? '' : 's'}\n`);
  process.exit(diffs.length ? 1 : 0);
}
