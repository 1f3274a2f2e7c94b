import type { ElementContent, Root } from 'hast';

/** The text a reader sees in a hast node (raw HTML not parsed yet counts as none). */
export function hastText(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as ElementContent[]).map(hastText).join('');
  return '';
}
