import { Marked, type Tokens } from 'marked';

/** Slug for a heading id: ASCII letters, digits and hyphens (Albanian ë/ç folded). */
function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Markdown → HTML for articles. Post text is trusted (it comes from the repository), but raw HTML in it is
 * still escaped so a stray "<" cannot break the page. Tables scroll inside a focusable region on phones
 * (WCAG 1.4.10 reflow, 2.1.1 keyboard); headings get ids for linking. The page supplies the <h1>, so the
 * body's headings start at <h2>.
 */
export function renderMarkdown(source: string, tableLabel: string): string {
  const marked = new Marked({ gfm: true, async: false });
  let tables = 0;
  marked.use({
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      },
      heading({ tokens, depth, text }: Tokens.Heading) {
        const level = Math.min(Math.max(depth, 2), 4);
        return `<h${level} id="${headingId(text)}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      table(token: Tokens.Table) {
        tables += 1;
        const head = token.header
          .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
          .join('');
        const rows = token.rows
          .map((row) => `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`)
          .join('\n');
        return `<div class="table-scroll" role="region" tabindex="0" aria-label="${tableLabel} ${tables}"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  return marked.parse(source, { async: false });
}

export function countWords(source: string): number {
  return source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
