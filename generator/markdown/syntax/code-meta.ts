// Docusaurus code-fence conventions: `title="x"`, `{1,3-5}`, `showLineNumbers`, and magic comments.

export interface CodeMeta {
  title?: string;
  lines: Set<number>;
  showLineNumbers: boolean;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const m = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(m);
  const lines = new Set<number>();
  const range = /\{([\d,\s-]+)\}/.exec(m);
  if (range) {
    for (const part of range[1].split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!Number.isFinite(a)) continue;
      for (let i = a; i <= (Number.isFinite(b) ? b : a); i++) lines.add(i);
    }
  }
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, lines, showLineNumbers: /\bshowLineNumbers\b/.test(m) };
}

const MAGIC = /^\s*(?:\/\/|#|<!--|\/\*|--|;)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

/** Removes `highlight-next-line` / `highlight-start` / `highlight-end` comment lines and returns the
 *  1-based numbers of the lines they mark, in the cleaned code. */
export function applyMagicComments(code: string, lines: Set<number>): string {
  const out: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const m = MAGIC.exec(line);
    if (m) {
      if (m[1] === 'next-line') nextLine = true;
      else inRange = m[1] === 'start';
      continue;
    }
    out.push(line);
    if (nextLine || inRange) lines.add(out.length);
    nextLine = false;
  }
  return out.join('\n');
}
