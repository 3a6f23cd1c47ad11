import { type PageId } from '#shared/routes.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { blogArticlePage } from './blog/article';
import { blogCategoryPage, blogListPage } from './blog/blog-list';
import { aboutPage } from './about';
import { businessFormationPage } from './business-formation';
import { contactPage } from './contact';
import { faqPage } from './faq';
import { homePage } from './home';
import { pricingPage } from './pricing';
import { privacyPage } from './privacy';
import { servicesPage } from './services';
import { searchPage } from './search';
import { thankYouPage } from './thank-you';
import { profitToolPage } from './tools/profit';
import { salaryToolPage } from './tools/salary';
import { toolsPage } from './tools/tools-index';
import { vatToolPage } from './tools/vat';
import { taxCalendarPage } from './tax-calendar/tax-calendar-page';
import { withholdingToolPage } from './tools/withholding';

type Resolver<P extends PageId> = (context: PageContext<MatchOf<P>>) => PageResult;

/** One resolver per route: it decides status, head and body before anything is sent. */
const resolvers: { [P in PageId]: Resolver<P> } = {
  home: homePage,
  services: servicesPage,
  pricing: pricingPage,
  businessFormation: businessFormationPage,
  about: aboutPage,
  contact: contactPage,
  thankYou: thankYouPage,
  privacy: privacyPage,
  faq: faqPage,
  blog: blogListPage,
  blogCategory: blogCategoryPage,
  blogArticle: blogArticlePage,
  search: searchPage,
  tools: toolsPage,
  salaryTool: salaryToolPage,
  vatTool: vatToolPage,
  profitTool: profitToolPage,
  taxCalendar: taxCalendarPage,
  withholdingTool: withholdingToolPage,
};

export function resolvePage(context: PageContext): PageResult {
  // The table is keyed by page id, and context.match.page is that id: the pairing is sound.
  const resolver = resolvers[context.match.page] as Resolver<PageId>;
  return resolver(context);
}
