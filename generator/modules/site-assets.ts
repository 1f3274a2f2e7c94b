// Images a site's components import, as Docusaurus's webpack gives them: a `.svg` is a React
// component drawing it inline (svgr; `require('x.svg').default` too), another image is its URL
// (a file of static/ at its published path, any other as a data: URL). A path from the site root
// (`/static/img/x.svg`) is found in the site, as webpack's resolve roots find it.
import type { Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const IMAGE = /\.(png|jpe?g|gif|webp|avif|ico|bmp)$/i;

/** React's names for the SVG attributes an `<svg>` element carries (kebab-case → camelCase). */
function reactAttribute(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('xmlns:') || name.startsWith('xlink:') || name.startsWith('xml:'))
    return name.replace(/:([a-z])/, (_m, c: string) => c.toUpperCase());
  return name.startsWith('data-') || name.startsWith('aria-') ? name : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** `fill: red; stroke-width: 2` as React's style object. */
function styleObject(css: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const at = decl.indexOf(':');
    if (at > 0)
      out[
        decl
          .slice(0, at)
          .trim()
          .replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())
      ] = decl.slice(at + 1).trim();
  }
  return out;
}

/** The module of an SVG file: a component rendering its root's attributes, then the caller's props. */
function svgModule(text: string): string {
  const open = /<svg\b([^>]*)>/i.exec(text);
  const attrs: Record<string, string | Record<string, string>> = {};
  for (const m of (open?.[1] ?? '').matchAll(/([:\w-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const value = m[3] ?? m[4];
    attrs[reactAttribute(m[1])] = m[1] === 'style' ? styleObject(value) : value;
  }
  const inner = open ? text.slice(open.index + open[0].length, text.toLowerCase().lastIndexOf('</svg>')) : '';
  return `import { createElement } from 'react';
const attrs = ${JSON.stringify(attrs)};
const inner = ${JSON.stringify(inner)};
export default function Svg({ title, ...props }) { return createElement('svg', { ...attrs, ...props, dangerouslySetInnerHTML: { __html: (title ? '<title>' + title.replace(/</g, '&lt;') + '</title>' : '') + inner } }); }
export { Svg as ReactComponent };
`;
}

export function siteAssets(root: string): Plugin {
  const staticDir = join(root, 'static');
  return {
    name: 'docsgen-site-assets',
    setup(b) {
      b.onResolve({ filter: /^\/[^/]/ }, (args) => {
        const abs = join(root, args.path);
        return !args.path.startsWith(root + sep) && existsSync(abs) ? { path: abs } : undefined;
      });
      b.onLoad({ filter: /\.svg$/i }, (args) => ({ contents: svgModule(readFileSync(args.path, 'utf8')), loader: 'js', resolveDir: root }));
      b.onLoad({ filter: IMAGE }, (args) => {
        if (args.path.startsWith(staticDir + sep))
          return { contents: `export default ${JSON.stringify(`/${relative(staticDir, args.path).split(sep).join('/')}`)};`, loader: 'js' };
        return { contents: readFileSync(args.path), loader: 'dataurl' };
      });
    },
  };
}
