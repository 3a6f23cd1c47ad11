import { type Dictionary } from '#content/i18n/index.ts';
import { type Lang } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { Island } from '#server/island.tsx';

/** The 404 page body: any unknown path, in the language of its prefix (English when it has none). */
export function NotFound({ lang, t }: { lang: Lang; t: Dictionary }) {
  const n = t.notFound;
  return (
    <section className="not-found container">
      <p className="not-found-code" aria-hidden="true">
        {n.code}
      </p>
      <h1>{n.title}</h1>
      <p className="lead">{n.text}</p>
      <ul className="action-list">
        <li>
          <a className="button" href={href(lang, 'home')}>
            {n.home}
          </a>
        </li>
        <li className="js-only">
          <Island name="go-back" props={{ label: n.back }} />
        </li>
        <li>
          <a className="button button-secondary" href={href(lang, 'contact')}>
            {n.contact}
          </a>
        </li>
        <li>
          <a className="button button-secondary" href={href(lang, 'services')}>
            {n.services}
          </a>
        </li>
      </ul>
    </section>
  );
}
