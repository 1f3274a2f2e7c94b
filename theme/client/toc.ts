// Highlights the table-of-contents entry of the section being read.
let observer: IntersectionObserver | undefined;

export function initToc(root: ParentNode): void {
  observer?.disconnect();
  const links = new Map<string, HTMLElement>();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('.toc-link')) links.set(decodeURIComponent(a.hash.slice(1)), a);
  if (links.size === 0) return;
  const headings = [...root.querySelectorAll<HTMLElement>('.markdown h2[id], .markdown h3[id]')].filter((h) => links.has(h.id));
  const visible = new Set<string>();
  observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target.id);
        else visible.delete(e.target.id);
      }
      const current = headings.find((h) => visible.has(h.id)) ?? headings.filter((h) => h.getBoundingClientRect().top < 80).pop();
      for (const [id, a] of links) a.classList.toggle('active', id === current?.id);
    },
    { rootMargin: '-60px 0px -55% 0px' },
  );
  for (const h of headings) observer.observe(h);
}
