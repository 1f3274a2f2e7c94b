// Mermaid diagrams render in the browser from the source kept in the HTML, with mermaid's own
// prebuilt ESM (copied to /assets/mermaid/ at build time, never bundled) loaded only on pages that
// have a diagram. They re-render when the colour mode changes.
import { loadWithFeedback } from './lazy.js';

interface Mermaid {
  initialize(c: object): void;
  render(id: string, src: string): Promise<{ svg: string }>;
}
let mermaid: Promise<Mermaid | undefined> | undefined;
let counter = 0;
/** Mermaid's dark theme draws edge labels (#ccc) on #585858: 4.43:1, under WCAG AA's 4.5:1. A
 *  darker label background gives 7.9:1; the other texts already pass. */
const DARK = { edgeLabelBackground: '#333333' };

async function renderAll(root: ParentNode): Promise<void> {
  const diagrams = [...root.querySelectorAll<HTMLElement>('.mermaid-diagram')];
  if (diagrams.length === 0) return;
  // Beside this script's folder (/assets/js/ → /assets/mermaid/), whatever the site's base URL.
  const url = new URL('../mermaid/mermaid.esm.min.mjs', import.meta.url).href;
  mermaid ??= loadWithFeedback(
    diagrams[0],
    'the diagram renderer',
    async (attempt) => ((await import(/* @vite-ignore */ attempt ? `${url}?retry=${attempt}` : url)) as { default: Mermaid }).default,
  );
  const m = await mermaid;
  if (!m) {
    mermaid = undefined;
    return;
  }
  const dark = document.documentElement.dataset.theme === 'dark';
  m.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'neutral', securityLevel: 'strict', themeVariables: dark ? DARK : {} });
  for (const d of diagrams) {
    const src = d.querySelector('.mermaid-source')?.textContent ?? '';
    try {
      const { svg } = await m.render(`mermaid-${++counter}`, src);
      let out = d.querySelector<HTMLElement>('.mermaid-svg');
      if (!out) {
        out = document.createElement('div');
        out.className = 'mermaid-svg';
        d.append(out);
      }
      out.innerHTML = svg;
      d.classList.add('rendered');
    } catch (e) {
      d.classList.remove('rendered');
      console.warn('docsgen: a mermaid diagram could not be rendered', e);
    }
  }
}

export function initMermaid(root: ParentNode): void {
  void renderAll(root);
}

document.addEventListener('docsgen:theme', () => {
  if (mermaid) void renderAll(document);
});
