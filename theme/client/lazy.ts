// Loading a lazily loaded part (mermaid, the search chunk): a spinner if it takes longer than
// 200 ms, and on failure an error text with a Retry button that tries again.
/** `loader` gets the attempt number: browsers cache a failed module import by URL, so a retry
 *  must ask for a different URL (for example with `?retry=1`). */
export async function loadWithFeedback<T>(
  host: HTMLElement,
  what: string,
  loader: (attempt: number) => Promise<T>,
  attempt = 0,
): Promise<T | undefined> {
  const spinner = document.createElement('div');
  spinner.className = 'lazy-spinner';
  spinner.setAttribute('role', 'status');
  spinner.innerHTML = `<span class="spinner" aria-hidden="true"></span><span>Loading ${what}…</span>`;
  const t = setTimeout(() => host.append(spinner), 200);
  try {
    return await loader(attempt);
  } catch (e) {
    clearTimeout(t);
    spinner.remove();
    const box = document.createElement('div');
    box.className = 'lazy-error';
    box.setAttribute('role', 'alert');
    box.innerHTML = `<p>Could not load ${what}: <span class="lazy-error-message"></span></p><button type="button" class="lazy-retry">Retry</button>`;
    box.querySelector('.lazy-error-message')!.textContent = (e as Error).message;
    host.append(box);
    return await new Promise<T | undefined>((resolve) => {
      box.querySelector('button')!.addEventListener('click', async () => {
        box.remove();
        resolve(await loadWithFeedback(host, what, loader, attempt + 1));
      });
    });
  } finally {
    clearTimeout(t);
    spinner.remove();
  }
}
