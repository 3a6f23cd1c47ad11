import express, { type ErrorRequestHandler, type Request, type RequestHandler, Router } from 'express';
import { type Store, rateLimit } from 'express-rate-limit';
import { dictionary } from '#content/i18n/index.ts';
import { type ContactFormValues, choiceFields } from '#shared/contact-fields.ts';
import { contactFields, isHoneypotFilled, validateContact } from '#shared/contact-schema.ts';
import { type Lang, languages } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { type Logger } from '#server/logger.ts';
import { type PageRenderer } from '#server/page-renderer.tsx';
import { sendPlain } from '#server/response-policy.ts';
import { type MessageStore } from './message-store';

/** The largest form body read, in bytes. */
export const bodyLimitBytes = 32 * 1024;
export const rateWindowMs = 10 * 60 * 1000;
export const rateLimitCount = 5;

function langOf(req: Request): Lang {
  return languages.find((lang) => req.baseUrl === `/${lang}` || req.path.startsWith(`/${lang}/`)) ?? 'en';
}

/** A refusal is written in the language of the page the form was posted to. */
const refusals = (req: Request) => dictionary(langOf(req)).formRefusals;

/**
 * A browser says where a form came from; a post from another site is refused (CSRF defence). An opaque
 * origin ("null": a sandboxed frame, a data: URL, some redirects) is not ours either, unless the browser's
 * own Sec-Fetch-Site vouches that the request is same-origin.
 */
function sameSite(siteUrl: string): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const ownOrigins = new Set([siteUrl, `${req.protocol}://${req.get('host') ?? ''}`]);
    const foreign = origin === 'null' ? fetchSite !== 'same-origin' : origin !== undefined && !ownOrigins.has(origin);
    if (fetchSite === 'cross-site' || foreign) {
      sendPlain(res, 403, refusals(req).foreignSite);
      return;
    }
    next();
  };
}

function formContentOnly(): RequestHandler {
  return (req, res, next) => {
    if (!req.is('application/x-www-form-urlencoded')) {
      sendPlain(res, 415, refusals(req).notAForm);
      return;
    }
    next();
  };
}

/**
 * A body declared larger than the limit is refused before a byte of it is read, and the connection closed
 * after the answer: body-parser would first read and discard all of it (a Content-Length of 999,999,999,999
 * held the connection until the 30 s request timeout, issue 24).
 */
function declaredSizeWithinLimit(): RequestHandler {
  return (req, res, next) => {
    if (Number(req.get('content-length') ?? 0) > bodyLimitBytes) {
      res.setHeader('Connection', 'close');
      sendPlain(res, 413, refusals(req).tooLarge);
      return;
    }
    next();
  };
}

/** Body parser errors (too large, malformed) answered as what they are, never as a 500. */
const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, req, res, next) => {
  if (error.type === 'entity.too.large') {
    sendPlain(res, 413, refusals(req).tooLarge);
    return;
  }
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    sendPlain(res, error.status, refusals(req).unreadable);
    return;
  }
  next(error);
};

/** Strings only, for showing values again; anything else (arrays, objects) is dropped. */
function formValues(body: unknown): ContactFormValues {
  const values: ContactFormValues = {};
  if (typeof body !== 'object' || body === null) return values;
  for (const field of [...contactFields, ...choiceFields]) {
    const value: unknown = Reflect.get(body, field);
    if (typeof value === 'string') values[field] = value.slice(0, 6000);
  }
  return values;
}

/**
 * POST /{lang}/contact/: the contact form. Stored durably before the visitor hears anything; answered with
 * 303 to the thank-you page (or its error state), 422 with the form again, or a clear refusal.
 *
 * Order: same-site check → content type → body (32 KB; a larger declared length refused unread) → rate limit →
 * validation and save. The body is read before the rate limit so that when the store fails, whichever part of
 * it (the shared rate-limit counts included), the visitor gets the form back as typed with 503, never a 500
 * that loses the text.
 */
export function contactRoute(options: {
  siteUrl: string;
  store: MessageStore;
  rateLimits?: Store;
  log: Logger;
  render: PageRenderer;
  onSaved?: () => void;
}): Router {
  const { siteUrl, store, log, render } = options;
  const router = Router();
  const limiter = rateLimit({
    windowMs: rateWindowMs,
    limit: rateLimitCount,
    // Only accepted messages count: a visitor fixing typos is not throttled.
    skipFailedRequests: true,
    standardHeaders: 'draft-7',
    // Shared by every replica when there is a shared store; else in this process's memory.
    ...(options.rateLimits ? { store: options.rateLimits } : {}),
    // A store failure reaches `storeFailed` below (503 with the form); its own reports go to the site's log.
    passOnStoreError: false,
    logger: {
      error: (error: unknown, message?: string) => log.error({ err: error }, message),
      warn: (error: unknown, message?: string) => log.warn({ err: error }, message),
    },
    legacyHeaders: false,
    // express-rate-limit's own checks stay on: they report a proxy setting that would lock everyone out.
    handler: (req, res) => {
      const lang = langOf(req);
      const f = dictionary(lang).contactForm.tooMany;
      // The standard RateLimit header (set just before) carries the seconds until the window resets.
      const reset = /reset=(\d+)/.exec(String(res.getHeader('RateLimit') ?? ''))?.[1];
      res.setHeader('Retry-After', reset ?? String(rateWindowMs / 1000));
      render.message(
        req,
        res,
        lang,
        429,
        { title: f.title, description: f.text },
        <section className="result-panel container">
          <h1>{f.heading}</h1>
          <p className="lead">{f.text}</p>
          <p>
            <a className="button" href={href(lang, 'contact')}>
              {f.back}
            </a>
          </p>
        </section>,
      );
    },
  });

  const handle: RequestHandler = async (req, res) => {
    const lang = langOf(req);
    const body: unknown = req.body;
    if (isHoneypotFilled(body)) {
      res.redirect(303, href(lang, 'thankYou'));
      return;
    }
    const result = validateContact(body);
    if (!result.ok) {
      render.page(
        req,
        res,
        { page: 'contact', lang, params: {} },
        {
          status: 422,
          contactForm: { values: formValues(body), errors: result.errors, unexpected: result.unexpected },
        },
      );
      return;
    }
    // A failure goes to storeFailed (Express passes on what an async handler throws).
    await store.save(lang, result.data, (req.get('user-agent') ?? '').slice(0, 500));
    options.onSaved?.();
    res.redirect(303, href(lang, 'thankYou'));
  };

  /**
   * The store (or its rate-limit counts) failed: nothing is acknowledged that was not committed, and nothing
   * the visitor wrote is thrown away.
   */
  const storeFailed: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    log.error({ err: error }, 'contact message could not be stored');
    res.setHeader('Retry-After', '120');
    render.page(
      req,
      res,
      { page: 'contact', lang: langOf(req), params: {} },
      {
        status: 503,
        contactForm: { values: formValues(req.body), errors: {}, unexpected: false, unavailable: true },
      },
    );
  };

  const paths = languages.map((lang) => href(lang, 'contact'));
  const parse = express.urlencoded({ extended: false, limit: bodyLimitBytes, parameterLimit: 20 });
  const read = [declaredSizeWithinLimit(), parse, bodyErrors];
  router.post(paths, sameSite(siteUrl), formContentOnly(), ...read, limiter, handle, storeFailed);
  return router;
}
