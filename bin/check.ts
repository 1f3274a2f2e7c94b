// `docsgen check [--json]`: everything a build validates (content, MDX, links, anchors, routes)
// without writing the site, as one report. Exit 1 when `docsgen build` would fail.
import { build, type BuildResult } from '../generator/build.js';
import { loadConfig } from '../generator/config/load-config.js';
import { prefetchReferenceData } from '../generator/data/prefetch.js';
import type { SiteConfig } from '../generator/config/schema.js';
import { collectWriterErrors, formatPlace, formatWriterError, isWriterError } from '../generator/errors.js';
import type { LinkProblem } from '../generator/links/check-links.js';

type Severity = 'error' | 'warning' | 'ignored';

export interface CheckedLink {
  /** `file:line:col`, as in every docsgen message. */
  source: string;
  file: string;
  line: number | null;
  column: number | null;
  target: string;
  /** The nearest existing route (or anchor), when one is close enough to guess. */
  nearest: string | null;
  message: string;
  severity: Severity;
}

export interface CheckReport {
  ok: boolean;
  pages: number;
  errors: number;
  warnings: number;
  brokenLinks: CheckedLink[];
  brokenAnchors: CheckedLink[];
  brokenMarkdownLinks: CheckedLink[];
  duplicateRoutes: { route: string; files: string[]; severity: Severity }[];
  /** Built, linked from no page and absent from the sidebar. */
  orphanPages: { file: string; route: string }[];
  /** Content that does not load or compile (frontmatter, MDX, config): nothing else is checked then. */
  contentErrors: { source: string; file: string; line: number | null; column: number | null; message: string; hint: string | null }[];
}

const policyOf = (config: SiteConfig, kind: LinkProblem['kind']) =>
  kind === 'link' ? config.onBrokenLinks : kind === 'anchor' ? config.onBrokenAnchors : config.onBrokenMarkdownLinks;
const severity = (policy: 'throw' | 'warn' | 'ignore'): Severity => (policy === 'throw' ? 'error' : policy === 'warn' ? 'warning' : 'ignored');

export function checkReport(r: BuildResult, config: SiteConfig): CheckReport {
  const link = (p: LinkProblem): CheckedLink => ({
    source: formatPlace(p.error.place),
    file: p.error.place.file,
    line: p.error.place.line ?? null,
    column: p.error.place.column ?? null,
    target: p.target,
    nearest: p.suggestion ?? null,
    message: p.error.message,
    severity: severity(policyOf(config, p.kind)),
  });
  const byRoute = new Map<string, string[]>();
  for (const route of r.routes) byRoute.set(route.route, [...(byRoute.get(route.route) ?? []), route.file]);
  const duplicateRoutes = [...byRoute].filter(([, files]) => files.length > 1).map(([route, files]) => ({ route, files, severity: severity(config.onDuplicateRoutes) }));
  const orphanPages = r.orphans.map((o) => ({ file: o.file, route: o.route }));
  const report: CheckReport = {
    ok: true,
    pages: r.pages,
    errors: 0,
    warnings: 0,
    brokenLinks: r.linkProblems.filter((p) => p.kind === 'link').map(link),
    brokenAnchors: r.linkProblems.filter((p) => p.kind === 'anchor').map(link),
    brokenMarkdownLinks: r.linkProblems.filter((p) => p.kind === 'markdown').map(link),
    duplicateRoutes,
    orphanPages,
    contentErrors: [],
  };
  const all = [...report.brokenLinks, ...report.brokenAnchors, ...report.brokenMarkdownLinks, ...duplicateRoutes];
  report.errors = all.filter((x) => x.severity === 'error').length;
  report.warnings = all.filter((x) => x.severity === 'warning').length + orphanPages.length;
  report.ok = report.errors === 0;
  return report;
}

export function formatReport(report: CheckReport): string {
  const lines: string[] = [];
  const tag = (s: Severity) => (s === 'error' ? '✖' : s === 'warning' ? '⚠' : '·');
  const section = (title: string, items: string[]) => {
    if (items.length) lines.push('', `${title} (${items.length}):`, ...items);
  };
  const links = (list: CheckedLink[]) => list.map((l) => `  ${tag(l.severity)} ${l.source}  → ${l.target}${l.nearest ? `   nearest: ${l.nearest}` : ''}${l.severity === 'ignored' ? '   (ignored by config)' : ''}`);
  section('Broken links', links(report.brokenLinks));
  section('Broken anchors', links(report.brokenAnchors));
  section('Markdown links to missing files', links(report.brokenMarkdownLinks));
  section('Duplicate routes', report.duplicateRoutes.map((d) => `  ${tag(d.severity)} ${d.route}  ${d.files.join(', ')}`));
  section('Orphan pages: built, but linked from no page and not in the sidebar', report.orphanPages.map((o) => `  ⚠ ${o.file}  ${o.route}`));
  lines.push('', `${report.ok ? '✔' : '✖'} ${report.pages} pages checked · ${report.errors} error${report.errors === 1 ? '' : 's'}${report.ok ? '' : ' (docsgen build would fail)'} · ${report.warnings} warning${report.warnings === 1 ? '' : 's'}`);
  return `${lines.join('\n').replace(/^\n/, '')}\n`;
}

export async function runCheck(opts: { config: string; json: boolean; debug: boolean }, reportError: (e: unknown, debug: boolean) => number): Promise<number> {
  try {
    const loadedConfig = await loadConfig(opts.config);
    // The reference data loads on a worker thread while the build starts.
    const referenceData = prefetchReferenceData(loadedConfig);
    const r = await build({ configPath: opts.config, loadedConfig, referenceData, write: false, collectLinkErrors: true });
    const report = checkReport(r, loadedConfig.config);
    process.stdout.write(opts.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
    return report.ok ? 0 : 1;
  } catch (e) {
    if (!isWriterError(e)) return reportError(e, opts.debug);
    // Content that does not load or compile: no report beyond the errors themselves.
    const list = collectWriterErrors(e);
    if (opts.json) {
      const report: CheckReport = {
        ok: false, pages: 0, errors: list.length, warnings: 0, brokenLinks: [], brokenAnchors: [], brokenMarkdownLinks: [], duplicateRoutes: [], orphanPages: [],
        contentErrors: list.map((w) => ({ source: formatPlace(w.place), file: w.place.file, line: w.place.line ?? null, column: w.place.column ?? null, message: w.message, hint: w.hint ?? null })),
      };
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    }
    for (const w of list) process.stderr.write(`\n${formatWriterError(w)}\n`);
    process.stderr.write(`\n✖ check failed: ${list.length} error${list.length === 1 ? '' : 's'} (docsgen build would fail)\n`);
    if (opts.debug) process.stderr.write(`${(e as Error).stack}\n`);
    return 1;
  }
}
