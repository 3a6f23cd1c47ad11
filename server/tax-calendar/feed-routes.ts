import { createHash } from 'node:crypto';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { LRUCache } from 'lru-cache';
import { dictionary } from '#content/i18n/index.ts';
import { languages } from '#shared/languages.ts';
import { href, taxCalendarFeedHref } from '#shared/routes.ts';
import { readAudiences } from '#shared/tax-calendar/audience-query.ts';
import { forAudiences } from '#shared/tax-calendar/deadlines.ts';
import { type ContentEncoding, compressedOnce, preferredEncoding, sendEncoded } from '#server/encoding.ts';
import { matchesNoneMatch } from '#server/page-cache.ts';
import { policies } from '#server/response-policy.ts';
import { feedDeadlines, kosovoToday, taxCalendar } from './calendar';
import { calendarFile } from './calendar-feed';

interface File {
  /** The quoted hash; sent weak (W/…): each encoding's bytes differ, the calendar is the same. */
  tag: string;
  bytes: (encoding: ContentEncoding) => Buffer;
}

function file(body: string): File {
  return {
    tag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    bytes: compressedOnce(Buffer.from(body)),
  };
}

/**
 * Sent as the response policy says of a feed (Cache-Control, compressed once per encoding): calendar clients
 * poll a subscribed feed, and a poll with the ETag costs a 304.
 */
function send(req: Request, res: Response, calendar: File, filename: string, disposition: 'inline' | 'attachment') {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Cache-Control', policies.feed.cacheControl);
  res.setHeader('ETag', `W/${calendar.tag}`);
  res.setHeader('Content-Disposition', `${disposition}; filename="${filename}"`);
  if (matchesNoneMatch(req.headers['if-none-match'], calendar.tag)) {
    res.setHeader('Vary', 'Accept-Encoding');
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req);
  sendEncoded(res, encoding, calendar.bytes(encoding));
}

/**
 * /{lang}/tax-calendar.ics?for=… (the calendar feed of a language and a choice) and
 * /{lang}/tax-calendar/{deadline}.ics (one deadline). Made on the first request of a Kosovo day and kept
 * for it in a bounded LRU: unknown audiences are dropped before the key is made and deadline ids are
 * checked, so no request can fill it with states of its own making.
 */
export function taxCalendarFeeds(siteUrl: string): RequestHandler {
  const made = new LRUCache<string, File>({ max: 256 });
  const cached = (key: string, make: () => string): File => {
    let calendar = made.get(key);
    if (!calendar) {
      calendar = file(make());
      made.set(key, calendar);
    }
    return calendar;
  };
  const router = Router();
  for (const lang of languages) {
    const t = dictionary(lang);
    router.get(taxCalendarFeedHref(lang), (req, res) => {
      const today = kosovoToday(new Date());
      const { chosen, query } = readAudiences(new URLSearchParams(req.originalUrl.split('?')[1] ?? ''));
      const calendar = cached(`${lang}|${query}|${today}`, () => {
        const deadlines = forAudiences(feedDeadlines(new Date(`${today}T12:00:00Z`)), chosen);
        return calendarFile({ lang, t, siteUrl, deadlines, chosen, today });
      });
      send(req, res, calendar, `kosovo-tax-calendar-${lang}.ics`, 'inline');
    });
    router.get(`${href(lang, 'taxCalendar')}:file.ics`, (req, res, next) => {
      const id = req.params.file;
      const deadline = typeof id === 'string' ? taxCalendar.byId(id) : null;
      // A link to a deadline that is no more (or mistyped) is under /{lang}/: the pages answer it with the
      // language's own 404 page, which leads on to the calendar.
      if (!deadline) {
        next();
        return;
      }
      const today = kosovoToday(new Date());
      const calendar = cached(`${lang}|${deadline.id}|${today}`, () =>
        calendarFile({ lang, t, siteUrl, deadlines: [deadline], chosen: [], today }),
      );
      send(req, res, calendar, `${deadline.id}.ics`, 'attachment');
    });
  }
  return router;
}
