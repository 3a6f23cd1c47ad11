import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isIslandName, islandLoaders } from './islands/registry';
import { initSettings } from './settings-store';

/** Resolves in a new task, so the browser can paint and handle input in between (setTimeout's own queue). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Finds the islands the server marked and hydrates each one; the rest of the page stays plain HTML. One
 * island per task, so hydrating a whole page never blocks a slow phone in one go. Each hydrated island is
 * marked and told, so that client/boot.ts can replay a click it held back.
 */
async function hydrateIslands(): Promise<void> {
  initSettings();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    await nextTask();
    const { default: component } = await islandLoaders[name]();
    // The props were serialised by the server for this very component (see server/island.tsx).
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    hydrateRoot(element, createElement(component as ComponentType<object>, props), {
      onRecoverableError: (error) => console.error('island hydration', name, error),
    });
    element.setAttribute('data-hydrated', '');
    element.dispatchEvent(new Event('island-hydrated'));
  }
}

void hydrateIslands();
