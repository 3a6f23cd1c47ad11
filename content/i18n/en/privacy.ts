import { type PrivacyContent } from '#content/i18n/page-content.ts';

export const privacy = {
  title: 'Privacy Policy — How We Handle Your Data',
  description:
    'What personal data we collect through this website, why we collect it, how long we keep it, how we protect it and how to exercise your rights under the law.',
  heading: 'Privacy Policy',
  lastUpdated: 'Last updated',
  intro:
    'This policy explains what personal data we collect through this website, why we collect it, how long we keep it and what rights you have.',
  controller: {
    named: 'The controller of your personal data is {name}, {address}. You can reach us at {email}.',
    registered:
      'The company is registered with the Kosovo Business Registration Agency (ARBK) under the unique identification number (NUI) {nui}.',
  },
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'We collect only the personal data you choose to send us and the minimum technical data needed to run the website securely. You can browse the site without telling us who you are.',
      ],
      list: [
        'Contact form: your name, email address and message and, if you choose to give them, your phone number, company name, topic and the time you prefer us to call.',
        'With each message: the time it was sent and your browser’s user-agent string (which identifies the browser and operating system), used only to prevent spam and abuse.',
        'Server logs: your IP address, the page you requested and the time of the request, used to keep the website secure.',
      ],
    },
    {
      heading: 'How we use your data',
      paragraphs: [
        'We use the details you send through the contact form to answer your enquiry, to prepare a proposal if you ask for one and to keep a record of our correspondence. We process them because you asked us to contact you and, where you request a service, to take the steps needed before entering into a contract with you.',
        'We use the time of sending, the user-agent string and the server logs for our legitimate interest in protecting the website and our inbox against spam, abuse and attacks.',
        'We do not sell your data, we do not use it for automated decisions or profiling, and we do not send you marketing messages without your consent.',
        'We keep contact messages for up to 24 months, unless they lead to a client relationship; in that case we keep them for as long as the engagement and our legal record-keeping obligations require. Server logs are kept by size, not for a set number of days: each of our servers keeps only its newest 30 MB of log entries, and older entries are deleted automatically as new ones are written.',
      ],
    },
    {
      heading: 'How we protect and share your data',
      paragraphs: [
        'Messages you send are stored in a database on our own servers and may also be forwarded by email to our firm’s inbox. The website is served over an encrypted HTTPS connection, and only the members of our team who need to reply to you have access to stored messages.',
        'We share personal data only with service providers who process it on our behalf, and only as far as needed: the provider that hosts our servers and the provider that handles our email. They may use the data only on our instructions and must keep it secure.',
        'We do not disclose your data to anyone else unless the law requires us to.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under Kosovo’s Law No. 06/L-082 on Protection of Personal Data — and, if you are in the European Union, under the General Data Protection Regulation (GDPR) — you have the rights listed below over your personal data.',
      ],
      list: [
        'Access: obtain confirmation of whether we hold data about you and a copy of it',
        'Rectification: have inaccurate data corrected and incomplete data completed',
        'Erasure: have your data deleted when we no longer need it or have no legal basis to keep it',
        'Restriction: limit how we use your data, for example while a correction is being checked',
        'Objection: object to processing based on our legitimate interests',
        'Portability: receive the data you gave us in a structured, machine-readable format',
        'Withdrawal of consent: withdraw your consent at any time, without affecting the lawfulness of processing carried out before you withdrew it',
      ],
      after: [
        'If you believe we have handled your data unlawfully, you can lodge a complaint with the Information and Privacy Agency (Agjencia për Informim dhe Privatësi), Kosovo’s supervisory authority; visitors in the EU may also turn to the data protection authority of the member state where they live or work. We would appreciate the chance to address your concern first.',
      ],
    },
    {
      heading: 'How to contact us about your data',
      paragraphs: [
        'To exercise any of these rights or to ask a question about this policy, write to us at {email}. Please tell us which right you wish to exercise and which data your request concerns.',
        'We may ask you to confirm your identity before acting on a request, so that your data is never disclosed to anyone but you. We answer every request within 30 days.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'This policy may change when our website, our services or the law change. The date at the top of this policy shows when it was last updated, and we will make any significant change clear here.',
      ],
    },
  ],
  storedInBrowser: {
    withStatistics:
      'Stored in your browser: your colour theme, if you choose one, and your choice about visit statistics (see below). They stay on your device so the site remembers them; they are not cookies and are never sent to us.',
    withoutStatistics:
      'Stored in your browser: your colour theme, if you choose one. It stays on your device so the site remembers it; it is not a cookie and is never sent to us.',
  },
  statistics: {
    heading: 'Visit statistics',
    off: [
      'We do not measure visits. This site loads no analytics, advertising or tracking tool, sets no cookies and sends nothing about your visit to anyone else; the only record of it is our own servers’ logs, described above. As there is nothing optional to allow, the site does not ask for your consent.',
    ],
    on: {
      intro:
        'If you allow it, we count visits with {provider}, open-source web analytics, at {host}. It sets no cookies and stores nothing on your device. The figures show us which pages, articles and calculators are useful and how fast the site loads on visitors’ real phones and computers.',
      sentIntro:
        'Nothing is sent before you allow it. Once you do, your browser sends {host} only the following, as you use the site:',
      sent: [
        'Each page you open: its address without anything after a “?” (so never your search words or the amounts in a calculator), its language and what kind of page it is (for example “salaryTool” or “blogArticle”), and the address you came from, also cut at the “?”.',
        'That you sent the contact form, never what you wrote in it.',
        'That you used a calculator, and which one, never the amounts.',
        'That you read an article to the end, switched language or subscribed to our tax calendar.',
        'How quickly the page appeared and responded to you and how much it shifted while loading (the Core Web Vitals LCP, INP and CLS), rounded.',
      ],
      identifiers:
        'Like any request on the internet, these reach {host} with your IP address and your browser’s user-agent string. {provider} combines them with a random value that changes every day and turns them into a one-way code (a hash) to tell one day’s visits apart, and uses them to find your country, browser and type of device; it stores neither the IP address nor the full user-agent string, so visits cannot be followed from one day to the next.',
      withdraw:
        'We measure only with your consent, and you can withdraw it at any time: choose “{settings}” at the foot of any page and switch off “{category}”. Measuring stops at once, in every tab of this site you have open; visits counted before then stay in the statistics.',
    },
  },
} satisfies PrivacyContent;
