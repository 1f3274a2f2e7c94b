// The check report for people (the default) and as GitHub workflow annotations (--format github).
import type { CheckReport, Problem, Severity } from './check-schema.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function summaryLine(report: CheckReport): string {
  return `${report.ok ? '✔' : '✖'} ${report.pages} pages checked · ${plural(report.errors, 'error')}${report.ok ? '' : ' (docsgen build would fail)'} · ${plural(report.warnings, 'warning')}`;
}

export function formatReport(report: CheckReport): string {
  const lines: string[] = [];
  const tag = (s: Severity) => (s === 'error' ? '✖' : s === 'warning' ? '⚠' : '·');
  const section = (title: string, items: string[]) => {
    if (items.length) lines.push('', `${title} (${items.length}):`, ...items);
  };
  const links = (list: CheckReport['brokenLinks']) =>
    list.map(
      (l) =>
        `  ${tag(l.severity)} ${l.source}  → ${l.target}${l.nearest ? `   nearest: ${l.nearest}` : ''}${l.severity === 'ignored' ? '   (ignored by config)' : ''}`,
    );
  const plain = (list: Problem[]) => list.map((p) => `  ${tag(p.severity)} ${p.source}  ${p.message}${p.hint ? ` (${p.hint})` : ''}`);
  section('Content errors', plain(report.contentErrors));
  section('Broken links', links(report.brokenLinks));
  section('Broken anchors', links(report.brokenAnchors));
  section('Broken Markdown links', links(report.brokenMarkdownLinks));
  section(
    'Duplicate routes',
    report.duplicateRoutes.map((d) => `  ${tag(d.severity)} ${d.route}  ${d.files.join(', ')}`),
  );
  section('Content warnings', plain(report.contentWarnings));
  section(
    'Orphan pages: built, but linked from no page and not in the sidebar',
    report.orphanPages.map((o) => `  ${tag(o.severity)} ${o.file}  ${o.route}`),
  );
  lines.push('', summaryLine(report));
  return `${lines.join('\n').replace(/^\n/, '')}\n`;
}

// https://docs.github.com/actions/reference/workflow-commands-for-github-actions
const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One `::error` / `::warning` line per problem (ignored ones left out), then the summary. */
export function formatGithub(report: CheckReport): string {
  const lines = report.problems
    .filter((p) => p.severity !== 'ignored')
    .map((p) => {
      const place = [
        `file=${property(p.file)}`,
        p.line ? `line=${p.line}` : '',
        p.line && p.column ? `col=${p.column}` : '',
        `title=${property(`docsgen ${p.code}`)}`,
      ]
        .filter(Boolean)
        .join(',');
      return `::${p.severity} ${place}::${data(p.hint ? `${p.message}\n${p.hint}` : p.message)}`;
    });
  lines.push(summaryLine(report));
  return `${lines.join('\n')}\n`;
}
