import { type ComponentProps } from 'react';
import * as contactReveal from '#client/islands/contact-reveal.tsx';
import * as cookieConsent from '#client/islands/cookie-consent.tsx';
import * as cookieSettingsButton from '#client/islands/cookie-settings-button.tsx';
import * as languageMenu from '#client/islands/language-menu.tsx';
import * as mobileMenu from '#client/islands/mobile-menu.tsx';
import * as scrollToTop from '#client/islands/scroll-to-top.tsx';
import * as themeToggle from '#client/islands/theme-toggle.tsx';

/**
 * The one registry of islands, read by both sides: the browser loads an island's module to hydrate it
 * (client/entry.tsx), the server loads every module once at start to render them (server/island.tsx), and
 * the build maps each to its chunk (scripts/build.ts). An island's module is client/islands/<name>.tsx.
 *
 * Those in the header and footer of every page are bundled with the hydration code: one
 * request and one module instead of seven (each script request and module costs main-thread time on a slow
 * phone). Those of a single page load on demand, each as its own small chunk.
 */
export const islandLoaders = {
  'theme-toggle': () => Promise.resolve(themeToggle),
  'language-menu': () => Promise.resolve(languageMenu),
  'mobile-menu': () => Promise.resolve(mobileMenu),
  'contact-reveal': () => Promise.resolve(contactReveal),
  'cookie-consent': () => Promise.resolve(cookieConsent),
  'cookie-settings-button': () => Promise.resolve(cookieSettingsButton),
  'scroll-to-top': () => Promise.resolve(scrollToTop),
  'go-back': () => import('#client/islands/go-back.tsx'),
  'faq-accordion': () => import('#client/islands/faq-accordion.tsx'),
  'contact-form': () => import('#client/islands/contact-form.tsx'),
  'salary-tool': () => import('#client/islands/salary-tool.tsx'),
  'vat-tool': () => import('#client/islands/vat-tool.tsx'),
  'profit-tool': () => import('#client/islands/profit-tool.tsx'),
  'withholding-tool': () => import('#client/islands/withholding-tool.tsx'),
};

export type IslandName = keyof typeof islandLoaders;
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof islandLoaders)[N]>>['default']
>;

export const islandNames = Object.keys(islandLoaders) as IslandName[];

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === 'string' && Object.hasOwn(islandLoaders, value);
}

/** The props as the server writes them into the island's data-props attribute. */
export function writeIslandProps<N extends IslandName>(_name: N, props: IslandProps<N>): string {
  return JSON.stringify(props);
}

/**
 * The props back in the browser. The attribute was written by writeIslandProps for this very island, in
 * the same build, so the JSON has the island's props type.
 */
export function readIslandProps<N extends IslandName>(_name: N, json: string | undefined): IslandProps<N> {
  return JSON.parse(json ?? '{}') as IslandProps<N>;
}
