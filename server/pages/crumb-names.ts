import { type Dictionary } from '#content/i18n/index.ts';

/** The dictionary's names for breadcrumbs. */
export function crumbNames(t: Dictionary) {
  return { home: t.nav.home, pages: t.pageNames };
}
