// Props of theme components that the build can check where the element is written, so that a
// mistake is reported at its file:line:column instead of as a failed render of the page.

/** A prop written as an expression (`id={name}`): not known until the page renders. */
export const EXPRESSION = Symbol('expression');

export type PropProblem = { message: string; hint: string };
/** `component` is the theme component's own name (an import may bind it under another). */
export type PropCheck = (component: string, props: Record<string, unknown>) => PropProblem | undefined;

export function mdxPropChecks(apiIds: string[]): PropCheck {
  return (component, props) => {
    if (component !== 'ApiDocMdx') return undefined;
    const id = props.id;
    if (id === EXPRESSION) return undefined;
    if (apiIds.length === 0)
      return {
        message: '<ApiDocMdx> shows an OpenAPI description, and the config has none',
        hint: "add it to docsgen.config.ts: openapi: [{ id: 'petstore', spec: 'openapi/petstore.yaml' }] (route is optional: without it, the description has no page of its own)",
      };
    if (id === undefined) return undefined;
    if (typeof id !== 'string' || !apiIds.includes(id))
      return {
        message: `<ApiDocMdx id=${JSON.stringify(id)}>: no OpenAPI description has this id`,
        hint: `known ids (openapi[].id in the config): ${apiIds.join(', ')}`,
      };
    return undefined;
  };
}

/** The theme component a JSX name in a page stands for: an import's target, or a global name.
 *  (Bindings typed by shape: this module is imported by the import plugin itself.) */
export function componentOf(name: string, bindings: { local: string; target: { kind: string; name?: string } }[]): string {
  const b = bindings.find((x) => x.local === name);
  return b ? (b.target.kind === 'component' ? (b.target.name ?? '') : '') : name;
}
