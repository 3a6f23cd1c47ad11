import { type AboutContent } from '#content/i18n/page-content.ts';

export const about = {
  title: 'About Us — Our Story, Vision and Values',
  description:
    'Meet the accounting and advisory firm behind more than 50 businesses in Kosovo: our story, our vision and mission, and the values that guide our work.',
  hero: {
    heading: 'Our Story',
    text: 'For more than ten years we have helped businesses in Kosovo keep accurate books, meet their tax obligations and make decisions with confidence.',
  },
  visionAndMission: 'Our vision and mission',
  vision: {
    title: 'Our Vision',
    text: 'To be the financial partner that businesses in Kosovo and international investors rely on — known for precise numbers, clear advice and the integrity behind both.',
  },
  mission: {
    title: 'Our Mission',
    text: 'To give every client reliable accounting, compliant tax filings and practical advice, delivered by qualified professionals who take the time to understand the business behind the numbers.',
  },
  journey: {
    heading: 'Our journey',
    paragraphs: [
      'Our firm was founded in Prishtina more than ten years ago by certified accountants with a simple conviction: local businesses deserve the same standard of accounting and financial reporting as large international companies. We began with bookkeeping, payroll and tax compliance for small and medium-sized enterprises.',
      'Recommendations did the rest. As our clients grew, they brought us new questions and introduced us to other business owners. Today we work with more than 50 businesses across a wide range of sectors, many of them with us for years.',
      'Over time our clients needed more than compliance, so our services grew with them. We added financial analysis, business advisory and valuation, part-time CFO and controller services, and digital transformation projects that move finance teams onto modern accounting and reporting tools.',
      'Today we also serve international companies that invest in Kosovo or run operations here — from company registration to complete accounting and reporting in English for head offices abroad. What has not changed is how we work: carefully, transparently and with a personal relationship with every client.',
    ],
  },
  values: {
    heading: 'Our values',
    items: [
      {
        icon: 'shield',
        title: 'Trust & Security',
        text: 'We treat your financial information as strictly confidential and handle it with care and professional discretion. And we tell you plainly what we see in your numbers.',
      },
      {
        icon: 'award',
        title: 'Excellence',
        text: 'We work to professional standards, review our work before it reaches you and keep our knowledge of Kosovo’s tax legislation and IFRS up to date.',
      },
      {
        icon: 'users',
        title: 'Client Focus',
        text: 'We learn how your business works, respond promptly and shape our service around your needs — not the other way round.',
      },
    ],
  },
  team: {
    heading: 'Our team',
    qualifications: 'Qualifications',
    languages: 'Languages',
    profile: 'Professional profile',
  },
  cta: {
    heading: 'Let’s talk about your business',
    text: 'Tell us where you stand today and where you want to go. We will suggest the support that fits you, with no obligation.',
    button: 'Talk to our team',
  },
} satisfies AboutContent;
