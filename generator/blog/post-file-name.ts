// What a post's path says, as Docusaurus's blog reads it: a date at the start of the file or folder
// name (`2024-05-01-launch.md`, `2024-05-01-launch/index.mdx`, `2024/05/01/launch.md`) gives the
// post its date and its slug `/2024/05/01/launch`; without one the slug is the path.

export interface ParsedPostPath {
  /** The date the path names (UTC midnight), or undefined; an invalid date (2024-13-40) is `NaN`. */
  date?: Date;
  /** The date as written, for messages. */
  dateText?: string;
  /** The name after the date: the post's title when nothing else gives one. */
  text: string;
  /** The route under the blog's route base, starting with `/`. */
  slug: string;
}

const DATED = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** `rel`: the post's path under the blog folder, with forward slashes. */
export function parsePostPath(rel: string): ParsedPostPath {
  const m = DATED.exec(rel);
  if (m?.groups) {
    const { folder, date, text } = m.groups;
    const [y, mo, d] = date.split(/[-/]/).map(Number);
    const at = new Date(Date.UTC(y, mo - 1, d));
    // Date.UTC rolls 2024-02-31 over into March: a date that does not exist is not a date.
    const valid = at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
    return { date: valid ? at : new Date(NaN), dateText: date, text, slug: `/${date.replace(/-/g, '/')}/${folder}${text}` };
  }
  const text = rel.replace(/(\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}
