// Where docsgen itself is installed: its compiled client script, theme CSS and lockfile live there.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs from dist/generator (the CLI) or generator/ (tests): both find the package root.
const here = dirname(fileURLToPath(import.meta.url));
export const pkgRoot = resolve(here, here.split(/[\\/]/).includes('dist') ? '../..' : '..');
