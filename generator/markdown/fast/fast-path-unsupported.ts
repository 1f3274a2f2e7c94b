/** A construct the fast path does not print (the gate should have sent the page to remark):
 *  compile-doc.ts compiles the page with remark or the MDX compiler instead. Its own module so the
 *  markdown-it rules can throw it without importing the walk that uses them. */
export class FastPathUnsupported extends Error {}
