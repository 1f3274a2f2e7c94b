// The live-reload client, injected into every page in watch mode only (BuildOptions.devScript).
// `devClient` runs in the browser: it is serialised with Function.prototype.toString, so it must not
// use anything from its module (no imports, no outer variables). Plain DOM, no framework, no CSS file.

export interface DevClientOptions {
  endpoint: string;
  server: string;
}

/** The inline script of every page of a watch session. It carries no build number: after an edit
 *  only the pages that changed are rendered again, so a page cannot know which build it is from. */
export function devScript(options: DevClientOptions): string {
  return `(${devClient.toString()})(${JSON.stringify(options).replace(/</g, '\\u003c')});`;
}

export function devClient(o: DevClientOptions): void {
  // Client-side navigation may run the script again: one connection per tab is enough.
  const w = window as unknown as { __docsgenDev?: boolean };
  if (w.__docsgenDev || typeof EventSource === 'undefined') return;
  w.__docsgenDev = true;
  const OVERLAY = 'docsgen-error-overlay';

  const hide = () => document.getElementById(OVERLAY)?.remove();
  const show = (
    text: string,
    heading = 'Build failed',
    advice = 'Fix the file and save: this page reloads by itself. Until then the server keeps serving the last good build. Esc hides this message.',
  ) => {
    hide();
    const el = (tag: string, css: string, text?: string) => {
      const e = document.createElement(tag);
      e.style.cssText = css;
      if (text !== undefined) e.textContent = text;
      return e;
    };
    const root = el(
      'div',
      'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:5vh 4vw;background:rgba(15,16,20,.78);font:15px/1.5 system-ui,sans-serif;text-align:left',
    );
    root.id = OVERLAY;
    // A build's message goes when a good build is announced; an island's stays until closed.
    root.dataset.kind = heading === 'Build failed' ? 'build' : 'island';
    root.setAttribute('role', 'alertdialog');
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-labelledby', `${OVERLAY}-title`);
    const box = el(
      'div',
      'max-width:60rem;margin:0 auto;padding:1.25rem 1.5rem;border-radius:8px;border-top:6px solid #e5484d;background:#1c1d22;color:#f1f1f3;box-shadow:0 12px 40px rgba(0,0,0,.45)',
    );
    const title = el('h2', 'margin:0 0 .75rem;font-size:1.25rem;color:#ff8f8f', heading);
    title.id = `${OVERLAY}-title`;
    const pre = el(
      'pre',
      'margin:0;padding:1rem;overflow:auto;white-space:pre-wrap;word-break:break-word;border-radius:6px;background:#111216;color:#f1f1f3;font:13.5px/1.55 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace',
      text,
    );
    const note = el('p', 'margin:.9rem 0 0;color:#b9bac2', advice);
    const close = el(
      'button',
      'float:right;margin:-.25rem -.5rem 0 0;padding:.25rem .6rem;border:1px solid #55565f;border-radius:4px;background:transparent;color:#f1f1f3;font:inherit;cursor:pointer',
      'Close',
    );
    close.setAttribute('type', 'button');
    close.addEventListener('click', hide);
    box.append(close, title, pre, note);
    root.append(box);
    document.body.append(root);
    close.focus();
  };
  addEventListener('keydown', (e) => {
    if (e.key === 'Escape') hide();
  });

  const source = new EventSource(o.endpoint);
  // The build the page was served after: the first greeting tells it (pages are rendered fresh
  // on request, so a page is never older than the build current when it loaded).
  let seen: number | undefined;
  source.addEventListener('hello', (e) => {
    const s = JSON.parse((e as MessageEvent<string>).data) as { server: string; generation: number; error?: string };
    const missed = seen !== undefined && s.generation > seen;
    seen ??= s.generation;
    if (s.error) show(s.error);
    // A page from an earlier server reloads once this server has built (generation 0: building);
    // after a lost connection, a page reloads when a build finished meanwhile.
    else if ((s.server !== o.server && s.generation > 0) || missed) location.reload();
    else if (document.getElementById(OVERLAY)?.dataset.kind === 'build') hide();
  });
  source.addEventListener('reload', () => location.reload());
  // An island's hydration mismatch or error, from the islands runtime (ISLAND_WARNING_EVENT in
  // theme/shared/island-markup.ts, which this self-contained function cannot reach).
  document.addEventListener('docsgen:island-warning', (e) =>
    show(
      (e as CustomEvent<{ message: string }>).detail.message,
      'Island warning',
      'The page still works: the island was rendered again in the browser, or kept its server HTML. Make its first render in the browser the same as on the server (read window, dates or random values in an effect), then save. Esc hides this message.',
    ),
  );
  source.addEventListener('build-error', (e) => show((JSON.parse((e as MessageEvent<string>).data) as { text: string }).text));
}
