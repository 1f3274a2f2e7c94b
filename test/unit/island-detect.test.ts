// What makes a site component an island, read from its bundled code (generator/islands/detect.ts).
import { describe, expect, it } from 'vitest';
import { clientUse } from '../../generator/islands/detect.js';

describe('clientUse', () => {
  it('finds hooks as ES imports, through a namespace and through a CommonJS require', () => {
    expect(clientUse('import { useState } from "react"; export function A() { const [n] = useState(0); return n; }').features).toEqual([
      'useState',
    ]);
    expect(clientUse('import * as React from "react"; export function A() { React.useEffect(() => {}); }').features).toEqual(['useEffect']);
    expect(clientUse('var import_react = require("react"); function A() { (0, import_react.useReducer)(r, 0); }').features).toEqual([
      'useReducer',
    ]);
    // esbuild renames a second binding of the same name.
    expect(clientUse('function A() { useLayoutEffect2(() => {}); }').features).toEqual(['useLayoutEffect']);
  });

  it('finds event handlers and BrowserOnly, and tells handlers apart', () => {
    const use = clientUse(
      'function A() { return jsx("button", { onClick: () => go(), children: "x" }); } function B() { return jsx(BrowserOnly, { children: () => 1 }); }',
    );
    expect(use.features).toEqual(['BrowserOnly', 'onClick']);
    expect(use.handlers).toEqual(['onClick']);
  });

  it('does not count what only looks like them', () => {
    // The theme shim names every export; strings, a literal `on…` value and plain hooks are no sign.
    const code =
      'export const { BrowserOnly, useIsBrowser, Tabs } = theme; const s = "useState(1)"; const o = { onSale: "no" }; function A() { useMemo(() => 1); useContext(C); useId(); }';
    expect(clientUse(code)).toEqual({ features: [], handlers: [], useClient: false });
  });

  it("reads a 'use client' directive after comments, and ignores unparseable code", () => {
    expect(clientUse('export default 1;', "// header\n/* more */\n'use client';\nexport default 1;").useClient).toBe(true);
    expect(clientUse('export default 1;', '\'use strict\';\n"use client";\n').useClient).toBe(true);
    expect(clientUse('export default 1;', "const x = 'use client';").useClient).toBe(false);
    expect(clientUse('this is not { javascript').features).toEqual([]);
  });
});

describe('wrapSiteModule', () => {
  it('takes a package whose default export is undefined (CommonJS marked __esModule), wrapping its named components', async () => {
    const { islandModules, wrapSiteModule } = await import('../../generator/islands/wrap-module.js');
    const Button = () => null;
    const mod = { __esModule: true, default: undefined, Button, version: '1.0.0' };
    const out = wrapSiteModule(islandModules(), '/site', '/site/node_modules/kit/index.js', mod, 'exports.Button = Button;', '', new Set());
    expect(out.default).toBeUndefined();
    expect(out.version).toBe('1.0.0');
    expect(typeof out.Button).toBe('function');
  });
});
