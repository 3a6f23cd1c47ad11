import { type ContactContent } from '#content/i18n/page-content.ts';

export const contact = {
  title: 'Contact Our Accounting Team in Prishtina',
  description:
    'Contact our accounting and advisory team in Prishtina by phone, email or WhatsApp. We are available Monday to Friday, 9:00 AM to 5:00 PM.',
  hero: {
    heading: 'Contact us',
    text: 'Tell us about your business and what you need help with. Whether it is a quick question or a new engagement, our team will get back to you promptly.',
  },
  details: {
    heading: 'Contact details',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    revealHint: 'To protect them from spam, our contact details are shown on request — select one to reveal it.',
  },
  chat: {
    title: 'Chat with us on WhatsApp',
    text: 'Prefer messaging? Write to us on WhatsApp during working hours with a quick question or to arrange a call.',
    button: 'Start a WhatsApp chat',
  },
  social: {
    heading: 'Follow us',
    text: 'Follow us for updates on Kosovo tax changes, reporting deadlines and practical advice on managing your finances.',
  },
  hours: {
    heading: 'Working hours',
    days: 'Monday to Friday',
    times: '9:00 AM – 5:00 PM',
    note: 'Flexible appointments on request.',
  },
  faq: {
    title: 'Have a quick question?',
    text: 'You may find the answer straight away in our frequently asked questions about our services, pricing and company formation in Kosovo.',
    link: 'Read our FAQ',
  },
} satisfies ContactContent;
