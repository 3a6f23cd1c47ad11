import { type ComponentProps } from 'react';

/** Every island, loaded on demand: each becomes its own small chunk of the client bundle. */
export const islandLoaders = {
  'theme-toggle': () => import('./theme-toggle'),
  'language-menu': () => import('./language-menu'),
  'mobile-menu': () => import('./mobile-menu'),
  'go-back': () => import('./go-back'),
  'contact-reveal': () => import('./contact-reveal'),
  'cookie-consent': () => import('./cookie-consent'),
  'cookie-settings-button': () => import('./cookie-settings-button'),
  'scroll-to-top': () => import('./scroll-to-top'),
  'faq-accordion': () => import('./faq-accordion'),
  'contact-form': () => import('./contact-form'),
};

export type IslandName = keyof typeof islandLoaders;
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof islandLoaders)[N]>>['default']>;

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === 'string' && Object.hasOwn(islandLoaders, value);
}
