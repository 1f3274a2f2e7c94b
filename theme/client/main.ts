// First-load script: small progressive enhancements of the server-rendered HTML. No React here;
// React arrives only with the search chunk, on intent.
import { initColorMode } from './color-mode.js';
import { initWidgets, restoreTabs } from './widgets.js';
import { initNavigation, observeContentLinks } from './navigation.js';
import { initMermaid } from './mermaid.js';
import { initToc } from './toc.js';
import { initHideOnScroll, initNavbarFit } from './navbar.js';
import { initThirdParty } from './third-party.js';
import { readPageData } from '../shared/page-data.js';
import './search-shortcuts.js';

const data = readPageData();

/** Runs on the first page and on every page swapped in by client-side navigation. */
function enhance(root: ParentNode): void {
  restoreTabs(root);
  initMermaid(root);
  initToc(root);
  observeContentLinks(root);
}

/** Brings the current page's sidebar entry into view (long sidebars, like the CLI reference). */
function revealActiveSidebarLink(): void {
  const sidebar = document.getElementById('sidebar');
  const active = sidebar?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!sidebar || !active) return;
  const top = active.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
  if (top > sidebar.clientHeight - 40) sidebar.scrollTop += top - sidebar.clientHeight / 3;
}

initColorMode();
initNavbarFit();
revealActiveSidebarLink();
initWidgets(document);
initNavigation(enhance);
initHideOnScroll();
enhance(document);
initThirdParty(data);
