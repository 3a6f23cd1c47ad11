import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { type Lang, languages } from '#shared/languages.ts';
import { type Blog, type Post, blogDir, indexBlog } from './blog';
import { type CoverImages, coverHash, coverImages } from './cover-images';
import { frontMatterSchema } from './front-matter';
import { countWords, renderMarkdown } from './markdown';

/** A content problem that must stop the build or the start, naming the file and the field. */
export class BlogContentError extends Error {}

function splitFrontMatter(file: string, source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new BlogContentError(`${file}: front matter missing (the file must start with a "---" block)`);
  try {
    return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
  } catch (error) {
    throw new BlogContentError(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
}

/** The blog's shared cover, for posts that bring no drawing of their own. */
export const defaultCoverName = 'default-cover.svg';

function coverSource(dir: string, slug: string, named: string | undefined, file: string): string {
  if (named) {
    const source = path.join(dir, slug, named);
    if (!existsSync(source))
      throw new BlogContentError(`${file}: cover: ${named} not found in ${path.join(dir, slug)}`);
    return source;
  }
  const own = path.join(dir, slug, 'cover.svg');
  return existsSync(own) ? own : path.join(dir, defaultCoverName);
}

function readPost(dir: string, slug: string, lang: Lang): Post {
  const file = path.join(dir, slug, `${lang}.md`);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    throw new BlogContentError(`${file}: missing (every post needs ${languages.map((l) => `${l}.md`).join(' and ')})`);
  }
  const { data, body } = splitFrontMatter(file, source);
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`,
    );
    throw new BlogContentError(`${file}: invalid front matter: ${problems.join('; ')}`);
  }
  let html: string;
  try {
    html = renderMarkdown(body, file);
  } catch (error) {
    throw new BlogContentError(error instanceof Error ? error.message : String(error));
  }
  const { cover: coverName, ...fields } = result.data;
  const drawing = coverSource(dir, slug, coverName, file);
  let svg: Buffer;
  try {
    svg = readFileSync(drawing);
  } catch {
    throw new BlogContentError(`${drawing}: missing cover`);
  }
  const cover: CoverImages = coverImages(slug, coverHash(svg));
  return { ...fields, slug, lang, html, words: countWords(body), cover, coverSource: drawing };
}

/** Fields both languages of a post must agree on. */
const shared = ['id', 'date', 'category', 'author', 'coverSource'] as const;

/** Reads, validates and indexes every post under `dir` (one folder per slug: en.md, sq.md, cover.svg). */
export function loadBlog(dir: string = blogDir): Blog {
  const slugs = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const byLang: Record<Lang, Post[]> = { en: [], sq: [] };
  const ids = new Map<number, string>();
  for (const slug of slugs) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      throw new BlogContentError(
        `${path.join(dir, slug)}: folder name must be a slug (lowercase letters, digits, hyphens)`,
      );
    }
    const [en, sq] = [readPost(dir, slug, 'en'), readPost(dir, slug, 'sq')];
    for (const field of shared) {
      if (en[field] !== sq[field]) {
        throw new BlogContentError(
          `${path.join(dir, slug, 'sq.md')}: ${field} differs from en.md (${String(sq[field])} vs ${String(en[field])})`,
        );
      }
    }
    const clash = ids.get(en.id);
    if (clash) throw new BlogContentError(`${path.join(dir, slug, 'en.md')}: id ${en.id} is already used by ${clash}`);
    ids.set(en.id, slug);
    byLang.en.push(en);
    byLang.sq.push(sq);
  }
  return indexBlog(byLang);
}
