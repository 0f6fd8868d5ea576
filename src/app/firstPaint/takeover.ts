/**
 * Hands the screen from the first screen of index.html (drawn at build time) to the app: the
 * shell stays until the app has drawn its own frame into `container`, and leaves in the same task,
 * before the browser paints again, so there is never an empty or doubled frame.
 */
export function handOver(container: HTMLElement, doc: Document = document): void {
  const shell = doc.getElementById('first-paint');
  if (!shell) return;
  const finish = () => {
    shell.remove();
    doc.querySelectorAll('style[data-first-paint-style]').forEach((style) => style.remove());
    doc.documentElement.removeAttribute('data-landing');
  };
  if (container.firstElementChild) {
    finish();
    return;
  }
  // Mutation records are delivered as a microtask, i.e. after React's commit and before paint.
  const observer = new MutationObserver(() => {
    if (!container.firstElementChild) return;
    observer.disconnect();
    finish();
  });
  observer.observe(container, { childList: true });
}
