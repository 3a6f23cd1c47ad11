import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Lang, languages } from '#shared/languages.ts';
import { type Blog, type Post, blogDir, indexBlog } from './blog';

/**
 * The blog as the build read it (scripts/build.ts): front matter checked, Markdown turned into HTML. The
 * server starts from it, so the YAML and Markdown parsers are never loaded in the serving process
 * (~2 MB of memory, docs/decisions/005-memory.md); it reads the Markdown itself only when the posts changed
 * after the build (an edit and a restart without `npm run build`).
 */
export const compiledBlogPath = path.resolve('dist/server/blog.json');

interface CompiledBlog {
  /** contentDigest() of the posts it was compiled from. */
  digest: string;
  posts: Record<Lang, Post[]>;
}

/** A digest of every file under the blog folder, names and bytes: any edit changes it. */
export function contentDigest(dir: string = blogDir): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(`${path.relative(dir, file)}\0`).update(readFileSync(file));
  return hash.digest('base64url');
}

export function writeCompiledBlog(blog: Blog, file: string = compiledBlogPath, dir: string = blogDir): void {
  const posts = Object.fromEntries(languages.map((lang) => [lang, blog.posts(lang)])) as Record<Lang, Post[]>;
  const compiled: CompiledBlog = { digest: contentDigest(dir), posts };
  writeFileSync(file, JSON.stringify(compiled));
}

/** The compiled blog, if there is one and the posts have not changed since. */
export function readCompiledBlog(file: string = compiledBlogPath, dir: string = blogDir): Blog | undefined {
  if (!existsSync(file)) return undefined;
  const compiled = JSON.parse(readFileSync(file, 'utf8')) as CompiledBlog;
  return compiled.digest === contentDigest(dir) ? indexBlog(compiled.posts) : undefined;
}

/** The blog a starting server serves: compiled by the build, or else read from the Markdown now. */
export async function startingBlog(onMarkdown: () => void): Promise<Blog> {
  const compiled = readCompiledBlog();
  if (compiled) return compiled;
  onMarkdown();
  const { loadBlog } = await import('./load-blog');
  return loadBlog();
}
