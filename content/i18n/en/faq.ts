import { type FaqContent } from '#content/i18n/page-content.ts';

export const faq = {
  title: 'FAQ: Accounting, Tax and Company Setup in Kosovo',
  description:
    'Answers on our services, pricing, onboarding, company registration, Kosovo tax rates, payroll, IFRS reporting, data security and working with us remotely.',
  heading: 'Frequently Asked Questions',
  intro:
    'Answers to the questions we hear most often from business owners and investors. If yours is not here, our team will be glad to help.',
  items: [
    {
      question: 'What services do you offer?',
      answer: [
        'We cover the financial side of running a business in Kosovo: bookkeeping and accounting, financial statements and reporting, tax compliance and tax planning, payroll, and CFO or controller services for companies that need senior financial leadership without a full-time hire.',
        'Beyond the books, we advise on business strategy and valuation, analyse your data to support better decisions, and help digitalise finance processes. For foreign investors we handle company formation in Kosovo and take over the accounting of international companies operating here.',
      ],
    },
    {
      question: 'How does your pricing work?',
      answer: [
        'Most clients choose a monthly plan: Starter from €299, Core from €599 and Pro from €999 per month, each adding more services and support. Enterprise is priced individually for larger groups and complex needs. Every plan has a clearly defined scope, so you know exactly what the monthly fee covers.',
        'For one-off projects or needs that do not fit a plan, we work at hourly rates from €20 for simple tasks to €100 for specialised consulting. The final price depends on your company’s size, transaction volume and complexity, and is agreed after a free assessment of your business — before any work begins.',
      ],
    },
    {
      question: 'How do we get started, and which documents should I prepare?',
      answer: [
        'It starts with a free consultation, in person or online, in which we learn how your business operates and what you need. We then send you a proposal with the scope and price; once you accept it, we sign an engagement agreement and take over your accounting from the agreed month.',
        'For a smooth handover, please prepare: your company’s registration documents from the Kosovo Business Registration Agency (ARBK); your latest financial statements and tax declarations; bank statements; sales and purchase invoices for the current period; and, if you have employees, their contracts and recent payroll records.',
        'If you are switching from another accountant, we coordinate the handover of records with them directly, with your authorisation, so that nothing is lost along the way.',
      ],
    },
    {
      question: 'Can a foreign investor own 100% of a Kosovo company, and how long does registration take?',
      answer: [
        'Yes. Kosovo allows 100% foreign ownership, and foreign investors register companies on the same terms as local ones. Most choose a limited liability company (SH.P.K.), which has no minimum capital requirement; a joint stock company (SH.A.) requires minimum capital of €10,000.',
        'Companies are registered with the Kosovo Business Registration Agency (ARBK). A company is registered within 3–5 working days once the documents are complete. Documents issued abroad, such as a parent company’s registration extract, may need a certified translation, so we check every document in advance to make sure the file is complete when it is submitted.',
        'After registration we can also take care of the next steps, such as VAT registration where required, payroll setup and ongoing accounting.',
      ],
    },
    {
      question: 'What are Kosovo’s main tax rates?',
      answer: [
        'Corporate income tax is 10% and dividend tax is 0%. Personal income tax is progressive from 0% to 10%, with the 10% rate applying to income above €5,400 a year. The standard rate of value added tax (VAT) is 18%.',
        'Employers and employees each contribute 5% of gross salary to the Kosovo Pension Savings Trust. Kosovo uses the euro and has double taxation agreements with a number of countries, which can reduce or remove tax on cross-border income.',
        'Rates and rules change from time to time, and how they apply depends on your circumstances, so we confirm the current position for your business before giving tax advice.',
      ],
    },
    {
      question: 'Do you handle payroll and pension contributions?',
      answer: [
        'Yes. We calculate monthly salaries, withhold personal income tax, calculate pension contributions — 5% from the employee and 5% from the employer, paid to the Kosovo Pension Savings Trust — and prepare payslips for your staff.',
        'We also prepare and file the monthly declarations of withheld tax and pension contributions with the Tax Administration of Kosovo (ATK), and keep your payroll records ready for any inspection. Payroll services are included in the Core plan and every plan above it; for Starter clients we can quote them separately.',
      ],
    },
    {
      question: 'Can you prepare financial statements under IFRS?',
      answer: [
        'Yes. We prepare financial statements under International Financial Reporting Standards (IFRS) for companies that must report under them and for those that need them for other reasons — for example, subsidiaries reporting to a foreign parent, or businesses preparing for investors or lenders.',
        'Which framework applies depends on your company’s size and type under Kosovo’s accounting law: larger companies and public-interest entities report under IFRS, while smaller companies may use Kosovo Accounting Standards. We can also convert local statements to IFRS or to your group’s reporting format, and support you during the audit.',
      ],
    },
    {
      question: 'How do you keep our financial data confidential and secure?',
      answer: [
        'Confidentiality is a professional obligation for us and is written into every engagement agreement. Only the team members working on your account have access to your records, and we do not share your information with third parties unless the law requires it or you instruct us to.',
        'Personal data, such as your employees’ payroll details, is processed in line with Kosovo’s law on personal data protection. We agree secure channels with you for exchanging documents, keep records only for as long as the law requires, and, if our engagement ends, hand your records over in an orderly way. Our Privacy Policy explains the details.',
      ],
    },
    {
      question: 'Can we work with you remotely and in English?',
      answer: [
        'Yes. Clients based abroad can work with us entirely remotely for most services. We exchange documents electronically, meet by video call and communicate in English or Albanian — whichever you prefer — including reports and correspondence.',
        'Our office hours are Monday to Friday, 9:00 AM to 5:00 PM, and we arrange meetings at other times on request, which helps clients in other time zones. A few steps, such as opening a bank account, may require your presence in person or a power of attorney; we tell you in advance when that is the case.',
      ],
    },
  ],
  more: {
    heading: 'Didn’t Find Your Answer?',
    text: 'Every business is different. Send us your question or book a free consultation, and our team will give you a clear, practical answer.',
    button: 'Contact Us',
  },
} satisfies FaqContent;
