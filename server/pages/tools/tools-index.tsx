import { CalendarDays, Calculator, HandCoins, Landmark, Receipt } from 'lucide-react';
import { type PageId, href } from '#shared/routes.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { Hero } from '#server/pages/parts/hero.tsx';
import { contentPage } from '#server/pages/parts/content-page.ts';
import { cardGrid } from '#server/pages/parts/grid-columns.ts';

/** /{lang}/tools/: the calculators and the tax calendar. */
export function toolsPage({ lang, t, match }: PageContext<MatchOf<'tools'>>): PageResult {
  const p = t.pages.tools.index;
  const cards = [
    { page: 'salaryTool', card: p.salary, Icon: Calculator },
    { page: 'vatTool', card: p.vat, Icon: Receipt },
    { page: 'profitTool', card: p.profit, Icon: Landmark },
    { page: 'taxCalendar', card: p.calendar, Icon: CalendarDays },
    { page: 'withholdingTool', card: p.withholding, Icon: HandCoins },
  ] satisfies Array<{ page: PageId; card: { title: string; text: string; link: string }; Icon: typeof Calculator }>;
  return contentPage(
    { t, match },
    p,
    <>
      <Hero heading={p.heading} text={p.intro} />
      <section className="section" aria-label={p.heading}>
        <div className="container">
          <ul className={cardGrid(cards.length, 'medium')}>
            {cards.map(({ page, card, Icon }) => (
              <li key={page} className="card">
                <span className="card-icon" aria-hidden="true">
                  <Icon size={24} />
                </span>
                <h2>{card.title}</h2>
                <p>{card.text}</p>
                <a className="button" href={href(lang, page)}>
                  {card.link}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>,
  );
}
