import { ChevronDown } from 'lucide-react';
import { type MouseEvent, useState } from 'react';

export interface FaqItem {
  question: string;
  answer: string[];
}

export interface FaqAccordionProps {
  items: FaqItem[];
  /** Shared <details name>: without JavaScript the browser keeps one answer open at a time. */
  group: string;
}

/**
 * FAQ accordion: one answer open at a time; choosing the open one closes it. Native <details>/<summary>
 * give keyboard operation and work without JavaScript; the island holds the open index in state.
 */
export default function FaqAccordion({ items, group }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const choose = (index: number) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setOpenIndex((current) => (current === index ? null : index));
  };
  return (
    <div className="faq-list">
      {items.map((item, index) => (
        <details key={item.question} name={group} className="faq-item" open={openIndex === index}>
          <summary onClick={choose(index)}>
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
