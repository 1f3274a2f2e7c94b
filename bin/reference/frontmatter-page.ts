// The frontmatter reference: every key a page may have (content/frontmatter-keys.ts), its type
// from the frontmatter schema and what it does (content/frontmatter-docs.ts).
import type { z } from 'zod';
import { frontmatterSchema } from '../../generator/content/frontmatter.js';
import { FRONTMATTER_KEY_DOCS } from '../../generator/content/frontmatter-docs.js';
import { KNOWN_FRONTMATTER_KEYS } from '../../generator/content/frontmatter-keys.js';
import { typeName } from '../../generator/config/schema-reference.js';
import { code, table } from './markdown-table.js';

const typeOf = (key: string): string => {
  const s = (frontmatterSchema.shape as Record<string, z.ZodType | undefined>)[key];
  return s ? typeName(s) : 'any';
};

export function frontmatterReference(): string {
  const rows = (use: 'read' | 'accepted') =>
    KNOWN_FRONTMATTER_KEYS.filter((k) => FRONTMATTER_KEY_DOCS[k]?.use === use).map((k) => [
      code(k),
      code(typeOf(k)),
      FRONTMATTER_KEY_DOCS[k].description,
    ]);
  return [
    '## Keys docsgen reads',
    '',
    table(['key', 'type', 'what it does'], rows('read')),
    '',
    '## Keys accepted and not used',
    '',
    'Docusaurus documents these keys; a page moved from Docusaurus keeps them without a warning.',
    '',
    table(['key', 'type', 'in Docusaurus'], rows('accepted')),
    '',
  ].join('\n');
}
