/**
 * The one script a page loads, small on purpose: it waits for the first paint, so that on a slow connection
 * the HTML and the stylesheet have the bandwidth to themselves, then loads React with the hydration code
 * (client/entry.tsx) and, alongside, the page's widgets. Nothing waits for it: every widget already works
 * as plain HTML (links, <details>, forms).
 */
import { isIslandName, islandLoaders } from './islands/registry';

function afterFirstPaint(callback: () => void): void {
  // A frame callback runs just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(callback, 0));
}

afterFirstPaint(() => {
  // Start fetching the widgets needed at once in parallel with React instead of after it; entry.tsx then
  // finds their modules already loading. Failures surface there, where the island is hydrated.
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (isIslandName(name) && element.dataset.hydrate !== 'idle') islandLoaders[name]().catch(() => undefined);
  }
  void import('./entry');
});
