import { type CategorySlug } from '../../shared/blog-categories';
import { about } from './en/about';
import { businessFormation } from './en/business-formation';
import { contact } from './en/contact';
import { faq } from './en/faq';
import { home } from './en/home';
import { pricing } from './en/pricing';
import { privacy } from './en/privacy';
import { services } from './en/services';

/** English dictionary. Its shape is the type every other language must satisfy. */
export const en = {
  meta: {
    tagline: 'Accounting, financial advisory and business consulting in Kosovo',
  },
  a11y: {
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main',
    footerNavigation: 'Quick links',
    breadcrumb: 'Breadcrumb',
    opensInNewTab: '(opens in a new tab)',
  },
  nav: {
    home: 'Home',
    services: 'Services',
    pricing: 'Pricing',
    businessFormation: 'Business Formation',
    about: 'About',
    contact: 'Contact',
    faq: 'FAQ',
    blog: 'Blog',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    homeLink: 'home page',
  },
  theme: {
    label: 'Dark mode',
  },
  languageMenu: {
    label: 'Language',
    current: 'Current language: English',
    choose: 'Choose language',
  },
  /** Breadcrumb and page-title names, one per named page of the route table. */
  pageNames: {
    services: 'Services',
    pricing: 'Pricing',
    businessFormation: 'Business Formation',
    about: 'About Us',
    contact: 'Contact',
    faq: 'FAQ',
    blog: 'Blog',
    privacy: 'Privacy Policy',
  },
  footer: {
    tagline:
      'Accounting, tax and financial advisory for businesses in Kosovo and the companies that invest here — precise numbers, clear advice, one trusted team.',
    quickLinks: 'Quick links',
    services: 'Services',
    contact: 'Contact',
    followUs: 'Follow us',
    chat: 'Chat with us on WhatsApp',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    hours: 'Monday to Friday, 9:00 AM to 5:00 PM',
    rights: 'All rights reserved.',
    privacy: 'Privacy Policy',
    serviceNames: [
      'Accounting and Financial Reporting',
      'Financial Reporting and Analysis',
      'Tax Compliance and Advisory',
      'CFO and Controller Services',
      'Business Advisory and Valuation',
      'Data Analysis',
      'Digital Transformation',
      'Business Formation in Kosovo',
    ],
  },
  notFound: {
    code: '404',
    title: 'Page Not Found',
    description: 'The page you requested does not exist or has moved.',
    text: 'Sorry, we could not find the page you were looking for. It may have moved, or the address may be mistyped.',
    home: 'Return to Home',
    back: 'Go Back',
    contact: 'Contact Us',
    services: 'View Our Services',
  },
  blog: {
    table: 'Table',
    allCategories: 'All Categories',
    categoriesHeading: 'Categories',
    recentHeading: 'Recent Posts',
    readMore: 'Read the article',
    minRead: '{n} min read',
    postsLabel: 'posts',
    noPosts: 'No posts found in this category.',
    backToBlog: 'Back to the blog',
    publishedOn: 'Published',
    writtenBy: 'Written by',
    tagsHeading: 'Tags',
    shareHeading: 'Share this article',
    shareOn: 'Share on {network}',
    ctaHeading: 'Want advice for your business?',
    ctaText:
      'Our accountants and advisers help businesses in Kosovo turn these ideas into results. Tell us where you stand and we will suggest the next step.',
    ctaButton: 'Contact Us Today',
    relatedHeading: 'Related articles',
    feedLink: 'Blog RSS feed',
    categories: {
      'digital-transformation': 'Digital Transformation',
      'financial-planning': 'Financial Planning',
      'business-advisory': 'Business Advisory',
      'business-valuation': 'Business Valuation',
      'data-analysis': 'Data Analysis',
      'tax-planning': 'Tax Planning',
      'financial-management': 'Financial Management',
      'ifrs-compliance': 'IFRS Compliance',
    } satisfies Record<CategorySlug, string>,
  },
  contactReveal: {
    showEmail: 'Show email address',
    showPhone: 'Show phone number',
    showAddress: 'Show address',
    hide: 'Hide',
    copy: 'Copy',
    copiedButton: 'Copied to clipboard!',
    copiedFooter: 'Copied!',
    autoHide: 'This contact will auto-hide in 30 seconds',
    openMap: 'open in maps (new tab)',
  },
  search: {
    title: 'Search',
    description: 'Search the pages and articles of this website.',
    heading: 'Search',
    label: 'Search the site',
    button: 'Search',
    results: '{n} results for “{q}”',
    oneResult: '1 result for “{q}”',
    noResults: 'No results for “{q}”. Try fewer or different words, or browse our services and blog.',
    empty: 'Enter a word or two to search our pages and articles — for example “VAT”, “payroll” or “IFRS”.',
    shortened: 'Your search was shortened to {n} characters.',
  },
  pages: {
    home,
    services,
    pricing,
    businessFormation,
    about,
    contact,
    thankYou: {
      title: 'Thank You',
      description: 'The result of sending a message to our team.',
      successHeading: 'Thank You!',
      successText: 'Your message has been received. We will get back to you shortly.',
      errorHeading: 'Submission Failed',
      errorText: 'There was an error submitting your message. Please try again or contact us directly.',
      home: 'Return to Home',
      another: 'Send Another Message',
      retry: 'Try Again',
    },
    privacy,
    faq,
    blog: {
      title: 'Blog — Insights on Accounting, Tax and Finance in Kosovo',
      description:
        'Practical articles on accounting, tax planning, IFRS, valuation and financial management for businesses in Kosovo.',
      heading: 'Insights and articles',
      intro: 'Practical guidance on accounting, tax and financial management for businesses in Kosovo.',
      categoryTitle: 'Articles on {category}',
      categoryDescription: 'Articles on {category} for business owners and finance managers in Kosovo.',
    },
  },
};

export type Messages = typeof en;
