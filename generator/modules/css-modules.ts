// CSS imported by site components. A CSS module's classes get a name unique to its file (as
// Docusaurus's webpack does), computed from the file's path alone, so the module's export and the
// stylesheet written for the site agree without sharing state between build stages.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compileSass, SASS_FILE, siteSass } from './site-sass.js';

const fileHash = (root: string, abs: string) =>
  createHash('sha1').update(relative(root, abs).split(sep).join('/')).digest('hex').slice(0, 6);

/** `.name` → `.name_<hash>` in selectors only (not in declarations, where `.5em` or `./x.png` live). */
export function scopeCss(css: string, root: string, abs: string): { css: string; classes: Record<string, string> } {
  const h = fileHash(root, abs);
  const classes: Record<string, string> = {};
  const scoped = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(
    /([^{}]+)\{/g,
    (_m, selector: string) =>
      `${selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_c, name: string) => {
        classes[name] = `${name}_${h}`;
        return `.${classes[name]}`;
      })}{`,
  );
  return { css: scoped, classes };
}

/** Every stylesheet under `src/` (not listed in customCss): modules scoped, plain CSS global; Sass
 *  compiled with the site's own `sass`. */
export function siteComponentCss(root: string, skip: Set<string>): string {
  const dir = join(root, 'src');
  if (!existsSync(dir)) return '';
  const parts: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const abs = join(d, name);
      if (name === 'node_modules' || name.startsWith('.')) continue;
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.css') && !skip.has(abs)) {
        const text = readFileSync(abs, 'utf8');
        parts.push(
          `/* ${relative(root, abs).split(sep).join('/')} */\n${name.endsWith('.module.css') ? scopeCss(text, root, abs).css : text}`,
        );
      } else if (SASS_FILE.test(name) && !name.startsWith('_') && !skip.has(abs)) {
        // Sass partials (`_x.scss`) are only imported by other Sass files. Without the site's
        // compiler, the import that needs it is the error (site-module-aliases.ts).
        const sass = siteSass(root);
        if (!sass) continue;
        const text = compileSass(sass, root, abs);
        parts.push(
          `/* ${relative(root, abs).split(sep).join('/')} */\n${/\.module\.s[ac]ss$/.test(name) ? scopeCss(text, root, abs).css : text}`,
        );
      }
    }
  };
  walk(dir);
  return parts.join('\n');
}
