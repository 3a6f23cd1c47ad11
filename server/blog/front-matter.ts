import * as z from 'zod/mini';
import { trimmedString, wholeNumber } from '#server/zod.ts';
import { site } from '#content/site.ts';
import { categorySlugs } from '#shared/blog-categories.ts';

const authorIds = Object.keys(site.authors) as [keyof typeof site.authors, ...Array<keyof typeof site.authors>];

const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-mm-dd'),
  z.refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'is not a real date',
  ),
);

/** The front matter every post file must carry; unknown keys are mistakes too. */
export const frontMatterSchema = z.strictObject({
  id: z.int().check(z.positive()),
  title: trimmedString(10, 160),
  excerpt: trimmedString(60, 300),
  date: isoDate,
  category: z.enum(categorySlugs),
  tags: z.array(trimmedString(2, 60)).check(z.minLength(1), z.maxLength(8)),
  readTime: wholeNumber(1, 60),
  /** The cover drawing in the post's folder; without it, cover.svg there, else the blog's default cover. */
  cover: z.optional(
    z.string().check(z.regex(/^[a-z0-9-]+\.svg$/, 'must be an SVG file name in the post folder, e.g. cover.svg')),
  ),
  coverAlt: trimmedString(10, 300),
  author: z.enum(authorIds),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
