// Writer-facing errors. A writer error names a place (file:line:col), says what is wrong and how to
// fix it; the CLI prints it without a stack trace. Anything else is a docsgen bug and keeps its stack.

export interface SourcePlace {
  file: string;
  line?: number;
  column?: number;
}

export class WriterError extends Error {
  readonly place: SourcePlace;
  readonly hint?: string;
  readonly sourceLine?: string;

  constructor(place: SourcePlace, message: string, options: { hint?: string; sourceLine?: string } = {}) {
    super(message);
    this.name = 'WriterError';
    this.place = place;
    this.hint = options.hint;
    this.sourceLine = options.sourceLine;
  }
}

/** Several writer errors found in one pass (for example every broken link of the site). */
export class WriterErrors extends Error {
  readonly errors: WriterError[];
  constructor(errors: WriterError[]) {
    super(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
    this.name = 'WriterErrors';
    this.errors = errors;
  }
}

export function isWriterError(e: unknown): e is WriterError | WriterErrors {
  return e instanceof WriterError || e instanceof WriterErrors;
}

export function formatPlace(place: SourcePlace): string {
  let s = place.file;
  if (place.line) s += `:${place.line}`;
  if (place.line && place.column) s += `:${place.column}`;
  return s;
}

/** `file:line:col  message`, then the offending line with a caret under the column, then the hint. */
export function formatWriterError(e: WriterError): string {
  const lines = [`${formatPlace(e.place)}  ${e.message}`];
  if (e.sourceLine !== undefined && e.place.line) {
    const gutter = `${e.place.line} | `;
    let text = e.sourceLine.replace(/\t/g, ' ');
    let col = Math.max(1, e.place.column ?? 1);
    if (text.length > 160) {
      // A very long line (minified JSON): show a window around the column.
      const start = Math.max(0, col - 70);
      text = `${start > 0 ? '…' : ''}${text.slice(start, start + 140)}${start + 140 < text.length ? '…' : ''}`;
      col = col - start + (start > 0 ? 1 : 0);
    }
    lines.push(`  ${gutter}${text}`);
    lines.push(`  ${' '.repeat(gutter.length)}${' '.repeat(col - 1)}^`);
  }
  if (e.hint) lines.push(`  hint: ${e.hint}`);
  return lines.join('\n');
}

/** The text of line `line` (1-based) of `source`, for the caret display. */
export function lineOf(source: string, line: number | undefined): string | undefined {
  if (!line) return undefined;
  return source.split(/\r?\n/)[line - 1];
}

export function writerError(
  file: string,
  source: string | undefined,
  line: number | undefined,
  column: number | undefined,
  message: string,
  hint?: string,
): WriterError {
  return new WriterError({ file, line, column }, message, {
    hint,
    sourceLine: source === undefined ? undefined : lineOf(source, line),
  });
}

/** The writer errors a caught value holds; anything else (a docsgen bug) is thrown on. */
export function collectWriterErrors(e: unknown): WriterError[] {
  if (e instanceof WriterError) return [e];
  if (e instanceof WriterErrors) return e.errors;
  throw e;
}
