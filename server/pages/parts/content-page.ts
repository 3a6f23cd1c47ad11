import { type ReactElement } from 'react';
import { type Thing, type WithContext } from 'schema-dts';
import { breadcrumbTrail } from '#shared/breadcrumbs.ts';
import { type PageContext, type PageResult } from '#server/page-types.ts';
import { crumbNames } from '#server/pages/crumb-names.ts';

/**
 * A page answered 200 with its own title and description, its crumbs from the route table, a body and, where
 * the page has them, its structured data (a page of questions: FAQPage).
 */
export function contentPage(
  { t, match }: Pick<PageContext, 't' | 'match'>,
  meta: { title: string; description: string },
  body: ReactElement,
  structuredData?: Array<WithContext<Thing>>,
): PageResult {
  return {
    kind: 'page',
    status: 200,
    head: { title: meta.title, description: meta.description },
    breadcrumbs: breadcrumbTrail(match, crumbNames(t)),
    ...(structuredData ? { structuredData } : {}),
    body,
  };
}
