// The JSON `docsgen check --json` prints: a contract for CI scripts, documented in the README
// ("docsgen check --json"). Add fields freely; renaming or removing one, or changing what a field
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
