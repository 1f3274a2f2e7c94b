/** A copy of a piece of a page or a source text that does not keep the whole text in memory: V8
 *  substrings point into the string they were cut from, so hrefs, link URLs and search texts kept
 *  for 3,000 pages held all their HTML and Markdown. */
export function own(s: string): string {
  return s.length < 13 ? s : ` ${s}`.slice(1);
}
