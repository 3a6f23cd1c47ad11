import { type Dictionary } from '#content/i18n/index.ts';
import { site } from '#content/site.ts';
import { type Lang } from '#shared/languages.ts';
import { type PageId, href } from '#shared/routes.ts';
import { Island } from '#server/island.tsx';
import { BrandMark } from './brand-mark';

const navPages = [
  'home',
  'services',
  'pricing',
  'businessFormation',
  'tools',
  'about',
  'contact',
  'faq',
  'blog',
] as const;

/** The navigation section a page belongs to: blog categories and articles sit under Blog, the tax calendar under Tools. */
function section(page: PageId | null): PageId | null {
  if (page === 'blogCategory' || page === 'blogArticle') return 'blog';
  return page === 'taxCalendar' ? 'tools' : page;
}

export function SiteHeader({
  lang,
  t,
  page,
  languageLinks,
}: {
  lang: Lang;
  t: Dictionary;
  page: PageId | null;
  languageLinks: Record<Lang, string>;
}) {
  const current = section(page);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className="brand" href={href(lang, 'home')}>
          <BrandMark />
          <span className="brand-name">{site.name}</span>
          <span className="visually-hidden">, {t.nav.homeLink}</span>
        </a>
        <Island
          name="mobile-menu"
          className="nav-island"
          props={{
            links: navPages.map((id) => ({ href: href(lang, id), label: t.nav[id], current: id === current })),
            navLabel: t.a11y.mainNavigation,
            openLabel: t.nav.openMenu,
            closeLabel: t.nav.closeMenu,
          }}
        />
        <div className="header-tools">
          <Island
            name="language-menu"
            props={{
              current: lang,
              links: languageLinks,
              label: t.languageMenu.label,
              currentLabel: t.languageMenu.current,
            }}
          />
          <Island name="theme-toggle" props={{ label: t.theme.label }} />
        </div>
      </div>
    </header>
  );
}
