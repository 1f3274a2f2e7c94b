// The two shapes a tool answers with: a result (structured content for programs, the same as text
// for the model) or a tool error (`isError`), which tells the assistant what went wrong and what
// it could ask for instead, rather than failing the JSON-RPC call.
export interface ToolAnswer {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** A request the site cannot answer (unknown page, command, operation or section). */
export class ToolFailure extends Error {
  constructor(
    message: string,
    readonly suggestions: string[] = [],
  ) {
    super(message);
  }
}

export function answer(structured: object, text: string): ToolAnswer {
  return { content: [{ type: 'text', text }], structuredContent: structured as Record<string, unknown> };
}

export function failure(e: unknown): ToolAnswer {
  const f = e instanceof ToolFailure ? e : undefined;
  const text = f
    ? `${f.message}${f.suggestions.length ? `\nClosest matches: ${f.suggestions.join(', ')}` : ''}`
    : `docsgen could not answer: ${(e as Error).message}`;
  return { content: [{ type: 'text', text }], isError: true };
}
