import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blogDir } from '#server/blog/blog.ts';
import { readCompiledBlog, writeCompiledBlog } from '#server/blog/compiled-blog.ts';
import { loadBlog } from '#server/blog/load-blog.ts';
import { languages } from '#shared/languages.ts';

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compiled-blog-'));
  cpSync(blogDir, path.join(dir, 'blog'), { recursive: true });
  file = path.join(dir, 'blog.json');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the blog compiled by the build', () => {
  it('gives the server the posts the Markdown gives, in the same order', () => {
    const fromMarkdown = loadBlog(path.join(dir, 'blog'));
    writeCompiledBlog(fromMarkdown, file, path.join(dir, 'blog'));
    const compiled = readCompiledBlog(file, path.join(dir, 'blog'));
    for (const lang of languages) expect(compiled?.posts(lang)).toEqual(fromMarkdown.posts(lang));
    const [post] = fromMarkdown.posts('sq');
    if (!post) throw new Error('the blog has no posts');
    expect(compiled?.find('sq', post.slug)?.html).toBe(post.html);
    expect(compiled?.related(post, 3).map((other) => other.slug)).toEqual(
      fromMarkdown.related(post, 3).map((other) => other.slug),
    );
  });

  it('is set aside when a post changed after the build, so the edit shows after a restart', () => {
    writeCompiledBlog(loadBlog(path.join(dir, 'blog')), file, path.join(dir, 'blog'));
    const [slug] = loadBlog(path.join(dir, 'blog')).posts('sq');
    if (!slug) throw new Error('the blog has no posts');
    const post = path.join(dir, 'blog', slug.slug, 'sq.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace(/\n$/, '\n\nNjë paragraf i ri.\n'));
    expect(readCompiledBlog(file, path.join(dir, 'blog'))).toBeUndefined();
  });

  it('is absent before the first build', () => {
    expect(readCompiledBlog(path.join(dir, 'none.json'), path.join(dir, 'blog'))).toBeUndefined();
  });

  it('leaves the YAML and Markdown parsers out of the server bundle: a chunk loads them when needed', () => {
    const entry = readFileSync('dist/server/index.js', 'utf8');
    expect(entry).not.toMatch(/from "(yaml|marked)"/);
    const chunks = readdirSync('dist/server/chunks').filter((name) => name.endsWith('.js'));
    const reader = chunks.filter((name) =>
      /from "yaml"/.test(readFileSync(path.join('dist/server/chunks', name), 'utf8')),
    );
    expect(reader).toEqual([expect.stringMatching(/^load-blog-/)]);
  });
});
