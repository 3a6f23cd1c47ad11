/**
 * Bars drawn as SVG on the server (they are part of the island's markup, so they show without JavaScript),
 * coloured by CSS classes that follow the theme and print. The SVG is hidden from screen readers: the
 * legend beside it carries every figure as text.
 */

export interface Part {
  label: string;
  /** The part's size (cents) and how it is written. */
  value: number;
  text: string;
  /** One of the chart palette's classes in client/styles/tools.css. */
  tone: 'tone-1' | 'tone-2' | 'tone-3' | 'tone-4';
}

const share = (value: number, total: number) => (total > 0 ? (value / total) * 100 : 0);

/** One bar split into parts: where each euro of a whole goes. */
export function StackedBar({ title, parts }: { title: string; parts: Part[] }) {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  const widths = parts.map((part) => share(Math.max(0, part.value), total));
  // Each part starts where the ones before it end.
  const starts = widths.map((_, i) => widths.slice(0, i).reduce((sum, width) => sum + width, 0));
  return (
    <figure className="tool-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {parts.map((part, i) => (
          <rect key={part.label} className={part.tone} x={starts[i]} y={0} width={widths[i]} height={10} />
        ))}
      </svg>
      <ul className="tool-legend">
        {parts.map((part) => (
          <li key={part.label}>
            <span className={`tool-swatch ${part.tone}`} aria-hidden="true" />
            {part.label}: {part.text}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Several bars against one scale: how much of the same whole each place leaves. */
export function CompareBars({ title, bars, note }: { title: string; bars: Part[]; note: string }) {
  const total = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="tool-chart">
      <figcaption>{title}</figcaption>
      <ul className="tool-bars">
        {bars.map((bar) => (
          <li key={bar.label}>
            <span className="tool-bar-label">
              {bar.label}: <strong>{bar.text}</strong>
            </span>
            <svg viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect className="tool-track" x={0} y={0} width={100} height={6} />
              <rect className={bar.tone} x={0} y={0} width={share(bar.value, total)} height={6} />
            </svg>
          </li>
        ))}
      </ul>
      <p className="tool-rounding">{note}</p>
    </figure>
  );
}
