#!/usr/bin/env node
// React's development build is several times slower to render: docsgen always renders production
// pages, so choose it before React loads (static imports would load it first).
process.env.NODE_ENV ??= 'production';
await import('./cli.js');
