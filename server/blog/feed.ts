import { Feed } from 'feed';
import { dictionary } from '#content/i18n/index.ts';
import { site } from '#content/site.ts';
import { type Lang } from '#shared/languages.ts';
import { feedHref, href } from '#shared/routes.ts';
import { type Blog } from './blog';

/** RSS 2.0 of a language's posts: full titles, excerpts, dates and absolute links. */
export function feedXml(blog: Blog, lang: Lang, siteUrl: string): string {
  const t = dictionary(lang);
  const posts = blog.posts(lang);
  const author = site.authors.lead;
  const feed = new Feed({
    title: `${site.name} – ${t.pageNames.blog}`,
    description: t.pages.blog.description,
    id: siteUrl + href(lang, 'blog'),
    link: siteUrl + href(lang, 'blog'),
    language: lang,
    feedLinks: { rss: siteUrl + feedHref(lang) },
    copyright: `© ${site.name}`,
    updated: posts[0] ? new Date(`${posts[0].date}T09:00:00Z`) : undefined,
  });
  for (const post of posts) {
    const link = siteUrl + href(lang, 'blogArticle', { slug: post.slug });
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      date: new Date(`${post.date}T09:00:00Z`),
      author: [{ name: author.name }],
      category: [{ name: t.blog.categories[post.category] }],
      image: siteUrl + post.cover.og,
    });
  }
  return feed.rss2();
}
