import { cardGrid, columnsAt } from '#server/pages/parts/grid-columns.ts';

describe('card grid columns', () => {
  it('never leaves a last row part-filled: the column count divides the number of cards', () => {
    for (const count of [2, 3, 4, 5, 6, 8, 9]) {
      for (const viewport of [40, 64, 80, 120]) {
        for (const width of ['small', 'narrow', 'medium', 'wide'] as const) {
          expect(count % columnsAt(viewport, count, width)).toBe(0);
        }
      }
    }
  });

  it('takes as many columns as fit: six 17rem cards are 2 × 3 on a tablet, 3 × 2 on a desktop', () => {
    // 40rem viewport: 37.5rem inside the padding; (37.5 + 1.25) / (17 + 1.25) = 2.1 → 2 columns.
    expect(columnsAt(40, 6, 'medium')).toBe(2);
    // 80rem: (77.5 + 1.25) / 18.25 = 4.3 → 4 fit, but 4 does not divide 6 → 3.
    expect(columnsAt(80, 6, 'medium')).toBe(3);
    // Four plans: 3 fit at 64rem ((61.5 + 1.25) / 18.25 = 3.4), 3 does not divide 4 → 2; 4 at 80rem.
    expect(columnsAt(64, 4, 'medium')).toBe(2);
    expect(columnsAt(80, 4, 'medium')).toBe(4);
    // Two 22rem cards: one column until two fit side by side.
    expect(columnsAt(40, 2, 'wide')).toBe(1);
    expect(columnsAt(64, 2, 'wide')).toBe(2);
  });

  it('names only the breakpoints that widen the grid', () => {
    expect(cardGrid(3, 'medium')).toBe('card-grid cols-64-3 cols-80-3');
    expect(cardGrid(3, 'small')).toBe('card-grid cols-40-3 cols-64-3 cols-80-3');
    expect(cardGrid(5, 'medium')).toBe('card-grid');
  });
});
