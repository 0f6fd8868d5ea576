/**
 * Asks for a picture before the element that shows it is drawn, at high priority, so it is in
 * the browser's cache when that element appears (a CSS background is only asked for then).
 */
export function warmImage(url: string): void {
  if (!url || typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
