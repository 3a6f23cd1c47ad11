import { type Dictionary } from '#content/i18n/index.ts';
import { type CategorySlug } from '#shared/blog-categories.ts';
import { formatDate } from '#shared/format-date.ts';
import { type Lang } from '#shared/languages.ts';
import { pluralForm } from '#shared/plural.ts';
import { href } from '#shared/routes.ts';
import { type Blog } from '#server/blog/blog.ts';
import { SearchForm } from '#server/pages/search.tsx';

const recentCount = 5;

/** A category's post count; screen readers hear the noun too, in the form the count selects („1 artikull“). */
function PostCount({ lang, t, count }: { lang: Lang; t: Dictionary; count: number }) {
  return (
    <span className="count">
      {count}
      <span className="visually-hidden"> {pluralForm(lang, count, t.blog.postsLabel)}</span>
    </span>
  );
}

/** Category list (plain links, the selected one marked) and the most recent posts. */
export function BlogSidebar({
  blog,
  lang,
  t,
  selected,
}: {
  blog: Blog;
  lang: Lang;
  t: Dictionary;
  selected: CategorySlug | null;
}) {
  const posts = blog.posts(lang);
  return (
    <aside className="blog-sidebar">
      <div className="sidebar-panel">
        <SearchForm lang={lang} t={t} value="" id="blog-search-query" />
      </div>
      <nav aria-labelledby="blog-categories" className="sidebar-panel">
        <h2 id="blog-categories">{t.blog.categoriesHeading}</h2>
        <ul className="category-list">
          <li>
            <a href={href(lang, 'blog')} aria-current={selected === null ? 'page' : undefined}>
              <span>{t.blog.allCategories}</span>
              <PostCount lang={lang} t={t} count={posts.length} />
            </a>
          </li>
          {blog.categories(lang).map((category) => (
            <li key={category}>
              <a
                href={href(lang, 'blogCategory', { category })}
                aria-current={selected === category ? 'page' : undefined}
              >
                <span>{t.blog.categories[category]}</span>
                <PostCount lang={lang} t={t} count={blog.inCategory(lang, category).length} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="blog-recent" className="sidebar-panel">
        <h2 id="blog-recent">{t.blog.recentHeading}</h2>
        <ul className="recent-list">
          {posts.slice(0, recentCount).map((post) => (
            <li key={post.slug}>
              <a href={href(lang, 'blogArticle', { slug: post.slug })}>{post.title}</a>
              <time dateTime={post.date}>{formatDate(lang, post.date)}</time>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
