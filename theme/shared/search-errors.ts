// Why a local search could not answer, when the reason is not the network: a reader's tab can
// outlive a deploy (theme/client/search/load-index.ts tells which case it is).

/** The site's index is in a format this page's script does not read: the site was deployed again,
 *  and only a reload brings the script that reads it. */
export class SiteUpdatedError extends Error {
  constructor(format: string) {
    super(`search index format "${format}" is newer than this page: reload the page to search`);
    this.name = 'SiteUpdatedError';
  }
}

/** A sharded engine's files are gone and a newer index replaced them: the search is asked again,
 *  of the new index. */
export class IndexReplacedError extends Error {
  constructor() {
    super('the search index was replaced by a newer build');
    this.name = 'IndexReplacedError';
  }
}
