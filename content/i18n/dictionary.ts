import { type Lang } from '#shared/languages.ts';
import { type CategorySlug } from '#shared/blog-categories.ts';
import { type CallTime } from '#shared/contact-fields.ts';
import { type Template } from '#shared/format.ts';
import { type CountForms } from '#shared/plural.ts';
import {
  type AboutContent,
  type ContactContent,
  type FaqContent,
  type FormationContent,
  type HomeContent,
  type PricingContent,
  type PrivacyContent,
  type ServicesContent,
} from './page-content';
import { type TaxCalendarContent } from './tax-calendar-content';
import { type ToolsContent } from './tools-content';

/**
 * The contract every language's dictionary satisfies (en.ts, sq.ts): a missing or extra key, or a text that
 * drops one of its {placeholders}, fails the type check. Limits the code enforces (field lengths, the
 * contact reveal's seconds) are placeholders filled from their constants, never numbers written in the copy.
 */
export interface Dictionary {
  meta: {
    tagline: string;
  };
  /** Labels of the firm's legal facts (content/legal.ts): the about page's section and the footer. */
  legal: {
    heading: string;
    legalName: string;
    nui: string;
    registeredAddress: string;
    memberships: string;
    licences: string;
    indemnityInsurer: string;
  };
  /** How soon a message is answered: one sentence, shown wherever the site promises it (reply-time.ts). */
  replyTime: string;
  a11y: {
    skipToContent: string;
    mainNavigation: string;
    breadcrumb: string;
    opensInNewTab: string;
  };
  nav: {
    home: string;
    services: string;
    pricing: string;
    businessFormation: string;
    about: string;
    contact: string;
    faq: string;
    blog: string;
    tools: string;
    taxCalendar: string;
    menu: string;
    openMenu: string;
    closeMenu: string;
    homeLink: string;
  };
  theme: {
    label: string;
  };
  /** A cited source's page language, said where it is not the page's own: 'in English', „në anglisht“. */
  sourceLanguage: Record<Lang, string>;
  languageMenu: {
    label: string;
    current: string;
    choose: string;
  };
  /** Breadcrumb and page-title names, one per named page of the route table. */
  pageNames: {
    services: string;
    pricing: string;
    businessFormation: string;
    about: string;
    contact: string;
    faq: string;
    blog: string;
    privacy: string;
    tools: string;
    salaryTool: string;
    vatTool: string;
    profitTool: string;
    taxCalendar: string;
    withholdingTool: string;
  };
  footer: {
    tagline: string;
    quickLinks: string;
    services: string;
    contact: string;
    followUs: string;
    chat: string;
    address: string;
    phone: string;
    email: string;
    hours: string;
    rights: string;
    privacy: string;
  };
  /**
   * The contact form's plain-text refusals of a post no browser form makes (another site's, not form-encoded,
   * over 32 KB, unreadable): each says what was refused and why, in the page's language.
   */
  formRefusals: {
    foreignSite: string;
    notAForm: string;
    tooLarge: string;
    unreadable: string;
  };
  serverError: {
    title: string;
    heading: string;
    text: string;
    home: string;
  };
  notFound: {
    code: string;
    title: string;
    description: string;
    text: string;
    home: string;
    back: string;
    contact: string;
    services: string;
  };
  blog: {
    allCategories: string;
    categoriesHeading: string;
    recentHeading: string;
    readMore: string;
    minRead: CountForms<Template<'n'>>;
    /** The noun after a category's post count, in the form the count selects. */
    postsLabel: CountForms<string>;
    noPosts: string;
    /** The meta description of a category without posts: a search snippet has no „below“. */
    noPostsDescription: Template<'category'>;
    backToBlog: string;
    writtenBy: string;
    tagsHeading: string;
    shareHeading: string;
    shareOn: Template<'network'>;
    ctaHeading: string;
    ctaText: string;
    ctaButton: string;
    relatedHeading: string;
    feedLink: string;
    categories: Record<CategorySlug, string>;
  };
  contactReveal: {
    showEmail: string;
    showPhone: string;
    showAddress: string;
    hide: string;
    copy: string;
    copiedButton: string;
    copiedFooter: string;
    autoHide: CountForms<Template<'n'>>;
    openMap: string;
  };
  /**
   * The consent banner and dialog, shown only when visit statistics are configured (ANALYTICS_*): the one
   * optional category is what they measure. {provider} and {host} are filled from the configuration.
   */
  cookies: {
    regionLabel: string;
    title: string;
    text: Template<'provider'>;
    privacyLink: string;
    acceptAll: string;
    reject: string;
    settings: string;
    minimise: string;
    expand: string;
    dialogTitle: string;
    dialogText: string;
    alwaysOn: string;
    save: string;
    close: string;
    footerLink: string;
    categories: {
      necessary: {
        label: string;
        text: string;
      };
      analytics: {
        label: string;
        text: Template<'provider' | 'host'>;
      };
    };
  };
  scrollTop: {
    label: string;
  };
  contactForm: {
    heading: string;
    intro: string;
    optional: string;
    /** The unit of the form's length limits, written into the error texts' {min} and {max}. */
    characters: CountForms<Template<'n'>>;
    labels: {
      name: string;
      email: string;
      phone: string;
      company: string;
      message: string;
      topic: string;
      callTime: string;
    };
    /** The topic list: its empty choice, its two groups, a plan as a topic, and the last choice. */
    topics: { none: string; services: string; plans: string; plan: Template<'plan'>; other: string };
    /** The call-time list: its empty choice (no preference) and the parts of the working day. */
    callTimes: { any: string } & Record<CallTime, string>;
    honeypot: string;
    submit: string;
    privacyBefore: string;
    privacyLink: string;
    privacyAfter: string;
    summaryTitle: string;
    unexpected: string;
    errors: {
      name: {
        required: string;
        tooShort: Template<'min'>;
        tooLong: Template<'max'>;
        invalid: string;
        hidden: string;
      };
      email: {
        required: string;
        tooShort: string;
        tooLong: Template<'max'>;
        invalid: string;
        hidden: string;
      };
      phone: {
        required: string;
        tooShort: string;
        tooLong: Template<'max'>;
        invalid: string;
        hidden: string;
      };
      company: {
        required: string;
        tooShort: string;
        tooLong: Template<'max'>;
        invalid: string;
        hidden: string;
      };
      message: {
        required: string;
        tooShort: Template<'min'>;
        tooLong: Template<'max'>;
        invalid: string;
        hidden: string;
      };
    };
    unavailable: {
      heading: string;
      text: string;
      call: string;
      write: string;
    };
    tooMany: {
      title: string;
      heading: string;
      text: string;
      back: string;
    };
  };
  search: {
    title: string;
    /** The <title> once a query is searched: a tab or the history then says what was searched. */
    titleWithQuery: Template<'q'>;
    description: string;
    heading: string;
    label: string;
    button: string;
    results: CountForms<Template<'n' | 'q'>>;
    noResults: Template<'q'>;
    /**
     * After noResults: what to try, by the query's number of words (one word cannot be made fewer), then the
     * services and the blog, each a link.
     */
    tryAgain: CountForms<Template<'services' | 'blog'>>;
    /** Instead of tryAgain after a phrase (a query in quotation marks) found nothing. */
    tryUnquoted: Template<'services' | 'blog'>;
    servicesLink: string;
    blogLink: string;
    /** A query with no word of two or more letters, which the search ignores. */
    tooShort: string;
    empty: string;
    /** A query over the longest searched, cut at its last whole word within it. */
    shortened: CountForms<Template<'n'>>;
  };
  pages: {
    home: HomeContent;
    services: ServicesContent;
    pricing: PricingContent;
    businessFormation: FormationContent;
    about: AboutContent;
    contact: ContactContent;
    thankYou: {
      title: string;
      description: string;
      /** The failure page's own meta description (`?error=true`); `description` is the success page's. */
      errorDescription: string;
      successHeading: string;
      successText: string;
      /** What happens after a message, in order (the FAQ's "how does working with you start"). */
      next: { heading: string; steps: [string, string, string] };
      /** Above the chat link: for a visitor who wants an answer sooner, or whose message failed. */
      chat: string;
      errorHeading: string;
      errorText: string;
      home: string;
      another: string;
      retry: string;
    };
    privacy: PrivacyContent;
    faq: FaqContent;
    tools: ToolsContent;
    taxCalendar: TaxCalendarContent;
    blog: {
      title: string;
      description: string;
      heading: string;
      intro: string;
      categoryTitle: Template<'category'>;
      categoryDescription: Template<'category'>;
    };
  };
}
