// A large site's sharded index ranks as the single-file index does: the same corpus built both
// ways (the threshold lowered to shard it), the same top hits for a set of queries, typos and
// words being typed included.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRepoSharded } from '../helpers.js';
import { decodeIndex } from '../../theme/shared/search-index.js';
import type { LocalIndexFile } from '../../theme/shared/search-protocol.js';
import { SHARDED_FORMAT, wordsPath, type ShardManifest } from '../../theme/shared/search-shards.js';
import { shardIndex } from '../../generator/search/shard-files.js';
import { SearchEngine } from '../../theme/shared/search/engine.js';
import { ShardedEngine } from '../../theme/shared/search/sharded-engine.js';
import { prepareLocal, searchLocal } from '../../theme/shared/search/local-client.js';
import { DocsSite } from '../../generator/mcp/docs-site.js';
import { folderFiles } from '../../generator/mcp/site-files.js';
import { searchDocs } from '../../generator/mcp/tool-search.js';

const repo = resolve(import.meta.dirname, '../..');
const QUERIES = [
  'configuration',
  'install',
  'server',
  'deploy cluster',
  'conf',
  'c',
  'api ref',
  'authentication token',
  'confgiuration',
  'instal',
  'databse',
  'the',
  'network policy ',
];

/** The ToolHive site twice: the single index test/setup/toolhive-site.ts built into out/, and the same
 *  site built with every record sharded (the threshold lowered to 0). */
function buildCorpus(): { single: string; sharded: string } {
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-shards-'));
  buildRepoSharded(join(dir, 'sharded'));
  return { single: join(repo, 'out'), sharded: join(dir, 'sharded') };
}

