// A thin top progress bar with nprogress' behaviour (minimum 0.08, 200 ms steps, no spinner).
const MIN = 0.08;
const SPEED = 200;
let value: number | undefined;
let timer: number | undefined;

function bar(): HTMLElement | null {
  return document.querySelector('.page-progress');
}

function set(n: number): void {
  value = Math.min(Math.max(n, MIN), 1);
  const el = bar();
  if (!el) return;
  el.style.opacity = '1';
  el.style.width = `${value * 100}%`;
}

export function startProgress(): void {
  set(MIN);
  clearInterval(timer);
  timer = window.setInterval(() => {
    if (value === undefined || value >= 0.994) return;
    set(value + (1 - value) * 0.08 * Math.random() + 0.005);
  }, SPEED);
}

export function doneProgress(): void {
  if (value === undefined) return;
  clearInterval(timer);
  set(1);
  setTimeout(() => {
    const el = bar();
    if (el) {
      el.style.opacity = '0';
      setTimeout(() => {
        el.style.width = '0';
      }, SPEED);
    }
    value = undefined;
  }, SPEED);
}
