// `docsgen build --strict`: warnings fail the build as errors do, before the output folder is
// swapped in, so CI never publishes a site with a known problem.

/** Thrown by build() with `strict` when the build has warnings; the CLI prints them and exits 1. */
export class StrictWarnings extends Error {
  constructor(readonly warnings: string[]) {
    super(`${warnings.length} warning${warnings.length === 1 ? '' : 's'} with --strict`);
    this.name = 'StrictWarnings';
  }
}
