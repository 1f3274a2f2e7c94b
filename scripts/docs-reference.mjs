// Writes the generated pages of docs/ (the reference, the performance figures) from the code:
// npm run docs:build and docs:dev run it first, after compiling docsgen.
import { writeReferencePages } from '../dist/bin/reference/write-pages.js';

const written = writeReferencePages({ templates: 'docs/templates', content: 'docs/content', bench: 'bench/results.json' });
console.log(`docs: ${written.length} generated pages written (${written.join(', ')})`);
