// The tools' input and output schemas (zod, which the SDK turns into JSON Schema for clients and
// checks arguments and structured results against). Bounds on every string: a 1 MB query is
// refused before it reaches the search engine.
import { z } from 'zod';
import { MAX_HITS, MAX_QUERY } from './tool-search.js';

const flag = z.object({ name: z.string(), shorthand: z.string(), type: z.string(), default: z.string(), description: z.string() });
const body = z.object({ contentType: z.string(), schema: z.record(z.string(), z.unknown()).optional() });
const node: z.ZodType<unknown> = z.object({
  label: z.string(),
  route: z.string().optional(),
  url: z.string().optional(),
  description: z.string().optional(),
  items: z.array(z.lazy(() => node)).optional(),
});

export const searchSchemas = {
  input: {
    query: z.string().min(1).max(MAX_QUERY).describe('What to look for, in a few words (a command, a flag, a concept, an error message)'),
    limit: z.number().int().min(1).max(MAX_HITS).optional().describe(`How many hits, 1 to ${MAX_HITS} (default 10)`),
    section: z
      .string()
      .max(200)
      .optional()
      .describe('Only this part of the docs: a sidebar section label from list_pages, or a route prefix such as /toolhive/guides-cli'),
  },
  output: {
    query: z.string(),
    section: z.string().optional(),
    total: z.number(),
    hits: z.array(
      z.object({
        title: z.string(),
        url: z.string(),
        route: z.string(),
        anchor: z.string().optional(),
        section: z.string(),
        heading: z.string().optional(),
        snippet: z.string(),
      }),
    ),
  },
};

export const pageSchemas = {
  input: {
    url: z
      .string()
      .min(1)
      .max(2048)
      .describe('The page: its URL, its route (/toolhive/guides-cli/run-mcp-servers), or either with #anchor for one section'),
    cursor: z.string().max(20).optional().describe('nextCursor from an earlier answer, to read the rest of a long page'),
  },
  output: {
    url: z.string(),
    route: z.string(),
    title: z.string(),
    description: z.string().optional(),
    lastUpdated: z.string().optional(),
    anchor: z.string().optional(),
    heading: z.string().optional(),
    markdown: z.string(),
    totalChars: z.number(),
    nextCursor: z.string().optional(),
  },
};

export const listSchemas = {
  input: {
    section: z.string().max(200).optional().describe('Only this sidebar section (its label) or route prefix; all pages when left out'),
  },
  output: { section: z.string().optional(), pages: z.array(node) },
};

export const cliSchemas = {
  input: { command: z.string().min(1).max(200).describe('The command: "thv run", "run" or "thv config otel"') },
  output: {
    command: z.string(),
    url: z.string(),
    summary: z.string(),
    description: z.string(),
    usage: z.string(),
    aliases: z.array(z.string()),
    flags: z.array(flag),
    inheritedFlags: z.array(flag),
    subcommands: z.array(z.object({ command: z.string(), summary: z.string() })),
    examples: z.array(z.object({ description: z.string(), command: z.string() })),
  },
};

export const apiSchemas = {
  input: {
    operationId: z.string().max(200).optional().describe('The operation id, as on the API reference page'),
    method: z.string().max(10).optional().describe('HTTP method, with path, when the operation id is not known'),
    path: z.string().max(500).optional().describe('The path as documented: /api/v1beta/workloads/{name}'),
  },
  output: {
    operationId: z.string(),
    method: z.string(),
    path: z.string(),
    summary: z.string(),
    description: z.string().optional(),
    tag: z.string(),
    deprecated: z.boolean(),
    url: z.string(),
    api: z.string(),
    parameters: z.array(
      z.object({
        name: z.string(),
        in: z.string(),
        type: z.string(),
        required: z.boolean(),
        description: z.string().optional(),
        default: z.string().optional(),
        enum: z.array(z.string()).optional(),
      }),
    ),
    requestBody: z.object({ required: z.boolean(), description: z.string().optional(), content: z.array(body) }).optional(),
    responses: z.array(z.object({ status: z.string(), description: z.string().optional(), content: z.array(body) })),
  },
};
