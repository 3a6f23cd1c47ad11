import path from 'node:path';
import { type CategorySlug } from '#shared/blog-categories.ts';
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
  /** Up to `count` other posts: same category first, then the most recent. */
  related(post: Post, count: number): Post[];
}

/** The posts of both languages as the site reads them: sorted newest first, looked up by slug and category. */
export function indexBlog(byLang: Record<Lang, Post[]>): Blog {
  for (const lang of languages) byLang[lang].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

  return {
    posts: (lang) => byLang[lang],
    find: (lang, slug) => byLang[lang].find((post) => post.slug === slug),
    inCategory: (lang, category) => byLang[lang].filter((post) => post.category === category),
    related: (post, count) => {
      const others = byLang[post.lang].filter((other) => other.slug !== post.slug);
      const same = others.filter((other) => other.category === post.category);
      return [...same, ...others.filter((other) => other.category !== post.category)].slice(0, count);
    },
  };
}
