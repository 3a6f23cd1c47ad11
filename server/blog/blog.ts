import path from 'node:path';
import { type CategorySlug, categorySlugs } from '#shared/blog-categories.ts';
import { type Lang, languages } from '#shared/languages.ts';
import { type CoverImages } from './cover-images';
import { type FrontMatter } from './front-matter';

/** Where the posts are written: one folder per slug (en.md, sq.md, an optional cover.svg). */
export const blogDir = path.resolve('content/blog');

export interface Post extends Omit<FrontMatter, 'cover'> {
  slug: string;
  lang: Lang;
  /** The SVG the cover rasters are made from (scripts/build-covers.ts). */
  coverSource: string;
  /** The article body as HTML. */
  html: string;
  words: number;
  cover: CoverImages;
}

export interface Blog {
  /** Posts of a language, newest first. */
  posts(lang: Lang): Post[];
  find(lang: Lang, slug: string): Post | undefined;
  inCategory(lang: Lang, category: CategorySlug): Post[];
  /** The categories that have a post in the language, in their fixed order: an empty one is never offered. */
  categories(lang: Lang): CategorySlug[];
  /**
   * Up to `count` other posts, the most related first: two points for the same category, one for each shared
   * tag; posts that share nothing fill the rest, newest first.
   */
  related(post: Post, count: number): Post[];
}

function relatedness(post: Post, other: Post): number {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  const shared = other.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
  return (other.category === post.category ? 2 : 0) + shared;
}

/** The posts of both languages as the site reads them: sorted newest first, looked up by slug and category. */
export function indexBlog(byLang: Record<Lang, Post[]>): Blog {
  for (const lang of languages) byLang[lang].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

  return {
    posts: (lang) => byLang[lang],
    find: (lang, slug) => byLang[lang].find((post) => post.slug === slug),
    inCategory: (lang, category) => byLang[lang].filter((post) => post.category === category),
    categories: (lang) => categorySlugs.filter((category) => byLang[lang].some((post) => post.category === category)),
    related: (post, count) =>
      byLang[post.lang]
        .filter((other) => other.slug !== post.slug)
        .map((other) => ({ other, score: relatedness(post, other) }))
        // A stable sort: among equals the newer post stays first.
        .sort((a, b) => b.score - a.score)
        .slice(0, count)
        .map(({ other }) => other),
  };
}
