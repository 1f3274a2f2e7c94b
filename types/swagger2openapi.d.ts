// swagger2openapi ships no types; docsgen uses only convertObj.
declare module 'swagger2openapi' {
  export function convertObj(spec: unknown, options: object): Promise<{ openapi: unknown }>;
}
