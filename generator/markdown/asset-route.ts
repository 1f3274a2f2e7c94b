// Where a page's own file (an image next to it) is published: under /assets/, named by its content,
// so a changed image gets a new URL and an unchanged one stays cached. Markdown images and MDX
// image imports use the same route.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';

export function assetRoute(abs: string): string {
  const hash = createHash('sha1').update(readFileSync(abs)).digest('hex').slice(0, 10);
  return `/assets/${basename(abs, extname(abs))}-${hash}${extname(abs)}`;
}

/** Files an MDX page may import for their URL, as webpack's file loader gives it in Docusaurus (an SVG
 *  is a component there, through svgr: not one of these). */
export const ASSET_FILE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|mp4|webm|pdf)$/i;
