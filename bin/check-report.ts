// A build's findings (BuildResult, with `collectAll`) as the check report of bin/check-schema.ts.
import type { BuildResult } from '../generator/build.js';
import type { SiteConfig } from '../generator/config/schema.js';
import { formatPlace, type WriterError } from '../generator/errors.js';
import type { LinkProblem } from '../generator/links/check-links.js';
import { orphanMessage } from '../generator/links/check-site.js';
import { UNKNOWN_KEY_MESSAGE } from '../generator/content/frontmatter-keys.js';
import { CHECK_SCHEMA_VERSION, type CheckedLink, type CheckReport, type Problem, type ProblemCode, type Severity } from './check-schema.js';

const policyOf = (config: SiteConfig, kind: LinkProblem['kind']) =>
  kind === 'link' ? config.onBrokenLinks : kind === 'anchor' ? config.onBrokenAnchors : config.onBrokenMarkdownLinks;
const severity = (policy: 'throw' | 'warn' | 'ignore'): Severity =>
  policy === 'throw' ? 'error' : policy === 'warn' ? 'warning' : 'ignored';
const LINK_CODES: Record<LinkProblem['kind'], ProblemCode> = {
  link: 'broken-link',
  anchor: 'broken-anchor',
  markdown: 'broken-markdown-link',
};

export function problemOf(e: WriterError, sev: Severity, code: ProblemCode): Problem {
  return {
    severity: sev,
    code,
    file: e.place.file,
    line: e.place.line ?? null,
    column: e.place.column ?? null,
    message: e.message,
    hint: e.hint ?? null,
    source: formatPlace(e.place),
  };
}

/** What kind of content error a writer error is: the config's own, the frontmatter's, or the page's. */
export function contentErrorCode(e: WriterError, configFile: string | undefined): ProblemCode {
  if (e.place.file === configFile || /(^|\/)docsgen\.config\.[cm]?[jt]s$/.test(e.place.file)) return 'config-error';
  return /frontmatter/.test(e.message) ? 'frontmatter-error' : 'content-error';
}

/** A page warning as the Markdown compiler gives it (`file:line:col  message`). */
function pageWarning(text: string): Problem {
  const m = /^(.+?):(\d+)(?::(\d+))? {2}([\s\S]*)$/.exec(text);
  const [file, line, column, message] = m
    ? [m[1], Number(m[2]), m[3] ? Number(m[3]) : null, m[4]]
    : [text.split('  ')[0], null, null, text];
  return {
    severity: 'warning',
    code: 'content-warning',
    file,
    line,
    column,
    message,
    hint: null,
    source: formatPlace({ file, line: line ?? undefined, column: column ?? undefined }),
  };
}

export function checkReport(r: BuildResult, config: SiteConfig, configFile: string): CheckReport {
  const link = (p: LinkProblem): CheckedLink => ({
    ...problemOf(p.error, severity(policyOf(config, p.kind)), LINK_CODES[p.kind]),
    target: p.target,
    nearest: p.suggestion ?? null,
  });
  const byRoute = new Map<string, string[]>();
  for (const route of r.routes) byRoute.set(route.route, [...(byRoute.get(route.route) ?? []), route.file]);
  const duplicateRoutes = [...byRoute]
    .filter(([, files]) => files.length > 1)
    .map(([route, files]) => ({
      severity: severity(config.onDuplicateRoutes),
      code: 'duplicate-route' as const,
      file: files[files.length - 1],
      line: null,
      column: null,
      message: `duplicate route ${route}: ${files.join(', ')}`,
      hint: 'change the slug or file name of all but one; the last one wins',
      source: files[files.length - 1],
      route,
      files,
    }));
  const orphanPages = r.orphans.map((o) => ({
    severity: 'warning' as const,
    code: 'orphan-page' as const,
    file: o.file,
    line: null,
    column: null,
    message: orphanMessage(o),
    hint: 'link to it from another page or list it in the sidebar; `unlisted: true` does not hide it from this check',
    source: o.file,
    route: o.route,
  }));
  const contentWarnings = [
    ...r.contentWarnings.map((w) =>
      problemOf(w, 'warning', w.message.startsWith(UNKNOWN_KEY_MESSAGE) ? 'frontmatter-unknown-key' : 'content-warning'),
    ),
    ...r.pageWarnings.map(pageWarning),
  ];
  const sections = {
    brokenLinks: r.linkProblems.filter((p) => p.kind === 'link').map(link),
    brokenAnchors: r.linkProblems.filter((p) => p.kind === 'anchor').map(link),
    brokenMarkdownLinks: r.linkProblems.filter((p) => p.kind === 'markdown').map(link),
    duplicateRoutes,
    orphanPages,
    contentErrors: r.errors.map((e) => problemOf(e, 'error', contentErrorCode(e, configFile))),
    contentWarnings,
  };
  return assemble(r.pages, sections);
}

/** The report around its sections: the flat problem list and the counts. */
export function assemble(
  pages: number,
  sections: Omit<CheckReport, 'schemaVersion' | 'ok' | 'pages' | 'errors' | 'warnings' | 'problems'>,
): CheckReport {
  const all: Problem[] = [
    ...sections.contentErrors,
    ...sections.brokenLinks,
    ...sections.brokenAnchors,
    ...sections.brokenMarkdownLinks,
    ...sections.duplicateRoutes,
    ...sections.contentWarnings,
    ...sections.orphanPages,
  ];
  const rank: Record<Severity, number> = { error: 0, warning: 1, ignored: 2 };
  const problems = all.map((p) => stripExtras(p)).sort((a, b) => rank[a.severity] - rank[b.severity]);
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.filter((p) => p.severity === 'warning').length;
  return { schemaVersion: CHECK_SCHEMA_VERSION, ok: errors === 0, pages, errors, warnings, problems, ...sections };
}

function stripExtras(p: Problem): Problem {
  return {
    severity: p.severity,
    code: p.code,
    file: p.file,
    line: p.line,
    column: p.column,
    message: p.message,
    hint: p.hint,
    source: p.source,
  };
}

/** The report when the config itself does not load: its errors and nothing else. */
export function configFailureReport(list: WriterError[], configFile: string | undefined): CheckReport {
  return assemble(0, {
    brokenLinks: [],
    brokenAnchors: [],
    brokenMarkdownLinks: [],
    duplicateRoutes: [],
    orphanPages: [],
    contentWarnings: [],
    contentErrors: list.map((e) => problemOf(e, 'error', contentErrorCode(e, configFile))),
  });
}
