import { type ComponentProps } from 'react';
import * as contactReveal from './contact-reveal';
import * as cookieConsent from './cookie-consent';
import * as cookieSettingsButton from './cookie-settings-button';
import * as languageMenu from './language-menu';
import * as mobileMenu from './mobile-menu';
import * as scrollToTop from './scroll-to-top';
import * as themeToggle from './theme-toggle';

/**
 * Every island. Those in the header and footer of every page are bundled with the hydration code: one
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
  'go-back': () => import('./go-back'),
  'faq-accordion': () => import('./faq-accordion'),
  'contact-form': () => import('./contact-form'),
  'salary-tool': () => import('./salary-tool'),
  'vat-tool': () => import('./vat-tool'),
  'profit-tool': () => import('./profit-tool'),
};

export type IslandName = keyof typeof islandLoaders;
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof islandLoaders)[N]>>['default']
>;

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === 'string' && Object.hasOwn(islandLoaders, value);
}
