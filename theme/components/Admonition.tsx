import type { ReactNode } from 'react';
import { AdmonitionIcon } from '../icons.js';

const LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Warning' };

/** The component form of `:::type[title]`, for `import Admonition from '@theme/Admonition'`. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const t = type === 'caution' ? 'warning' : type;
  return (
    <aside className={`admonition admonition-${t}`} role="note" aria-label={typeof title === 'string' ? title : LABELS[t] ?? 'Note'}>
      <p className="admonition-heading">
        <span className={`admonition-icon icon-${t}`} aria-hidden="true" />
        {title ?? LABELS[t] ?? 'Note'}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
export default Admonition;
