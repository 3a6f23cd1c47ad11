import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isIslandName, islandLoaders, readIslandProps } from '#shared/islands.ts';
import { Committed } from './committed';
import { initSettings } from './settings-store';

/** Resolves in a new task, so the browser can paint and handle input in between (setTimeout's own queue). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Finds the islands the server marked and hydrates each one; the rest of the page stays plain HTML. One
 * island per task, so hydrating a whole page never blocks a slow phone in one go. When all are done (or
 * failed: one broken widget must not hold the others' clicks forever), the page is marked.
 */
async function hydrateIslands(): Promise<void> {
  initSettings();
  const committed: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    await nextTask();
    try {
      const { default: component } = await islandLoaders[name]();
      const props = readIslandProps(name, element.dataset.props);
      committed.push(
        new Promise((resolve) => {
          const onCommit = () => {
            element.setAttribute('data-hydrated', '');
            resolve();
          };
          const island = createElement(component as ComponentType<object>, props);
          hydrateRoot(element, createElement(Committed, { onCommit }, island), {
            onRecoverableError: (error) => console.error('island hydration', name, error),
          });
        }),
      );
    } catch (error) {
      console.error('island failed to load', name, error);
    }
  }
  await Promise.all(committed);
  document.documentElement.setAttribute('data-islands-hydrated', '');
}

/** Every island of the page hydrated: client/boot.ts then replays the clicks it held back. */
export const hydrated = hydrateIslands();
