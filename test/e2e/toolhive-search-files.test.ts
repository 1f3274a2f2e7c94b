// The search files of the built ToolHive site in out/ (test/setup/toolhive-site.ts): the local index
// and the hosted records hold the same records, the API operations and CLI pages among them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeIndex } from '../../theme/shared/search-index.js';
import type { LocalIndexFile, SearchRecord } from '../../theme/shared/search-protocol.js';
import { repo } from '../helpers.js';

describe('search files of the ToolHive site', () => {
  it('the ToolHive build writes both files, with the API operations and CLI pages in them', () => {
    const hosted = JSON.parse(readFileSync(join(repo, 'out/search-records.json'), 'utf8')) as SearchRecord[];
    const local = decodeIndex(JSON.parse(readFileSync(join(repo, 'out/search-index.json'), 'utf8')) as LocalIndexFile);
    expect(local.length).toBe(hosted.length);
    expect(hosted.every((r) => r.url.startsWith('https://docs.stacklok.com/'))).toBe(true);
    expect(
      hosted.some((r) => r.url === 'https://docs.stacklok.com/toolhive/reference/api#operation-listclients' && r.type === 'lvl3'),
    ).toBe(true);
    expect(hosted.some((r) => r.url === 'https://docs.stacklok.com/toolhive/reference/cli/thv_run' && r.type === 'lvl1')).toBe(true);
    expect(hosted.some((r) => r.url.includes('/search'))).toBe(false);
    for (const r of hosted)
      expect(Object.keys(r).sort()).toEqual([
        'anchor',
        'content',
        'docusaurus_tag',
        'hierarchy',
        'language',
        'objectID',
        'type',
        'url',
        'url_without_anchor',
        'weight',
      ]);
  });
});
