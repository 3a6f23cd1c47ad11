/**
 * The column classes of a card grid. A phone shows one column; from each breakpoint on, the grid takes the
 * most columns at least as wide as its cards need that divide its number of cards, so every row is full and no card is
 * left alone on a last row (client/styles/grid-columns.css holds the matching rules).
 */

/** Viewport widths (rem) where a grid may widen: the stylesheet's media queries. */
export const gridBreakpoints = [40, 64, 80] as const;

// The page container (client/styles/base.css): 80rem wide at most, 1.25rem padding each side; grid gap 1.25rem.
const containerRem = 80;
const paddingRem = 1.25;
const gapRem = 1.25;
/** The widest grid the stylesheet has rules for. */
const mostColumns = 4;

/** The narrowest a card may be (rem), by how much it holds: a figure, a short step, a text, a long text. */
export const cardWidths = { small: 11, narrow: 14, medium: 17, wide: 22 } as const;
export type CardWidth = keyof typeof cardWidths;

/** How many columns a grid of `count` cards takes at a viewport `viewportRem` wide. */
export function columnsAt(viewportRem: number, count: number, width: CardWidth): number {
  const minRem = cardWidths[width];
  const available = Math.min(viewportRem, containerRem) - 2 * paddingRem;
  let columns = Math.max(1, Math.min(mostColumns, count, Math.floor((available + gapRem) / (minRem + gapRem))));
  while (count % columns !== 0) columns -= 1;
  return columns;
}

/** "card-grid cols-40-2 cols-64-3": the base class and one class per breakpoint that widens the grid. */
export function cardGrid(count: number, width: CardWidth): string {
  const widen = gridBreakpoints
    .map((viewport) => ({ viewport, columns: columnsAt(viewport, count, width) }))
    .filter(({ columns }) => columns > 1)
    .map(({ viewport, columns }) => `cols-${viewport}-${columns}`);
  return ['card-grid', ...widen].join(' ');
}
