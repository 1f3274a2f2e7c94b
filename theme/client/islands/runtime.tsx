// The islands runtime: loaded only by pages that have islands (generator/islands/page-scripts.ts),
// it hydrates each <docsgen-island> on its server HTML when it wakes (load, idle, visible), renders
// `client:only` ones, and follows the client router: islands of a page swapped in are woken, those
// of the page left are unmounted. One error boundary per island: one that throws keeps its server
// HTML, and the console names it. React and React DOM come in one chunk shared by every island.
import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
// Every island imports the JSX runtime: imported here too, it joins React's shared chunk rather
// than making a chunk of its own.
import 'react/jsx-runtime';
import { CONTENTS_STYLE, ISLAND_ATTR, ISLAND_TAG, ISLAND_WARNING_EVENT, SLOT_TAG, type Wake } from '../../shared/island-markup.js';

type Host = HTMLElement & { __docsgenIsland?: { root?: Root; cancel?: () => void } };

function warn(host: Host, message: string): void {
  console.warn(`docsgen: ${message}`);
  document.dispatchEvent(new CustomEvent(ISLAND_WARNING_EVENT, { detail: { name: host.getAttribute(ISLAND_ATTR.name), message } }));
}

/** Keeps the server HTML when the island throws (a boundary's fallback is rendered in the browser:
 *  the same HTML, put back). */
class Boundary extends Component<{ host: Host; html: string; name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  componentDidCatch(error: unknown): void {
    warn(this.props.host, `island <${this.props.name}> threw and keeps its server HTML: ${(error as Error)?.message ?? String(error)}`);
  }
  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return createElement('docsgen-fallback', { style: CONTENTS_STYLE, dangerouslySetInnerHTML: { __html: this.props.html } });
  }
}

/** The slot of the host's own children (not one of an island inside them). */
function slotOf(host: Host): Element | undefined {
  return [...host.querySelectorAll(SLOT_TAG)].find((s) => s.closest(ISLAND_TAG) === host);
}

function element(host: Host, Comp: ComponentType<Record<string, unknown>>): ReactNode {
  const props = JSON.parse(host.getAttribute(ISLAND_ATTR.props) ?? '{}') as Record<string, unknown>;
  const html = slotOf(host)?.innerHTML ?? host.getAttribute(ISLAND_ATTR.children) ?? undefined;
  const slot =
    html === undefined ? undefined : createElement(SLOT_TAG, { style: CONTENTS_STYLE, dangerouslySetInnerHTML: { __html: html } });
  return slot ? createElement(Comp, props, slot) : createElement(Comp, props);
}

async function wake(host: Host): Promise<void> {
  const state = host.__docsgenIsland!;
  const name = host.getAttribute(ISLAND_ATTR.name) ?? 'island';
  let Comp: ComponentType<Record<string, unknown>> | undefined;
  try {
    const mod = (await import(new URL(`./${host.getAttribute(ISLAND_ATTR.entry)}.js`, import.meta.url).href)) as {
      default: Record<string, unknown>;
    };
    Comp = (host.getAttribute(ISLAND_ATTR.export) ?? 'default')
      .split('.')
      .reduce<unknown>((m, k) => (m as Record<string, unknown> | undefined)?.[k], mod.default) as typeof Comp;
  } catch (e) {
    warn(host, `island <${name}> could not load: ${(e as Error).message}`);
    return;
  }
  if (!Comp || !host.isConnected || state.root) return;
  const tree = createElement(Boundary, { host, html: host.innerHTML, name, children: element(host, Comp) });
  // The boundary reports what it catches (Boundary.componentDidCatch); React need not log it again.
  const onCaughtError = () => undefined;
  if (host.getAttribute(ISLAND_ATTR.when) === 'only') {
    state.root = createRoot(host, { onCaughtError });
    state.root.render(tree);
    return;
  }
  state.root = hydrateRoot(host, tree, {
    onCaughtError,
    onRecoverableError: (error) =>
      warn(
        host,
        `island <${name}>: its server HTML did not match its first render in the browser, so React rendered it again (${(error as Error)?.message ?? String(error)})`,
      ),
  });
}

/** Schedules the island's wake; the returned function cancels it (the page was left first). */
function schedule(host: Host, when: Wake): () => void {
  const go = () => void wake(host);
  if (when === 'load' || when === 'only') {
    go();
    return () => undefined;
  }
  if (when === 'visible' && 'IntersectionObserver' in window) {
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        go();
      },
      { rootMargin: '200px' },
    );
    io.observe(host.firstElementChild ?? host);
    return () => io.disconnect();
  }
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(go, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const t = setTimeout(go, 200);
  return () => clearTimeout(t);
}

function start(root: ParentNode): void {
  const hosts = root instanceof Element && root.matches(ISLAND_TAG) ? [root] : [...root.querySelectorAll(ISLAND_TAG)];
  for (const host of hosts as Host[]) {
    if (host.__docsgenIsland) continue;
    host.__docsgenIsland = {};
    host.__docsgenIsland.cancel = schedule(host, (host.getAttribute(ISLAND_ATTR.when) ?? 'idle') as Wake);
  }
}

function stop(root: Node): void {
  if (!(root instanceof Element)) return;
  const hosts = root.matches(ISLAND_TAG) ? [root] : [...root.querySelectorAll(ISLAND_TAG)];
  for (const host of hosts as Host[]) {
    const state = host.__docsgenIsland;
    if (!state) continue;
    state.cancel?.();
    // Unmounting runs the island's effect cleanups (timers, listeners on window).
    state.root?.unmount();
    host.__docsgenIsland = undefined;
  }
}

start(document);
// The client router replaces the page region: islands leave and arrive with it.
new MutationObserver((records) => {
  for (const r of records) {
    r.removedNodes.forEach((n) => (n.isConnected ? undefined : stop(n)));
    r.addedNodes.forEach((n) => (n instanceof Element ? start(n) : undefined));
  }
}).observe(document.body, { childList: true, subtree: true });
