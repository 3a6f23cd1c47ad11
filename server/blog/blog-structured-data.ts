import { type Blog as BlogSchema, type BlogPosting, type WithContext } from 'schema-dts';
import { type Dictionary } from '#content/i18n/index.ts';
import { site } from '#content/site.ts';
import { type Lang } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { type Post } from './blog';

export function blogPostingData(post: Post, siteUrl: string): WithContext<BlogPosting> {
  const url = siteUrl + href(post.lang, 'blogArticle', { slug: post.slug });
  const author = site.authors[post.author];
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    headline: post.title,
    description: post.excerpt,
    image: siteUrl + post.cover.og,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: post.lang,
    keywords: post.tags.join(', '),
    wordCount: post.words,
    author: { '@type': 'Person', name: author.name, jobTitle: author.title[post.lang] },
    publisher: {
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: site.name,
      logo: `${siteUrl}/logo-512.png`,
    },
  };
}

export function blogData(
  lang: Lang,
  t: Dictionary,
  posts: Post[],
  siteUrl: string,
  path: string,
): WithContext<BlogSchema> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.name} – ${t.pageNames.blog}`,
    url: siteUrl + path,
    inLanguage: lang,
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: siteUrl + href(lang, 'blogArticle', { slug: post.slug }),
      datePublished: post.date,
    })),
  };
}
