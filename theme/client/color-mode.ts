// Colour mode: light, dark or system; stored under localStorage "theme"; `system` follows the OS
// live; a change in one tab applies in the others (storage event).
type Choice = 'light' | 'dark' | 'system';
const ORDER: Choice[] = ['light', 'dark', 'system'];
const media = matchMedia('(prefers-color-scheme: dark)');

function stored(): Choice {
  let v: string | null = null;
  try {
    v = localStorage.getItem('theme');
  } catch {
    /* storage disabled: fall back to the page's default */
  }
  return v === 'light' || v === 'dark' || v === 'system' ? v : ((document.documentElement.dataset.themeChoice as Choice) ?? 'dark');
}

function apply(choice: Choice): void {
  const root = document.documentElement;
  const mode = choice === 'system' ? (media.matches ? 'dark' : 'light') : choice;
  root.dataset.theme = mode;
  root.dataset.themeChoice = choice;
  root.style.colorScheme = mode;
  const label = `Colour mode: ${choice === 'system' ? `system (${mode})` : choice} (click to switch)`;
  for (const b of document.querySelectorAll<HTMLButtonElement>('.color-mode-toggle')) {
    b.setAttribute('aria-label', label);
    b.title = label;
  }
  document.dispatchEvent(new CustomEvent('docsgen:theme', { detail: mode }));
}

export function initColorMode(): void {
  apply(stored());
  document.addEventListener('click', (e) => {
    const button = (e.target as Element).closest('.color-mode-toggle');
    if (!button) return;
    const next = ORDER[(ORDER.indexOf(stored()) + 1) % ORDER.length];
    try {
      localStorage.setItem('theme', next);
    } catch {
      /* not persisted, still applied */
    }
    apply(next);
  });
  media.addEventListener('change', () => {
    if (stored() === 'system') apply('system');
  });
  addEventListener('storage', (e) => {
    if (e.key === 'theme') apply(stored());
  });
}
