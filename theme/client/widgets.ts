// Content widgets: copy buttons, tabs (synced by groupId, remembered, ?groupId=value), sidebar
// drawer on mobile, navbar dropdowns. Delegated listeners, so swapped-in pages need no re-binding.
const DESKTOP = '(min-width: 997px)';

function selectTab(container: Element, value: string): boolean {
  const tab = container.querySelector<HTMLElement>(`:scope > [role=tablist] > [data-value="${CSS.escape(value)}"]`);
  if (!tab) return false;
  for (const t of container.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')) {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    t.classList.toggle('active', on);
  }
  for (const p of container.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]'))
    p.classList.toggle('tab-panel-inactive', p.dataset.value !== value);
  return true;
}

function choose(tab: HTMLElement): void {
  const container = tab.closest('.tabs-container');
  if (!container) return;
  const value = tab.dataset.value!;
  const group = (container as HTMLElement).dataset.groupId;
  if (!group) {
    selectTab(container, value);
    return;
  }
  const top = tab.getBoundingClientRect().top;
  for (const c of document.querySelectorAll(`.tabs-container[data-group-id="${CSS.escape(group)}"]`)) selectTab(c, value);
  // Keep the clicked tab where it was, even if panels above it changed height.
  scrollBy(0, tab.getBoundingClientRect().top - top);
  try {
    localStorage.setItem(`docusaurus.tab.${group}`, value);
  } catch {
    /* not remembered */
  }
  const qs = (container as HTMLElement).dataset.queryString;
  if (qs) {
    const url = new URL(location.href);
    url.searchParams.set(qs, value);
    history.replaceState(history.state, '', url);
  }
}

export function restoreTabs(root: ParentNode): void {
  const params = new URLSearchParams(location.search);
  for (const c of root.querySelectorAll<HTMLElement>('.tabs-container')) {
    const qs = c.dataset.queryString;
    const fromQuery = qs ? params.get(qs) : null;
    let saved: string | null = null;
    try {
      saved = c.dataset.groupId ? localStorage.getItem(`docusaurus.tab.${c.dataset.groupId}`) : null;
    } catch {
      /* ignore */
    }
    if (fromQuery && selectTab(c, fromQuery)) continue;
    if (saved) selectTab(c, saved);
  }
}

function setDrawer(open: boolean): void {
  document.body.classList.toggle('sidebar-open', open);
  const toggle = document.querySelector<HTMLButtonElement>('.sidebar-toggle');
  toggle?.setAttribute('aria-expanded', String(open));
  toggle?.setAttribute('aria-label', open ? 'Close navigation' : 'Open navigation');
  if (open) document.querySelector<HTMLElement>('#sidebar a, #sidebar summary')?.focus();
  else toggle?.focus({ preventScroll: true });
}

function closeDropdowns(except?: Element): void {
  for (const d of document.querySelectorAll('.dropdown.open')) {
    if (d === except) continue;
    d.classList.remove('open');
    d.querySelector('.dropdown-toggle')?.setAttribute('aria-expanded', 'false');
  }
}

export function initWidgets(root: Document): void {
  root.addEventListener('click', async (e) => {
    const target = e.target as Element;
    const copy = target.closest<HTMLButtonElement>('.copy-button');
    if (copy) {
      const code = copy.closest('.code-block')?.querySelector('pre')?.innerText ?? '';
      try {
        await navigator.clipboard.writeText(code.replace(/\n$/, ''));
        copy.textContent = 'Copied';
        copy.classList.add('copied');
        copy.setAttribute('aria-label', 'Copied');
        setTimeout(() => {
          copy.textContent = 'Copy';
          copy.classList.remove('copied');
          copy.setAttribute('aria-label', 'Copy code to clipboard');
        }, 2000);
      } catch {
        copy.textContent = 'Copy failed';
      }
      return;
    }
    const tab = target.closest<HTMLElement>('[role=tab]');
    if (tab) {
      choose(tab);
      return;
    }
    if (target.closest('.sidebar-toggle')) {
      setDrawer(!document.body.classList.contains('sidebar-open'));
      return;
    }
    const toggle = target.closest('.dropdown-toggle');
    if (toggle) {
      const d = toggle.parentElement!;
      const open = !d.classList.contains('open');
      closeDropdowns(d);
      d.classList.toggle('open', open);
      toggle.setAttribute('aria-expanded', String(open));
      return;
    }
    if (!target.closest('.dropdown')) closeDropdowns();
    if (document.body.classList.contains('sidebar-open') && target.closest('#sidebar a')) setDrawer(false);
    const version = target.closest<HTMLElement>('[data-doc-version]');
    if (version) {
      try {
        localStorage.setItem('docs-preferred-version-default', version.dataset.docVersion!);
      } catch {
        /* ignore */
      }
    }
  });
  root.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    if (e.key === 'Escape') {
      if (document.body.classList.contains('sidebar-open')) setDrawer(false);
      const open = document.querySelector('.dropdown.open');
      if (open) {
        closeDropdowns();
        open.querySelector<HTMLElement>('.dropdown-toggle')?.focus();
      }
      return;
    }
    if (target.getAttribute('role') === 'tab' && (e.key === 'ArrowRight' || e.key === 'ArrowLeft' || e.key === 'Home' || e.key === 'End')) {
      const tabs = [...target.parentElement!.querySelectorAll<HTMLElement>('[role=tab]')];
      const i = tabs.indexOf(target);
      const next =
        e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : (i + (e.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
      tabs[next].focus();
      choose(tabs[next]);
      e.preventDefault();
      return;
    }
    const dropdown = target.closest('.dropdown');
    if (dropdown && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      const links = [...dropdown.querySelectorAll<HTMLElement>('.dropdown-link')];
      if (!dropdown.classList.contains('open')) {
        dropdown.classList.add('open');
        dropdown.querySelector('.dropdown-toggle')?.setAttribute('aria-expanded', 'true');
      }
      const i = links.indexOf(target);
      links[(i + (e.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
      e.preventDefault();
      return;
    }
    if (e.key === 'Tab' && document.body.classList.contains('sidebar-open')) {
      // Keep focus inside the open drawer.
      const items = [...document.querySelectorAll<HTMLElement>('#sidebar a, #sidebar summary, .sidebar-toggle')];
      const i = items.indexOf(document.activeElement as HTMLElement);
      if (i === -1 || (e.shiftKey && i === 0) || (!e.shiftKey && i === items.length - 1)) {
        items[e.shiftKey ? items.length - 1 : 0]?.focus();
        e.preventDefault();
      }
    }
  });
  matchMedia(DESKTOP).addEventListener('change', (e) => {
    if (e.matches && document.body.classList.contains('sidebar-open')) setDrawer(false);
  });
  if (/Mac|iPhone|iPad/.test(navigator.platform))
    for (const k of document.querySelectorAll<HTMLElement>('.search-button-keys')) k.dataset.keys = '⌘ K';
}
