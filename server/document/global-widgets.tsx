import { type Dictionary } from '#content/i18n/index.ts';
import { type Lang } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { Island } from '#server/island.tsx';

/** Widgets on every page outside the header and footer: scroll-to-top and the cookie consent. */
export function GlobalWidgets({ lang, t }: { lang: Lang; t: Dictionary }) {
  const c = t.cookies;
  return (
    <>
      <Island name="scroll-to-top" className="js-only" props={{ label: t.scrollTop.label }} />
      <Island
        name="cookie-consent"

        props={{
          privacyHref: href(lang, 'privacy'),
          labels: {
            regionLabel: c.regionLabel,
            title: c.title,
            text: c.text,
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
            categories: c.categories,
          },
        }}
      />
    </>
  );
}
