import { type Dictionary } from '#content/i18n/index.ts';
import { analyticsProviders } from '#shared/analytics.ts';
import { format } from '#shared/format.ts';
import { type Lang } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { type Config } from '#server/config.ts';
import { Island } from '#server/island.tsx';

/**
 * Widgets on every page outside the header and footer: scroll-to-top and, when visit statistics are
 * configured, the consent banner that asks for them. Without them there is nothing optional to allow, so
 * nothing is asked (docs/decisions/008-consent-offers-what-exists.md).
 */
export function GlobalWidgets({ lang, t, analytics }: { lang: Lang; t: Dictionary; analytics: Config['analytics'] }) {
  const c = t.cookies;
  return (
    <>
      <Island name="scroll-to-top" className="js-only" props={{ label: t.scrollTop.label }} />
      {analytics ? (
        <Island
          name="cookie-consent"
          props={{
            privacyHref: href(lang, 'privacy'),
            labels: {
              regionLabel: c.regionLabel,
              title: c.title,
              text: format(c.text, { provider: analyticsProviders[analytics.provider] }),
              privacyLink: c.privacyLink,
              acceptAll: c.acceptAll,
              reject: c.reject,
              settings: c.settings,
              minimise: c.minimise,
              expand: c.expand,
              dialogTitle: c.dialogTitle,
              dialogText: c.dialogText,
              alwaysOn: c.alwaysOn,
              save: c.save,
              close: c.close,
              categories: {
                necessary: c.categories.necessary,
                analytics: {
                  label: c.categories.analytics.label,
                  text: format(c.categories.analytics.text, {
                    provider: analyticsProviders[analytics.provider],
                    host: new URL(analytics.origin).host,
                  }),
                },
              },
            },
          }}
        />
      ) : null}
    </>
  );
}
