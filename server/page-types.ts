import { type ReactElement } from 'react';
import { type Thing, type WithContext } from 'schema-dts';
import { type Dictionary } from '#content/i18n/index.ts';
import { type Crumb } from '#shared/breadcrumbs.ts';
import { type ContactField, type ContactFormValues, type FieldError } from '#shared/contact-fields.ts';
import { type Blog } from './blog/blog';
import { type Config } from './config';
import { type SearchIndex } from './search/search-index';
import { type Lang } from '#shared/languages.ts';
import { type PageId, type PageMatch } from '#shared/routes.ts';

export interface HeadData {
  title: string;
  description: string;
  /** Kept out of search results (thank-you, search results, 404). */
  noindex?: boolean;
  /** The canonical page when it is not this one (an unknown blog category is the blog list). */
  canonical?: string;
  keywords?: string;
  /** An RSS feed to advertise (blog pages). */
  feed?: { title: string; path: string };
  /** The sharing image (a 1200×630 card); pages without one get their social card. */
  image?: { path: string; alt: string };
  /** The title on that social card when it is not the page's own: cards are made at build, one per page, so a
   * title that changes with the query (a filtered calendar) shares the page's card. */
  cardTitle?: string;
  /** Open Graph article data (blog posts). */
  article?: { publishedTime: string; modifiedTime: string; author: string; section: string; tags: string[] };
}

export type PageResult =
  | {
      kind: 'page';
      status: number;
      head: HeadData;
      body: ReactElement;
      breadcrumbs: Crumb[];
      /** Page-specific JSON-LD (FAQPage, BlogPosting, Blog…), written after the site-wide blocks. */
      structuredData?: Array<WithContext<Thing>>;
      /** The query the language menu's links carry, when not the request's own (a tool's canonical result). */
      languageSearch?: string;
    }
  | { kind: 'redirect'; status: 301 | 302 | 308; location: string };

/** A rejected contact form, shown again with its values and errors. */
export interface ContactFormState {
  values: ContactFormValues;
  errors: Partial<Record<ContactField, FieldError>>;
  unexpected: boolean;
  /** The message store could not save it: the visitor's words are shown again with other ways to reach us. */
  unavailable?: boolean;
}

export type MatchOf<P extends PageId> = Extract<PageMatch, { page: P }>;

export interface PageContext<M extends PageMatch = PageMatch> {
  lang: Lang;
  t: Dictionary;
  match: M;
  query: URLSearchParams;
  /** The request's time, for pages that show today's date or year. */
  now: Date;
  blog: Blog;
  search: SearchIndex;
  /** Public origin, for absolute links (share links). */
  siteUrl: string;
  /** Visit statistics (ANALYTICS_*), or null: what the privacy page says is measured. */
  analytics: Config['analytics'];
  contactForm?: ContactFormState;
}
