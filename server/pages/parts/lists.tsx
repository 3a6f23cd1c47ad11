import { type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { type IconName } from '#shared/icon-names.ts';
import { Icon } from '#server/icons.tsx';
import { type CardWidth, cardGrid } from './grid-columns';

/** A list of ticked items. */
export function CheckList({
  items,
  compact = false,
  columns = false,
}: {
  items: string[];
  compact?: boolean;
  columns?: boolean;
}) {
  const className = ['check-list', compact ? 'check-list-compact' : '', columns ? 'check-list-columns' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Check aria-hidden="true" size={compact ? 16 : 18} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Titled cards of ticked items in a responsive grid (the residency options, the additional services). */
export function CheckCards<Card extends { title: string }>({
  cards,
  items,
  width,
}: {
  cards: Card[];
  /** Which of a card's lists is ticked: the content names it for what it holds. */
  items: (card: Card) => string[];
  width: CardWidth;
}) {
  return (
    <div className={cardGrid(cards.length, width)}>
      {cards.map((card) => (
        <section key={card.title} className="card" aria-label={card.title}>
          <h3>{card.title}</h3>
          <CheckList items={items(card)} />
        </section>
      ))}
    </div>
  );
}

/** Cards with an icon, a title and a text, in a responsive grid; `more` adds a card's link under its text. */
export function IconCards<Item extends { icon: IconName; title: string; text: string }>({
  items,
  width,
  more,
}: {
  items: Item[];
  width: CardWidth;
  more?: (item: Item) => ReactNode;
}) {
  return (
    <ul className={cardGrid(items.length, width)}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <span className="card-icon">
            <Icon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {more ? more(item) : null}
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps in a strip (the journey, the pathway). */
export function StepStrip({ steps }: { steps: Array<{ title: string; text: string }> }) {
  return (
    <ol className={`${cardGrid(steps.length, 'narrow')} step-strip`}>
      {steps.map((step, index) => (
        <li key={step.title} className="step">
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
