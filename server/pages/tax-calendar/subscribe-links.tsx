import { type Dictionary } from '#content/i18n/index.ts';
import { trackedLink } from '#shared/analytics.ts';
import { format } from '#shared/format.ts';
import { type Lang } from '#shared/languages.ts';
import { taxCalendarFeedHref } from '#shared/routes.ts';
import { reminderDays } from '#server/tax-calendar/calendar.ts';
import { Unsearched } from '#server/search/unsearched.tsx';

/** The subscribe section's heading, which the summary above the deadlines links to on a phone. */
export const subscribeHeadingId = 'calendar-subscribe-title';

/**
 * Subscribe links for the feed of the visitor's choice: webcal:// (Apple Calendar and most apps), Google
 * Calendar and Outlook by their "add from the web" addresses, and the file itself. Each link carries
 * data-calendar-subscribe with its kind, and is marked for visit statistics' "Calendar subscribed" event
 * with it (shared/analytics.ts: trackedLink).
 */
export function SubscribeLinks({
  lang,
  t,
  siteUrl,
  choice,
  name,
}: {
  lang: Lang;
  t: Dictionary;
  siteUrl: string;
  choice: string;
  /** The feed's name for the audiences in `choice`, as the feed itself states it. */
  name: string;
}) {
  const s = t.pages.taxCalendar.subscribe;
  const path = taxCalendarFeedHref(lang) + choice;
  const feedUrl = siteUrl + path;
  const webcalUrl = feedUrl.replace(/^https?:/, 'webcal:');
  const addFromWeb = (host: string) =>
    `https://${host}/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=${encodeURIComponent(name)}`;
  const links = [
    { kind: 'webcal', href: webcalUrl, label: s.apple },
    {
      kind: 'google',
      href: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`,
      label: s.google,
    },
    { kind: 'outlook', href: addFromWeb('outlook.office.com'), label: s.outlook },
    { kind: 'outlook-com', href: addFromWeb('outlook.live.com'), label: s.outlookCom },
  ];
  return (
    <section className="calendar-subscribe" aria-labelledby={subscribeHeadingId}>
      <h2 id={subscribeHeadingId}>{s.heading}</h2>
      <p>{format(s.text, { days: reminderDays })}</p>
      {/* Links to the feeds, by application: the heading and text above say what they are. */}
      <Unsearched>
        <ul className="subscribe-links">
          {links.map((link) => (
            <li key={link.kind}>
              <a
                className="button button-secondary"
                href={link.href}
                data-calendar-subscribe={link.kind}
                {...trackedLink('Calendar subscribed', { via: link.kind })}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="subscribe-download">
          <a
            href={path}
            download
            data-calendar-subscribe="download"
            {...trackedLink('Calendar subscribed', { via: 'download' })}
          >
            {s.download}
          </a>
          <span className="field-hint"> {s.downloadHint}</span>
        </p>
      </Unsearched>
    </section>
  );
}
