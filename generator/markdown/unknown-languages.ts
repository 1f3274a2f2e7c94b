// A site that names its own language in every fence (a grammar it registers with Prism, say) would
// get a warning per block: hundreds of one message. The build's page warnings name each unknown
// language once when it is on many blocks.

export const UNKNOWN_LANGUAGE = 'unknown code language';

/** A language unknown on this many blocks is named once, at its first block. */
export const MANY_BLOCKS = 3;

const WARNING = new RegExp(`^(\\S.*?)  ${UNKNOWN_LANGUAGE} "(.*)", shown as plain text$`);

/** The page warnings of a build (in page order), each language unknown on MANY_BLOCKS blocks or more
 *  as one warning at its first block saying on how many it is; every other warning as it was. */
export function collapseUnknownLanguages(warnings: string[]): string[] {
  const count = new Map<string, number>();
  for (const w of warnings) {
    const lang = WARNING.exec(w)?.[2];
    if (lang !== undefined) count.set(lang, (count.get(lang) ?? 0) + 1);
  }
  const named = new Set<string>();
  return warnings.flatMap((w) => {
    const m = WARNING.exec(w);
    const n = m ? count.get(m[2]!)! : 0;
    if (!m || n < MANY_BLOCKS) return [w];
    if (named.has(m[2]!)) return [];
    named.add(m[2]!);
    return [`${m[1]}  ${UNKNOWN_LANGUAGE} "${m[2]}" on ${n} code blocks (the first is here), shown as plain text`];
  });
}
