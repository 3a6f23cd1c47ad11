import { type Dictionary } from '#content/i18n/index.ts';
import { type CategorySlug, findCategory } from '#shared/blog-categories.ts';
import { breadcrumbTrail } from '#shared/breadcrumbs.ts';
import { type Lang } from '#shared/languages.ts';
import { feedHref, href } from '#shared/routes.ts';
import { blogData } from '#server/blog/blog-structured-data.ts';
import { type Blog, type Post } from '#server/blog/blog.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { cardSpecFor } from '#server/page-cards.ts';
import { crumbNames } from '#server/pages/crumb-names.ts';
import { cardUrl } from '#server/social-cards.ts';
import { Hero } from '#server/pages/parts/hero.tsx';
import { BlogSidebar } from './blog-sidebar';
import { PostCard } from './post-card';
import { format } from '#shared/format.ts';
import { Unsearched } from '#server/search/unsearched.tsx';

export function blogFeed(lang: Lang, t: Dictionary) {
  return { title: t.blog.feedLink, path: feedHref(lang) };
}

function BlogLayout({
  posts,
  blog,
  lang,
  t,
  selected,
}: {
  posts: Post[];
  blog: Blog;
  lang: Lang;
  t: Dictionary;
  selected: CategorySlug | null;
}) {
  return (
    <div className="container blog-layout">
      <Unsearched>
        <div className="post-list">
          {posts.length === 0 ? (
            <p className="empty-state">{t.blog.noPosts}</p>
          ) : (
            posts.map((post, index) => <PostCard key={post.slug} post={post} t={t} priority={index === 0} />)
          )}
        </div>
      </Unsearched>
      {/* The search form, the categories and the latest posts lead to other pages: not the blog's own text. */}
      <Unsearched>
        <BlogSidebar blog={blog} lang={lang} t={t} selected={selected} />
      </Unsearched>
    </div>
  );
}

export function blogListPage({ lang, t, match, blog, siteUrl }: PageContext<MatchOf<'blog'>>): PageResult {
  const p = t.pages.blog;
  return {
    kind: 'page',
    status: 200,
    head: { title: p.title, description: p.description, feed: blogFeed(lang, t) },
    structuredData: [blogData(lang, t, blog.posts(lang), siteUrl, href(lang, 'blog'))],
    breadcrumbs: breadcrumbTrail(match, crumbNames(t)),
    body: (
      <>
        <Hero heading={p.heading} text={p.intro} />
        <BlogLayout posts={blog.posts(lang)} blog={blog} lang={lang} t={t} selected={null} />
      </>
    ),
  };
}

/** Posts of one category (matched case-insensitively); an unknown category shows every post. */
export function blogCategoryPage({ lang, t, match, blog, siteUrl }: PageContext<MatchOf<'blogCategory'>>): PageResult {
  const p = t.pages.blog;
  const category = findCategory(match.params.category);
  if (!category) {
    return {
      kind: 'page',
      status: 200,
      // Same list as the blog page: kept out of the index so it is no duplicate, and pointed at the original.
      head: {
        title: p.title,
        description: p.description,
        noindex: true,
        canonical: href(lang, 'blog'),
        feed: blogFeed(lang, t),
      },
      breadcrumbs: breadcrumbTrail(match, crumbNames(t), t.blog.allCategories),
      body: (
        <>
          <Hero heading={p.heading} text={p.intro} />
          <BlogLayout posts={blog.posts(lang)} blog={blog} lang={lang} t={t} selected={null} />
        </>
      ),
    };
  }
  if (match.params.category !== category) {
    return { kind: 'redirect', status: 301, location: href(lang, 'blogCategory', { category }) };
  }
  const categoryName = t.blog.categories[category];
  const posts = blog.inCategory(lang, category);
  if (posts.length === 0) {
    // A category no post is in yet: said plainly, with a 404 so it is no page of the site (nor of the sitemap),
    // and the latest articles and the other categories beside it.
    return {
      kind: 'page',
      status: 404,
      head: {
        title: categoryName,
        description: format(t.blog.noPostsDescription, { category: categoryName }),
        noindex: true,
        feed: blogFeed(lang, t),
        // The blog's own card: a category without posts has none built.
        image: {
          path: cardUrl(cardSpecFor(lang, { page: 'blog', lang, params: {} }, { title: p.title }, t)),
          alt: p.title,
        },
      },
      breadcrumbs: breadcrumbTrail(match, crumbNames(t), categoryName),
      body: (
        <>
          <Hero heading={categoryName} text={t.blog.noPosts} />
          <BlogLayout posts={blog.posts(lang)} blog={blog} lang={lang} t={t} selected={category} />
        </>
      ),
    };
  }
  return {
    kind: 'page',
    status: 200,
    head: {
      title: format(p.categoryTitle, { category: categoryName }),
      description: format(p.categoryDescription, { category: categoryName }),
      feed: blogFeed(lang, t),
    },
    structuredData: [blogData(lang, t, posts, siteUrl, href(lang, 'blogCategory', { category }))],
    breadcrumbs: breadcrumbTrail(match, crumbNames(t), categoryName),
    body: (
      <>
        <Hero heading={categoryName} text={format(p.categoryDescription, { category: categoryName })} />
        <BlogLayout posts={posts} blog={blog} lang={lang} t={t} selected={category} />
      </>
    ),
  };
}
