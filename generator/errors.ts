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

/** The writer errors a thrown value carries, as one list (a WriterErrors is flattened); undefined
 *  when it is anything else, that is, a docsgen bug that should keep its stack. The one place that
 *  knows the two shapes: callers collect, print or report the list. */
export function writerErrorsOf(e: unknown): WriterError[] | undefined {
  if (e instanceof WriterErrors) return e.errors;
  if (e instanceof WriterError) return [e];
  return undefined;
}

/** A WriterError as plain data: what structured cloning keeps (it would drop place, hint and the
 *  source line of an Error subclass, and its class). */
export interface WriterErrorWire {
  place: SourcePlace;
  message: string;
  hint?: string;
  sourceLine?: string;
}

/** Any thrown value as it crosses a worker boundary (worker_threads messages), in one format for
 *  every worker. `many` keeps WriterError and WriterErrors apart, so the receiver rethrows the same
 *  shape the worker threw; anything else keeps its message and the worker's stack for --debug. */
export type ErrorWire =
  { writer: WriterErrorWire[]; many: boolean } | { writer?: undefined; name: string; message: string; stack?: string };

export function toWire(e: unknown): ErrorWire {
  const list = writerErrorsOf(e);
  if (list) {
    return {
      writer: list.map((w) => ({ place: { ...w.place }, message: w.message, hint: w.hint, sourceLine: w.sourceLine })),
      many: e instanceof WriterErrors,
    };
  }
  if (e instanceof Error) return { name: e.name, message: e.message, stack: e.stack };
  return { name: 'Error', message: String(e) };
}

export function fromWire(w: ErrorWire): Error {
  if (w.writer) {
    const list = w.writer.map((x) => new WriterError(x.place, x.message, { hint: x.hint, sourceLine: x.sourceLine }));
    return w.many ? new WriterErrors(list) : list[0];
  }
  const bug = new Error(w.message);
  bug.name = w.name;
  if (w.stack) bug.stack = w.stack;
  return bug;
}

export function formatPlace(place: SourcePlace): string {
  let s = place.file;
  if (place.line) s += `:${place.line}`;
  if (place.line && place.column) s += `:${place.column}`;
  return s;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text from a page made safe to print on a terminal: control characters (ESC would let a page
 *  recolour or rewrite the writer's terminal) become their visible pictures (␛), one column wide
 *  like the character they stand for, so a caret under the line still points at the right place. */
export function printable(text: string): string {
  return text.replace(CONTROL, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\ufffd';
  });
}

/** `file:line:col  message`, then the offending line with a caret under the column, then the hint. */
export function formatWriterError(e: WriterError): string {
  return printable(formatUnsafe(e));
}

function formatUnsafe(e: WriterError): string {
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

/** The 1-based line and column of a character offset in `source`. */
export function placeAt(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
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

/** writerErrorsOf for a catch that collects writer errors: anything else (a docsgen bug) is
 *  thrown on. */
export function collectWriterErrors(e: unknown): WriterError[] {
  const list = writerErrorsOf(e);
  if (!list) throw e;
  return list;
}
