// Hide-on-scroll navbar (when configured): hides while scrolling down, shows when scrolling up.
export function initHideOnScroll(): void {
  const nav = document.querySelector<HTMLElement>('.navbar-hideable');
  if (!nav) return;
  let last = scrollY;
  addEventListener(
    'scroll',
    () => {
      const y = scrollY;
      nav.classList.toggle('navbar-hidden', y > last && y > nav.offsetHeight);
      last = y;
    },
    { passive: true },
  );
}

/** A navbar whose items do not fit its width collapses them into the drawer (the mobile menu), as
 *  the mobile layout does, instead of squeezing them; measured again on every resize. */
export function initNavbarFit(): void {
  const inner = document.querySelector<HTMLElement>('.navbar-inner');
  if (!inner) return;
  const root = document.documentElement;
  const fit = () => {
    root.classList.remove('navbar-collapsed');
    if (inner.scrollWidth > inner.clientWidth + 1) root.classList.add('navbar-collapsed');
    else if (document.body.classList.contains('sidebar-open') && matchMedia('(min-width: 997px)').matches) {
      // The drawer it opened is gone with it.
      document.body.classList.remove('sidebar-open');
      document.querySelector('.sidebar-toggle')?.setAttribute('aria-expanded', 'false');
    }
  };
  let queued = false;
  addEventListener('resize', () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      fit();
    });
  });
  fit();
}
