import { z } from 'zod';
import { site } from '../../content/site';
import { categorySlugs } from '../../shared/blog-categories';

const authorIds = Object.keys(site.authors) as [keyof typeof site.authors, ...Array<keyof typeof site.authors>];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-mm-dd')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'is not a real date',
  );

/** The front matter every post file must carry; unknown keys are mistakes too. */
export const frontMatterSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().trim().min(10).max(160),
  excerpt: z.string().trim().min(60).max(300),
  date: isoDate,
  category: z.enum(categorySlugs),
  tags: z.array(z.string().trim().min(2).max(60)).min(1).max(8),
  readTime: z.number().int().min(1).max(60),
  /** The cover drawing in the post's folder; without it, cover.svg there, else the blog's default cover. */
  cover: z
    .string()
    .regex(/^[a-z0-9-]+\.svg$/, 'must be an SVG file name in the post folder, e.g. cover.svg')
    .optional(),
  coverAlt: z.string().trim().min(10).max(300),
  author: z.enum(authorIds),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