describe('sharded search index', () => {
  let single: string;
  let sharded: string;
  beforeAll(() => {
    ({ single, sharded } = buildCorpus());
  }, 120_000);

  it('gives the same top hits as the single-file index', async () => {
    const manifest = JSON.parse(readFileSync(join(sharded, 'search-index.json'), 'utf8')) as ShardManifest;
    expect(manifest.format).toBe('docsgen-search-shards/4');
    expect(manifest.hosted.every((p) => existsSync(join(sharded, p)))).toBe(true);
    // The shards sit in the folder of the build that wrote them, the build the pages name.
    expect(readFileSync(join(sharded, 'index.html'), 'utf8')).toContain(`data-build-id="${manifest.build}"`);
    expect(manifest.dir).toBe(`search-index/${manifest.build}/`);
    expect(existsSync(join(sharded, manifest.dir!, wordsPath('c')))).toBe(true);
    expect(existsSync(join(sharded, wordsPath('c')))).toBe(false);
    const one = new SearchEngine(decodeIndex(JSON.parse(readFileSync(join(single, 'search-index.json'), 'utf8')) as LocalIndexFile));
    const fetched: string[] = [];
    const many = new ShardedEngine(manifest, async (p) => {
      fetched.push(p);
      return JSON.parse(readFileSync(join(sharded, p), 'utf8')) as unknown;
    });
    for (const query of QUERIES) {
      const request = {
        query,
        hitsPerPage: 10,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      };
      await prepareLocal(many, [request]);
      const a = searchLocal(one, request);
      const b = searchLocal(many, request);
      expect(
        b.hits.map((h) => h.url),
        query,
      ).toEqual(a.hits.map((h) => h.url));
      expect(
        b.hits.map((h) => h._snippetResult),
        query,
      ).toEqual(a.hits.map((h) => h._snippetResult));
    }
    // Only pieces were fetched, never all of them.
    expect(fetched.length).toBeLessThan(manifest.keys.length);
  }, 60_000);

  it('fetches what a query needs in few rounds of requests', async () => {
    // Each round waits for the one before: on a real network a round costs a round trip. Each
    // word's fragment (its postings, its completions' and the records it ranks first), then for a
    // typo its letter's words file and the fragments of the words it may stand for, then record
    // pieces until 20 URLs are found (batches sized by how many records were new URLs, passing
    // over records whose URL a fetched record of the same URL named).
    const manifest = JSON.parse(readFileSync(join(sharded, 'search-index.json'), 'utf8')) as ShardManifest;
    const rounds: Record<string, number> = {};
    for (const query of [...QUERIES, 'kubernetes operator', 'telemetry', 'permission profile']) {
      let queue: (() => void)[] = [];
      const many = new ShardedEngine(
        manifest,
        (p) => new Promise((ok) => queue.push(() => ok(JSON.parse(readFileSync(join(sharded, p), 'utf8')) as unknown))),
      );
      let done = false;
      const prepared = prepareLocal(many, [{ query, hitsPerPage: 20 }]).then(() => (done = true));
      rounds[query] = 0;
      while (!done) {
        await new Promise((ok) => setImmediate(ok));
        if (!queue.length) continue;
        rounds[query]++;
        const now = queue;
        queue = [];
        for (const answer of now) answer();
      }
      await prepared;
    }
    // Batches of only the URLs still missing, and every record fetched, took up to 7 rounds here.
    expect(Math.max(...Object.values(rounds)), JSON.stringify(rounds)).toBeLessThanOrEqual(4);
    expect(rounds['configuration'], JSON.stringify(rounds)).toBe(1);
  }, 60_000);

  it('answers a one-word query from its fragment alone', async () => {
    // The fragment brings the records its word ranks first: nothing else is fetched for the hits.
    const manifest = JSON.parse(readFileSync(join(sharded, 'search-index.json'), 'utf8')) as ShardManifest;
    for (const query of ['configuration', 'install', 'server', 'registry', 'telemetry', 'secrets', 'kubernetes', 'permissions']) {
      const fetched: string[] = [];
      const many = new ShardedEngine(manifest, async (p) => {
        fetched.push(p);
        return JSON.parse(readFileSync(join(sharded, p), 'utf8')) as unknown;
      });
      const request = {
        query,
        hitsPerPage: 20,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      };
      await prepareLocal(many, [request]);
      expect(searchLocal(many, request).hits.length, query).toBeGreaterThan(0);
      expect(
        fetched.map((p) => p.replace(/^.*\/(search-[a-z]+)-.*$/, '$1')),
        query,
      ).toEqual(['search-frag']);
    }
  }, 60_000);

  it('ranks as the single-file index with fragments split small (split keys and their completions)', async () => {
    // The ToolHive site's postings fit a few fragments; cut small, many words are split keys whose
    // completions sit in other fragments (with their postings in the key's own fragment, or not).
    const records = decodeIndex(JSON.parse(readFileSync(join(single, 'search-index.json'), 'utf8')) as LocalIndexFile);
    const one = new SearchEngine(records);
    for (const limit of [300, 3_000]) {
      const { files, keys, letters } = shardIndex(records, 8, limit);
      const byPath = new Map(files.map((f) => [f.path, f]));
      const manifest: ShardManifest = {
        format: SHARDED_FORMAT,
        language: 'en',
        build: 'split',
        dir: '',
        total: records.length,
        piece: 8,
        keys,
        letters,
        hosted: [],
      };
      expect(keys.filter((k) => keys.some((o) => o !== k && o.startsWith(k))).length, String(limit)).toBeGreaterThan(20);
      const many = new ShardedEngine(manifest, async (p) => JSON.parse(JSON.stringify(byPath.get(p)!.value())) as unknown);
      for (const query of [...QUERIES, 'co', 'con', 'se', 'ser', 'serv', 'regi', 'tool', 'k8s', 'secret management', 'thv ru', 'registr']) {
        const request = { query, hitsPerPage: 20 };
        await prepareLocal(many, [request]);
        const a = searchLocal(one, request);
        const b = searchLocal(many, request);
        expect(
          b.hits.map((h) => h.url),
          `${limit} ${query}`,
        ).toEqual(a.hits.map((h) => h.url));
        expect(
          b.hits.map((h) => h._snippetResult),
          `${limit} ${query}`,
        ).toEqual(a.hits.map((h) => h._snippetResult));
      }
    }
  }, 120_000);

  it('docsgen mcp reads the shards: search_docs answers as on the single-file index', async () => {
    const one = new DocsSite(folderFiles(single));
    const many = new DocsSite(folderFiles(sharded));
    for (const query of ['configuration', 'deploy cluster', 'instal', 'api ref']) {
      for (const args of [
        { query, limit: 5 },
        { query, limit: 5, section: '/toolhive/reference' },
      ]) {
        const a = await searchDocs(one, args);
        const b = await searchDocs(many, args);
        expect(b.structuredContent?.hits, query).toEqual(a.structuredContent?.hits);
        expect(b.content, query).toEqual(a.content);
      }
    }
  }, 60_000);
});
