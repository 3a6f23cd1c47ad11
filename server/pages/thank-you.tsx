import { CircleAlert, CircleCheck, MessageCircle } from 'lucide-react';
import { site } from '#content/site.ts';
import { breadcrumbTrail } from '#shared/breadcrumbs.ts';
import { href } from '#shared/routes.ts';
import { ExternalLink } from '#server/document/external-link.tsx';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { crumbNames } from './crumb-names';

/** The contact form's result: failure when the `error` parameter is `true`, whatever else the query holds; nothing from the query is echoed. */
export function thankYouPage({ lang, t, match, query }: PageContext<MatchOf<'thankYou'>>): PageResult {
  const p = t.pages.thankYou;
  const failed = query.get('error') === 'true';
  return {
    kind: 'page',
    status: 200,
    head: {
      title: failed ? p.errorHeading : p.title,
      description: failed ? p.errorDescription : p.description,
      noindex: true,
    },
    // The trail names the page by its title; the exclamation mark belongs to the heading only.
    breadcrumbs: breadcrumbTrail(match, crumbNames(t), failed ? p.errorHeading : p.title),
    body: (
      <section className={`result-panel container ${failed ? 'is-error' : 'is-success'}`}>
        {failed ? <CircleAlert aria-hidden="true" size={56} /> : <CircleCheck aria-hidden="true" size={56} />}
        <h1>{failed ? p.errorHeading : p.successHeading}</h1>
        {/* The reply time is the contact page's promise, from the same sentence (content/i18n/…/reply-time.ts). */}
        <p className="lead">{failed ? p.errorText : `${p.successText} ${t.replyTime}`}</p>
        {failed ? null : (
          <section className="next-steps" aria-labelledby="next-steps">
            <h2 id="next-steps">{p.next.heading}</h2>
            <ol>
              {p.next.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        )}
        <ul className="action-list">
          <li>
            <a className="button" href={href(lang, 'home')}>
              {p.home}
            </a>
          </li>
          <li>
            <a className="button button-secondary" href={href(lang, 'contact')}>
              {failed ? p.retry : p.another}
            </a>
          </li>
        </ul>
        <p className="result-chat">
          {p.chat}{' '}
          <ExternalLink href={site.chatUrl} newTabText={t.a11y.opensInNewTab} className="read-more">
            <MessageCircle aria-hidden="true" size={18} />
            {t.pages.contact.chat.button}
          </ExternalLink>
        </p>
      </section>
    ),
  };
}
