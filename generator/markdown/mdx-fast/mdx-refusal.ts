/** Why an MDX page goes to the compiler rather than the fast path (its message is the reason the
 *  build's --debug line counts). */
export class MdxRefusal extends Error {}
