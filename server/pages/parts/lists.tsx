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

/** Cards with an icon, a title and a text, in a responsive grid. */
export function IconCards({
  items,
  width,
}: {
  items: Array<{ icon: IconName; title: string; text: string }>;
  width: CardWidth;
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
