import { ChevronDown } from 'lucide-react';
import { type FAQPage, type WithContext } from 'schema-dts';
import { type Question } from '../../../content/i18n/page-content';

/**
 * Questions as native <details> sharing one name: one answer open at a time, keyboard operable and
 * readable without JavaScript (the Widgets issue adds an island that keeps the open index in state).
 */
export function FaqList({ items, group }: { items: Question[]; group: string }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} name={group} className="faq-item">
          <summary>
            <span>{item.question}</span>
            <ChevronDown aria-hidden="true" size={20} className="chevron" />
          </summary>
          <div className="faq-answer">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
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
