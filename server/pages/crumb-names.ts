import { type Messages } from '../../content/i18n';

/** The dictionary's names for breadcrumbs. */
export function crumbNames(t: Messages) {
  return { home: t.nav.home, pages: t.pageNames };
}
