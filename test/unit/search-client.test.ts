// The local search client: the hosted service's response shape from the local index.
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../theme/shared/search/engine.js';
import { createLocalClient, facetMatcher, searchLocal } from '../../theme/shared/search/local-client.js';
import { escapeHtml, sanitizeHighlight } from '../../theme/shared/search/highlight.js';
import { emptyResponse, createFailureFlag, guarded } from '../../theme/client/search/source.js';
import type { LocalRecord, SearchRequest } from '../../theme/shared/search-protocol.js';

const H = (lvl1: string, lvl2: string | null = null, lvl0 = 'Guides') => ({
  lvl0,
  lvl1,
  lvl2,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

const RECORDS: LocalRecord[] = [
  {
    id: 0,
    url: '/secrets',
    type: 'lvl1',
    hierarchy: H('Manage secrets'),
    content: 'Store API tokens in an encrypted store or read them from 1Password.',
    level: 100,
    position: 0,
  },
  {
    id: 1,
    url: '/secrets#use-1password',
    type: 'lvl2',
    hierarchy: H('Manage secrets', 'Use 1Password'),
    content: null,
    level: 90,
    position: 1,
  },
  {
    id: 2,
    url: '/secrets#use-1password',
    type: 'content',
    hierarchy: H('Manage secrets', 'Use 1Password'),
    content:
      'Set the OP_SERVICE_ACCOUNT_TOKEN variable, then run thv secret provider 1password to read secrets from your vaults without prompts.',
    level: 0,
    position: 2,
  },
  {
    id: 3,
    url: '/install',
    type: 'lvl1',
    hierarchy: H('Install the CLI'),
    content: 'Install thv on macOS, Windows or Linux.',
    level: 100,
    position: 0,
  },
  {
    id: 4,
    url: '/install#usage',
    type: 'content',
    hierarchy: H('Install the CLI', 'Usage'),
    content: 'Run thv config otel set-endpoint <endpoint> and <b>check</b> the output & more.',
    level: 0,
    position: 1,
  },
  {
    id: 5,
    url: '/reference/network',
    type: 'lvl1',
    hierarchy: H('Network isolation', null, 'Reference'),
    content: 'Restrict outbound traffic.',
    level: 100,
    position: 0,
  },
];

const engine = new SearchEngine(RECORDS);

/** The request DocSearch 3.9 sends (see the note on DocSearch against a local index). */
function docsearchRequest(query: string, extra: Partial<SearchRequest> = {}): SearchRequest {
  return {
    query,
    indexName: 'stacklok',
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    ...extra,
  };
}

describe('local search client', () => {
  it("answers DocSearch's multi-query request with the hosted response shape", async () => {
    const client = createLocalClient(async () => engine);
    const res = await client.search({ requests: [docsearchRequest('secrets 1password')] });
    expect(res.results).toHaveLength(1);
    const r = res.results[0];
    expect(r).toMatchObject({
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query: 'secrets 1password',
      index: 'stacklok',
    });
    expect(typeof r.processingTimeMS).toBe('number');
    // The section whose heading holds one word, under the page title holding the other, first.
    expect(r.hits.map((h) => h.url)).toEqual(['/secrets#use-1password', '/secrets']);
    const hit = r.hits[0];
    expect(hit).toMatchObject({
      objectID: '/secrets#use-1password-1',
      url: '/secrets#use-1password',
      url_without_anchor: '/secrets',
      anchor: 'use-1password',
      type: 'lvl2',
      hierarchy: H('Manage secrets', 'Use 1Password'),
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(hit._highlightResult.hierarchy.lvl0).toEqual({ value: 'Guides', matchLevel: 'none', matchedWords: [], fullyHighlighted: false });
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({
      value: 'Manage <mark>secrets</mark>',
      matchLevel: 'partial',
      matchedWords: ['secrets'],
      fullyHighlighted: false,
    });
    expect(hit._highlightResult.hierarchy.lvl2).toMatchObject({
      value: 'Use <mark>1Password</mark>',
      matchLevel: 'partial',
      matchedWords: ['1password'],
    });
    expect(hit._highlightResult.hierarchy_camel[0].lvl1?.value).toBe('Manage <mark>secrets</mark>');
    expect(hit._snippetResult.hierarchy.lvl2).toEqual({ value: 'Use <mark>1Password</mark>', matchLevel: 'partial' });
    expect(hit._highlightResult.content).toBeUndefined();
    expect(r.hits[1]._highlightResult.content).toMatchObject({ matchLevel: 'partial', matchedWords: ['1password'] });
    expect(r.hits[1]._highlightResult.hierarchy.lvl1).toMatchObject({ matchLevel: 'partial', matchedWords: ['secrets'] });
  });

  it('keeps one hit per URL: the best record for that anchor', () => {
    const r = searchLocal(engine, docsearchRequest('1password vaults'));
    // Two records share /secrets#use-1password; the text matching both words wins.
    expect(r.hits[0].objectID).toBe('/secrets#use-1password-2');
    expect(r.hits[0]._snippetResult.content?.value).toMatch(/<mark>vaults<\/mark>/);
    expect(new Set(r.hits.map((h) => h.url)).size).toBe(r.hits.length);
  });

  it('puts records missing one word after those with all words, only when those are few', () => {
    const r = searchLocal(engine, docsearchRequest('1password vaults'));
    expect(r.hits.map((h) => h.url)).toEqual(['/secrets#use-1password', '/secrets']);
  });

  it('snippets content to 10 words, or 5 when DocSearch asks for 5 (narrow screens), with ellipses', () => {
    const ten = searchLocal(engine, docsearchRequest('vaults')).hits[0]._snippetResult.content!.value;
    const five = searchLocal(engine, docsearchRequest('vaults', { attributesToSnippet: ['content:5'] })).hits[0]._snippetResult.content!
      .value;
    const words = (s: string) =>
      s
        .replace(/<\/?mark>/g, '')
        .replace(/…/g, ' ')
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean).length;
    expect(words(ten)).toBe(10);
    expect(words(five)).toBe(5);
    expect(ten.startsWith('…')).toBe(true);
    expect(five).toMatch(/<mark>vaults<\/mark>/);
  });

  it('escapes the text before highlighting it', () => {
    const hit = searchLocal(engine, docsearchRequest('check endpoint')).hits[0];
    expect(hit._highlightResult.content!.value).toBe(
      'Run thv config otel set-<mark>endpoint</mark> &lt;<mark>endpoint</mark>&gt; and &lt;b&gt;<mark>check</mark>&lt;/b&gt; the output &amp; more.',
    );
    const xss = searchLocal(engine, docsearchRequest('<img src=x onerror=alert(1)>'));
    for (const h of xss.hits) expect(JSON.stringify([h._highlightResult, h._snippetResult])).not.toMatch(/<img|<b>/);
  });

  it('honours hitsPerPage and page', () => {
    const all = searchLocal(engine, docsearchRequest('thv', { hitsPerPage: 20 }));
    expect(all.nbHits).toBe(3);
    const p0 = searchLocal(engine, docsearchRequest('thv', { hitsPerPage: 2, page: 0 }));
    const p1 = searchLocal(engine, docsearchRequest('thv', { hitsPerPage: 2, page: 1 }));
    expect(p0).toMatchObject({ nbHits: 3, nbPages: 2, page: 0, hitsPerPage: 2 });
    expect(p0.hits).toHaveLength(2);
    expect(p1).toMatchObject({ page: 1 });
    expect([...p0.hits, ...p1.hits].map((h) => h.objectID)).toEqual(all.hits.map((h) => h.objectID));
  });

  it('honours facetFilters: ANDs of ORs, negation, hierarchy and type facets', () => {
    expect(searchLocal(engine, docsearchRequest('network')).nbHits).toBe(1);
    expect(searchLocal(engine, docsearchRequest('network', { facetFilters: ['language:fr'] })).nbHits).toBe(0);
    expect(searchLocal(engine, docsearchRequest('network', { facetFilters: [['language:fr', 'language:en']] })).nbHits).toBe(1);
    expect(searchLocal(engine, docsearchRequest('network', { facetFilters: ['docusaurus_tag:docs-other'] })).nbHits).toBe(0);
    expect(searchLocal(engine, docsearchRequest('secrets', { facetFilters: ['type:content'] })).hits.map((h) => h.type)).toEqual([
      'content',
    ]);
    expect(
      searchLocal(engine, docsearchRequest('thv', { facetFilters: ['-hierarchy.lvl0:Reference', 'hierarchy.lvl1:Install the CLI'] }))
        .hits.map((h) => h.url)
        .sort(),
    ).toEqual(['/install', '/install#usage']);
    expect(facetMatcher('language:en')(RECORDS[0])).toBe(true);
  });

  it('finds words being typed and words with a typo', () => {
    expect(searchLocal(engine, docsearchRequest('netw')).hits[0].url).toBe('/reference/network');
    expect(searchLocal(engine, docsearchRequest('isolaton')).hits[0].url).toBe('/reference/network');
    expect(searchLocal(engine, docsearchRequest('isloation')).hits[0].url).toBe('/reference/network');
    expect(searchLocal(engine, docsearchRequest('isolstion')).hits[0].url).toBe('/reference/network');
    expect(searchLocal(engine, docsearchRequest('secret')).hits[0].url).toBe('/secrets');
  });

  it('answers "no hits" with the same shape', () => {
    const r = searchLocal(engine, docsearchRequest('zzqxj'));
    expect(r).toMatchObject({ hits: [], nbHits: 0, page: 0, nbPages: 0 });
  });

  it('accepts the legacy multi-query form with nested params', async () => {
    const client = createLocalClient(async () => engine);
    const res = await client.search([{ indexName: 'x', params: { query: 'windows', hitsPerPage: 1 } }]);
    expect(res.results[0]).toMatchObject({ nbHits: 1, hitsPerPage: 1, index: 'x' });
  });
});

describe('a reader typing on a sharded index', () => {
  /** The engine above behind a `prepare` that waits to be let go, as a sharded one waits for files. */
  function shardedLike() {
    const calls: { query: string; current: () => boolean; release: () => void }[] = [];
    const searcher = {
      search: engine.search.bind(engine),
      encodeWord: engine.encodeWord.bind(engine),
      prepare: (query: string, _wanted: number, _filter: unknown, current: () => boolean = () => true) =>
        new Promise<void>((release) => calls.push({ query, current, release })),
    };
    return { calls, client: createLocalClient(async () => searcher) };
  }
  const settle = () => new Promise((ok) => setTimeout(ok, 5));

  it('lets an overtaken search fetch nothing more, and answer only after the newest one', async () => {
    const { calls, client } = shardedLike();
    const order: string[] = [];
    const older = client.search([docsearchRequest('secret')]).then(() => order.push('secret'));
    await settle();
    const newer = client.search([docsearchRequest('secrets')]).then(() => order.push('secrets'));
    await settle();
    expect(calls.map((c) => [c.query, c.current()])).toEqual([
      ['secret', false],
      ['secrets', true],
    ]);
    calls[0].release();
    await settle();
    // Its partial answer would flash over the newer one: it waits.
    expect(order).toEqual([]);
    calls[1].release();
    await Promise.all([older, newer]);
    expect(order).toEqual(['secrets', 'secret']);
  });

  it('waits for the next letter before fetching for a word of one or two letters', async () => {
    const { calls, client } = shardedLike();
    const first = client.search([docsearchRequest('se')]);
    await settle();
    expect(calls).toEqual([]);
    const second = client.search([docsearchRequest('sec')]);
    await settle();
    // "sec" fetches at once; "se", typed past, fetches nothing when its wait is over.
    expect(calls.map((c) => c.query)).toEqual(['sec']);
    calls[0].release();
    await second;
    await new Promise((ok) => setTimeout(ok, 450));
    expect(calls.map((c) => [c.query, c.current()])).toEqual([
      ['sec', true],
      ['se', false],
    ]);
    calls[1].release();
    await first;
  });
});

describe('failures', () => {
  it('turn into an empty answer and raise the flag; the next success lowers it', async () => {
    const flag = createFailureFlag();
    let fail = true;
    const search = guarded(
      async (p: { requests: SearchRequest[] }) => {
        if (fail) throw new Error('offline');
        return { results: [] };
      },
      flag,
      (p) => p.requests,
    );
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(await search({ requests: [{ query: 'a', indexName: 'i' }] })).toEqual(emptyResponse([{ query: 'a', indexName: 'i' }]));
      expect(flag.get()).toBe('unreachable');
      fail = false;
      await search({ requests: [{ query: 'ab' }] });
      expect(flag.get()).toBe(null);
    } finally {
      console.warn = warn;
    }
  });
});

describe('hosted highlights', () => {
  it('are escaped, keeping only the highlight tags', () => {
    expect(sanitizeHighlight('<img src=x onerror=alert(1)> <mark>thv</mark> & co')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <mark>thv</mark> &amp; co',
    );
    expect(escapeHtml(`<a href="x">'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&lt;/a&gt;');
  });
});

describe('match levels', () => {
  it('are full when every query word is in the attribute', () => {
    const hit = searchLocal(engine, docsearchRequest('manage secrets')).hits[0];
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>Manage</mark> <mark>secrets</mark>',
      matchLevel: 'full',
      matchedWords: ['manage', 'secrets'],
      fullyHighlighted: true,
    });
  });
});
