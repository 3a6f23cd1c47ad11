import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type IslandName, isIslandName, islandLoaders } from './islands/registry';
import { initSettings } from './settings-store';

/** Resolves in a new task, so the browser can paint and handle input in between (setTimeout's own queue). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function hydrate(element: HTMLElement, name: IslandName): Promise<void> {
  const { default: component } = await islandLoaders[name]();
  // The props were serialised by the server for this very component (see server/island.tsx).
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  hydrateRoot(element, createElement(component as ComponentType<object>, props), {
    onRecoverableError: (error) => console.error('island hydration', name, error),
  });
}

/**
 * Finds the islands the server marked and hydrates each one; the rest of the page stays plain HTML. One
 * island per task: a page's worth of hydration in one go would block a slow phone for a noticeable moment.
 */
async function hydrateIslands(): Promise<void> {
  initSettings();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    if (element.dataset.hydrate === 'idle' && 'requestIdleCallback' in window) {
      requestIdleCallback(() => void hydrate(element, name));
      continue;
    }
    await nextTask();
    await hydrate(element, name);
  }
}

void hydrateIslands();
