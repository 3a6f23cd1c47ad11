import { ArrowLeft } from 'lucide-react';
import { teamAnchor } from '#content/team.ts';
import { site } from '#content/site.ts';
import { articleEnd } from '#shared/analytics.ts';
import { breadcrumbTrail } from '#shared/breadcrumbs.ts';
import { href } from '#shared/routes.ts';
import { blogPostingData } from '#server/blog/blog-structured-data.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { crumbNames } from '#server/pages/crumb-names.ts';
import { cardGrid } from '#server/pages/parts/grid-columns.ts';
import { blogFeed } from './blog-list';
import { CoverPicture } from './cover-picture';
import { PostCard } from './post-card';
import { CategoryBadge, PostMeta } from './post-meta';
import { ShareLinks } from './share-links';

const relatedCount = 3;

/** One article; an unknown slug sends the visitor to the blog list in the same language. */
export function blogArticlePage({ lang, t, match, blog, siteUrl }: PageContext<MatchOf<'blogArticle'>>): PageResult {
  const post = blog.find(lang, match.params.slug);
  if (!post) return { kind: 'redirect', status: 302, location: href(lang, 'blog') };
  const path = href(lang, 'blogArticle', { slug: post.slug });
  const author = site.authors[post.author];
  const related = blog.related(post, relatedCount);
  return {
    kind: 'page',
    status: 200,
    head: {
      // An en dash with spaces: the typography both languages share (content/i18n/sq/glossary.ts).
      title: `${post.title} – ${t.pageNames.blog}`,
      description: post.excerpt,
      keywords: post.tags.join(', '),
      feed: blogFeed(lang, t),
      image: { path: post.cover.og, alt: post.coverAlt },
      article: {
        publishedTime: post.date,
        modifiedTime: post.date,
        author: author.name,
        section: t.blog.categories[post.category],
        tags: post.tags,
      },
    },
    structuredData: [blogPostingData(post, siteUrl)],
    breadcrumbs: breadcrumbTrail(match, crumbNames(t), post.title),
    body: (
      <>
        <article className="article container">
          <a className="back-link" href={href(lang, 'blog')}>
            <ArrowLeft aria-hidden="true" size={18} />
            {t.blog.backToBlog}
          </a>
          <header className="article-header">
            <CategoryBadge post={post} t={t} href={href(lang, 'blogCategory', { category: post.category })} />
            <h1>{post.title}</h1>
            <PostMeta post={post} t={t} />
            <p className="article-author">
              <span className="visually-hidden">{t.blog.writtenBy} </span>
              <a href={`${href(lang, 'about')}#${teamAnchor(post.author)}`}>
                <strong>{author.name}</strong>
              </a>
              <span>{author.title[lang]}</span>
            </p>
          </header>
          <CoverPicture
            cover={post.cover}
            alt={post.coverAlt}
            sizes="(max-width: 52rem) 100vw, 50rem"
            priority
            className="article-cover"
          />
          <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
          <footer className="article-footer" {...articleEnd}>
            <section aria-labelledby="tags-heading">
              <h2 id="tags-heading">{t.blog.tagsHeading}</h2>
              <ul className="inline-list tag-list">
                {post.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            </section>
            <ShareLinks url={siteUrl + path} title={post.title} t={t} />
          </footer>
        </article>
        <section className="container cta-panel" aria-labelledby="article-cta">
          <h2 id="article-cta">{t.blog.ctaHeading}</h2>
          <p>{t.blog.ctaText}</p>
          <a className="button" href={href(lang, 'contact')}>
            {t.blog.ctaButton}
          </a>
        </section>
        {related.length > 0 ? (
          <section className="container related" aria-labelledby="related-heading">
            <h2 id="related-heading">{t.blog.relatedHeading}</h2>
            <div className={`${cardGrid(related.length, 'medium')} related-grid`}>
              {related.map((other) => (
                <PostCard key={other.slug} post={other} t={t} priority={false} headingLevel={3} />
              ))}
            </div>
          </section>
        ) : null}
      </>
    ),
  };
}
