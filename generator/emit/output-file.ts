// A file of the built site, as the stages make it and the writers write it.

export interface OutputFile {
  /** Path inside the output folder, with forward slashes. */
  path: string;
  /** The text, or pieces of it made while writing (large JSON: see json-chunks.ts). */
  contents: FileContents;
}

export type FileContents = string | Buffer | Iterable<string>;
