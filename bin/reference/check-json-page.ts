// The `docsgen check --format json` reference: every field of the report (bin/check-schema.ts).
import {
  CHECK_REPORT_FIELDS,
  DUPLICATE_ROUTE_FIELDS,
  LINK_PROBLEM_FIELDS,
  ORPHAN_PAGE_FIELDS,
  PROBLEM_CODES,
  PROBLEM_FIELDS,
  type FieldDoc,
} from '../check-schema.js';
import { code, table } from './markdown-table.js';

const fields = (docs: Record<string, FieldDoc>) =>
  table(
    ['field', 'type', 'meaning'],
    Object.entries(docs).map(([k, d]) => [code(k), code(d.type), d.description]),
  );

export function checkJsonReference(): string {
  return [
    '## The report',
    '',
    fields(CHECK_REPORT_FIELDS),
    '',
    '## Problem',
    '',
    'Every entry of `problems` and of the lists by kind has these fields.',
    '',
    fields(PROBLEM_FIELDS),
    '',
    '## LinkProblem',
    '',
    'An entry of `brokenLinks`, `brokenAnchors` and `brokenMarkdownLinks`: a Problem and',
    '',
    fields(LINK_PROBLEM_FIELDS),
    '',
    '## DuplicateRouteProblem',
    '',
    'An entry of `duplicateRoutes`: a Problem and',
    '',
    fields(DUPLICATE_ROUTE_FIELDS),
    '',
    '## OrphanPageProblem',
    '',
    'An entry of `orphanPages`: a Problem and',
    '',
    fields(ORPHAN_PAGE_FIELDS),
    '',
    '## ProblemCode',
    '',
    table(
      ['code', 'meaning'],
      Object.entries(PROBLEM_CODES).map(([k, d]) => [code(k), d]),
    ),
    '',
  ].join('\n');
}
