import { type Dictionary } from '#content/i18n/index.ts';
import { href } from '#shared/routes.ts';
import { type Post } from '#server/blog/blog.ts';
import { ReadMore } from '#server/pages/parts/read-more.tsx';
import { CoverPicture } from './cover-picture';
import { CategoryBadge, PostMeta } from './post-meta';

export function PostCard({
  post,
  t,
  priority,
  headingLevel = 2,
}: {
  post: Post;
  t: Dictionary;
  priority: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const link = href(post.lang, 'blogArticle', { slug: post.slug });
  return (
    <article className="post-card">
      <CoverPicture
        cover={post.cover}
        alt=""
        sizes="(max-width: 48rem) 100vw, 34rem"
        priority={priority}
        className="post-card-cover"
      />
      <div className="post-card-body">
        <CategoryBadge post={post} t={t} href={href(post.lang, 'blogCategory', { category: post.category })} />
        <Heading>
          <a href={link}>{post.title}</a>
        </Heading>
        <PostMeta post={post} t={t} />
        <p>{post.excerpt}</p>
        <ReadMore to={link} text={t.blog.readMore} title={post.title} />
      </div>
    </article>
  );
}
