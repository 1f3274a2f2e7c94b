// A file of the built site, as the stages make it and the writers write it.

export interface OutputFile {
  /** Path inside the output folder, with forward slashes. */
  path: string;
  /** The text, or pieces of it made while writing (large JSON: see search/json-chunks.ts). */
  contents: FileContents;
}

export type FileContents = string | Buffer | Iterable<string>;

/** Everything a build writes: files, files copied, folders copied. */
export interface SiteOutput {
  files: OutputFile[];
  copies: { from: string; to: string }[];
  /** Folders copied verbatim (the site's `static/`). */
  dirs: { from: string; to: string }[];
}
