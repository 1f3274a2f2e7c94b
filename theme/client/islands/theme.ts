// `docsgen/theme`, `@theme/…` and `@docusaurus/…` as an island's browser code imports them: the
// components and hooks that render the same in the browser as on the server. A module an island
// imports that is not here fails the islands build, naming the import (generator/islands/).
export { BrowserOnly, useIsBrowser, ExecutionEnvironment } from '../../shared/browser-only.js';
export { Link, useBaseUrl, ThemedImage, Details, CodeBlock } from '../../components/misc.js';
export { Admonition } from '../../components/Admonition.js';
export { Tabs, TabItem } from '../../components/Tabs.js';
