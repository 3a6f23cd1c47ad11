import { csvCell } from '#scripts/message-text.ts';

/** What a spreadsheet that splits a line at `separator` would take as the start of each cell. */
function cellStarts(line: string, separator: string): string[] {
  return line.split(separator).map((piece) => piece.replace(/^[\s"]+/, ''));
}

describe('CSV cells of the messages command', () => {
  it.each([
    ['a;"=1+1;', `"a;""'=1+1;"`],
    ['x,"+1', `"x,""'+1"`],
    ['a; " @SUM(A1)', `"a; "" '@SUM(A1)"`],
    ['=1+1', "'=1+1"],
    ['Total;=cmd', `"Total;'=cmd"`],
  ])('defuses %s for readers that split at "," or ";"', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
    for (const separator of [',', ';']) {
      for (const start of cellStarts(csvCell(value), separator)) expect(start).not.toMatch(/^[=+\-@]/);
    }
  });

  it('leaves ordinary text as it is', () => {
    expect(csvCell('Berisha Trade SH.P.K.')).toBe('Berisha Trade SH.P.K.');
    expect(csvCell('Arta, "A."')).toBe('"Arta, ""A."""');
  });
});
