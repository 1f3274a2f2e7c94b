import { setFlagsFromString } from 'node:v8';
import { processSlot } from './caches.js';

/** From this many pages on, a build keeps its heap close to its live data. */
export const LARGE_SITE_PAGES = 1000;

const bounded = processSlot<boolean>('heapGrowthBounded');

/** A build's live memory stays small (pages are written as they are made), but by default V8 lets
 *  the old generation grow to up to four times the live data before it collects: a 3,000-page build
 *  peaked at 700–850 MB with 160–250 MB live. Letting it grow by a quarter keeps the peak near
 *  540 MB (by half: 590–620 MB, over the 600 MB budget once the site checks grew), at no measurable
 *  cost in time (28.0 s against 29.0 s); below LARGE_SITE_PAGES the default is faster and the peak
 *  small anyway. V8 reads the factor at every collection, so setting it mid-process works. */
export function boundHeapGrowth(pages: number): void {
  if (bounded.value || pages < LARGE_SITE_PAGES) return;
  setFlagsFromString('--heap-growing-percent=25');
  bounded.value = true;
}

/** Whether this process builds a site of LARGE_SITE_PAGES or more: then data kept for the whole
 *  build is also kept compact where that costs a copy (a smaller site's peak is small anyway, and
 *  its build time is the headline). */
export function largeSite(): boolean {
  return !!bounded.value;
}
