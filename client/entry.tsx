import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isIslandName, islandLoaders } from './islands/registry';
import { initSettings } from './settings-store';

/** Finds the islands the server marked and hydrates each one; the rest of the page stays plain HTML. */
function hydrateIslands(): void {
  initSettings();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    // The props were serialised by the server for this very component (see server/island.tsx).
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    const hydrate = () =>
      islandLoaders[name]().then(({ default: component }) => {
        hydrateRoot(element, createElement(component as ComponentType<object>, props), {
          onRecoverableError: (error) => console.error('island hydration', name, error),
        });
      });
    if (element.dataset.hydrate === 'idle' && 'requestIdleCallback' in window) requestIdleCallback(() => void hydrate());
    else void hydrate();
  }
}

hydrateIslands();
