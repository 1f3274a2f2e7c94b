// The JSON `docsgen check --json` prints: a contract for CI scripts, documented on the docs site
// (docs/, generated from the field descriptions below). Add fields freely; renaming or removing one, or changing what a field
// means, needs a new schemaVersion.

export const CHECK_SCHEMA_VERSION = 1;

/** `ignored`: the config's policy for this kind of problem is 'ignore'; listed, never counted. */
export type Severity = 'error' | 'warning' | 'ignored';

/** Stable identifiers, one per kind of problem: match on these, not on messages. */
export type ProblemCode =
  | 'broken-link'
  | 'broken-anchor'
  | 'broken-markdown-link'
  | 'duplicate-route'
  | 'orphan-page'
  | 'frontmatter-unknown-key'
  | 'frontmatter-error'
  | 'config-error'
  | 'content-error'
  | 'content-warning';

/** One problem, at its place. `line`/`column` are 1-based, null only when the problem has no line
 *  (a duplicate route or an orphan page is about a whole file; a link from the navbar of a module
 *  the config imports). */
export interface Problem {
  severity: Severity;
  code: ProblemCode;
  file: string;
  line: number | null;
  column: number | null;
  message: string;
  hint: string | null;
  /** `file:line:col`, as in every docsgen message. */
  source: string;
}

export interface CheckedLink extends Problem {
  target: string;
  /** The nearest existing route (or anchor), when one is close enough to guess. */
  nearest: string | null;
}

export interface DuplicateRouteProblem extends Problem {
  route: string;
  /** Every file with this route, in file order; the last one wins. */
  files: string[];
}

export interface OrphanPageProblem extends Problem {
  route: string;
}

export interface CheckReport {
  schemaVersion: typeof CHECK_SCHEMA_VERSION;
  /** false when `docsgen build` would fail (any problem of severity error). */
  ok: boolean;
  /** Pages checked, those that failed to compile included. */
  pages: number;
  errors: number;
  /** The same count `docsgen build` prints in its summary. */
  warnings: number;
  /** Every problem below, in one list: errors first, then warnings, then ignored ones. */
  problems: Problem[];
  brokenLinks: CheckedLink[];
  brokenAnchors: CheckedLink[];
  brokenMarkdownLinks: CheckedLink[];
  duplicateRoutes: DuplicateRouteProblem[];
  /** Built, linked from no page and absent from the sidebar. */
  orphanPages: OrphanPageProblem[];
  /** Content or config that does not load or compile; the other pages are still checked. */
  contentErrors: Problem[];
  /** Warnings about content: unknown frontmatter keys, what the Markdown compiler warns about. */
  contentWarnings: Problem[];
}

/** A field of the report, for the reference page of the docs site (bin/reference/). */
export interface FieldDoc {
  type: string;
  description: string;
}

// Typed over the interfaces above, so `npm run typecheck` fails on a field without an entry (and
// a unit test compares them with a report docsgen makes).
export const CHECK_REPORT_FIELDS: { [K in keyof CheckReport]-?: FieldDoc } = {
  schemaVersion: {
    type: '1',
    description: "the report's format: it changes only when a field is renamed, removed or changes meaning (fields may be added)",
  },
  ok: { type: 'boolean', description: '`false` when `docsgen build` would fail: any problem of severity `error`' },
  pages: { type: 'number', description: 'pages checked, those that failed to compile included' },
  errors: { type: 'number', description: 'problems of severity `error`' },
  warnings: { type: 'number', description: 'problems of severity `warning`: the count `docsgen build` prints too' },
  problems: { type: 'Problem[]', description: 'every problem below in one list: errors, then warnings, then ignored ones' },
  brokenLinks: { type: 'LinkProblem[]', description: 'links to routes that do not exist' },
  brokenAnchors: { type: 'LinkProblem[]', description: 'links to anchors a page does not have' },
  brokenMarkdownLinks: { type: 'LinkProblem[]', description: 'links to `.md` or `.mdx` files that do not exist' },
  duplicateRoutes: { type: 'DuplicateRouteProblem[]', description: 'routes two or more files make' },
  orphanPages: { type: 'OrphanPageProblem[]', description: 'pages built, linked from no page and absent from the sidebar' },
  contentErrors: {
    type: 'Problem[]',
    description: 'a config, frontmatter or page that does not load or compile (the other pages are still checked)',
  },
  contentWarnings: { type: 'Problem[]', description: 'unknown frontmatter keys and what the Markdown compiler warns about' },
};

export const PROBLEM_FIELDS: { [K in keyof Problem]-?: FieldDoc } = {
  severity: {
    type: "'error' | 'warning' | 'ignored'",
    description: "`ignored`: the config's policy for this kind of problem is `ignore`; listed, never counted",
  },
  code: { type: 'ProblemCode', description: 'the kind of problem (below): match on it, not on the message' },
  file: { type: 'string', description: 'the file, relative to the working directory' },
  line: { type: 'number | null', description: '1-based; `null` for a problem about a whole file (a duplicate route, an orphan page)' },
  column: { type: 'number | null', description: '1-based; `null` when `line` is' },
  message: { type: 'string', description: 'what is wrong' },
  hint: { type: 'string | null', description: 'how to fix it' },
  source: { type: 'string', description: '`file:line:col`, as in every docsgen message' },
};

type Extra<T> = { [K in Exclude<keyof T, keyof Problem>]-?: FieldDoc };
export const LINK_PROBLEM_FIELDS: Extra<CheckedLink> = {
  target: { type: 'string', description: 'the link as written' },
  nearest: { type: 'string | null', description: 'the nearest existing route or anchor, when one is close enough to guess' },
};
export const DUPLICATE_ROUTE_FIELDS: Extra<DuplicateRouteProblem> = {
  route: { type: 'string', description: 'the route' },
  files: { type: 'string[]', description: 'every file with this route, in file order; the last one wins' },
};
export const ORPHAN_PAGE_FIELDS: Extra<OrphanPageProblem> = {
  route: { type: 'string', description: "the page's route" },
};

export const PROBLEM_CODES: Record<ProblemCode, string> = {
  'broken-link': 'a link to a route that does not exist (`onBrokenLinks`)',
  'broken-anchor': 'a link to an anchor the page does not have (`onBrokenAnchors`)',
  'broken-markdown-link': 'a link to a Markdown file that does not exist (`onBrokenMarkdownLinks`)',
  'duplicate-route': 'two files with one route (`onDuplicateRoutes`)',
  'orphan-page': 'a page linked from nowhere and absent from the sidebar (always a warning)',
  'frontmatter-unknown-key': 'a frontmatter key docsgen does not know, with the nearest known one',
  'frontmatter-error': 'frontmatter that is not valid YAML or has a value of the wrong type',
  'config-error': 'a mistake in `docsgen.config.ts`, at the key',
  'content-error': 'a page that does not load or compile',
  'content-warning': 'anything else the build warns about in a page',
};
