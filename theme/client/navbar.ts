// Hide-on-scroll navbar (when configured): hides while scrolling down, shows when scrolling up.
export function initHideOnScroll(): void {
  const nav = document.querySelector<HTMLElement>('.navbar-hideable');
  if (!nav) return;
  let last = scrollY;
  addEventListener('scroll', () => {
    const y = scrollY;
    nav.classList.toggle('navbar-hidden', y > last && y > nav.offsetHeight);
    last = y;
  }, { passive: true });
}
