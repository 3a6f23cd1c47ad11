import { Calendar, Clock } from 'lucide-react';
import { type Dictionary } from '#content/i18n/index.ts';
import { formatDate } from '#shared/format-date.ts';
import { type Post } from '#server/blog/blog.ts';
import { countOf } from '#shared/plural.ts';

/** Date and reading time of a post. */
export function PostMeta({ post, t }: { post: Post; t: Dictionary }) {
  return (
    <p className="post-meta">
      <span>
        <Calendar aria-hidden="true" size={16} />
        <time dateTime={post.date}>{formatDate(post.lang, post.date)}</time>
      </span>
      <span>
        <Clock aria-hidden="true" size={16} />
        {countOf(post.lang, post.readTime, t.blog.minRead)}
      </span>
    </p>
  );
}

export function CategoryBadge({ post, t, href }: { post: Post; t: Dictionary; href: string }) {
  return (
    <a className="category-badge" href={href}>
      {t.blog.categories[post.category]}
    </a>
  );
}
