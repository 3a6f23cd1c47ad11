/**
 * The one script a page loads, small on purpose: it waits for the first paint, so that on a slow connection
 * the HTML and the stylesheet have the bandwidth to themselves, then loads React with the hydration code and
 * the widgets (client/entry.tsx). Nothing waits for it: every widget already works as plain HTML (links,
 * <details>, forms).
 */
function afterFirstPaint(callback: () => void): void {
  // A frame callback runs just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(callback, 0));
}

afterFirstPaint(() => void import('./entry'));
