// The markup of constructs that both the generator (hast trees, printed to HTML) and the theme
// (React elements) produce is written once, against this small interface: each side passes the
// factory of its own tree, so the element names, classes and attributes cannot drift apart.

/** Attributes by their HTML names (`class`, `aria-label`), in the order they are printed;
 *  undefined leaves one out. */
export type Attributes = Record<string, string | undefined>;

export interface Markup<N> {
  element(tag: string, attributes: Attributes, children: N[]): N;
  text(value: string): N;
}
