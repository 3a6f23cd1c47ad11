import { type FAQPage, type WithContext } from 'schema-dts';
import { type Question } from '#content/i18n/page-content.ts';
import { Island } from '#server/island.tsx';

/**
 * Questions and answers: the accordion island, rendered on the server as native <details>. Until it is
 * hydrated, the shared <details name> already keeps one answer open at a time.
 */
export function FaqList({ items, group }: { items: Question[]; group: string }) {
  return <Island name="faq-accordion" props={{ items, group }} />;
}

export function faqPageData(items: Question[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  };
}
