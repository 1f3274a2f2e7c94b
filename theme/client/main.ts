// First-load script: small progressive enhancements of the server-rendered HTML. No React here;
// React arrives only with the search chunk, on intent.
import { initColorMode } from './color-mode.js';
import { initWidgets, restoreTabs } from './widgets.js';
import { initNavigation, observeContentLinks } from './navigation.js';
import { initMermaid } from './mermaid.js';
import { initToc } from './toc.js';
import { initHideOnScroll } from './navbar.js';
import { initThirdParty } from './third-party.js';

const data = JSON.parse(document.getElementById('docsgen-data')?.textContent ?? '{}') as Parameters<typeof initThirdParty>[0];

/** Runs on the first page and on every page swapped in by client-side navigation. */
function enhance(root: ParentNode): void {
  restoreTabs(root);
  initMermaid(root);
  initToc(root);
  observeContentLinks(root);
}

initColorMode();
initWidgets(document);
initNavigation(enhance);
initHideOnScroll();
enhance(document);
initThirdParty(data);
