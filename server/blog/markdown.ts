import { Marked, type Token, type Tokens } from 'marked';

/** Slug for a heading id: ASCII letters, digits and hyphens (Albanian ë/ç folded). */
function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The line that gives the table after it its caption, as Pandoc writes it: "Table: What the table shows". */
const captionLine = /^Table: (.+)$/;

/**
 * Takes each "Table: …" paragraph out of the tokens and gives its text to the table that follows it. A table
 * without one, or a caption without a table, stops the build: a table's name says what it holds ("Table 2"
 * says nothing), and WCAG 1.3.1 wants it in the markup.
 */
function captionTables(tokens: Token[], where: string): Map<Token, string> {
  const captions = new Map<Token, string>();
  let pending: string | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token || token.type === 'space') continue;
    const caption = token.type === 'paragraph' ? captionLine.exec(token.raw.trim())?.[1] : undefined;
    if (caption !== undefined) {
      if (pending !== undefined) throw new Error(`${where}: the caption „${pending}“ has no table after it`);
      pending = caption;
      tokens.splice(i, 1);
      i -= 1;
    } else if (token.type === 'table') {
      if (pending === undefined) throw new Error(`${where}: a table without a „Table: …“ caption line before it`);
      captions.set(token, pending);
      pending = undefined;
    } else if (pending !== undefined) {
      throw new Error(`${where}: the caption „${pending}“ has no table after it`);
    }
  }
  if (pending !== undefined) throw new Error(`${where}: the caption „${pending}“ has no table after it`);
  return captions;
}

/**
 * Markdown → HTML for articles. Post text is trusted (it comes from the repository), but raw HTML in it is
 * still escaped so a stray "<" cannot break the page. Tables scroll inside a focusable region on phones
 * (WCAG 1.4.10 reflow, 2.1.1 keyboard), named by their caption; headings get ids for linking. The page
 * supplies the <h1>, so the body's headings start at <h2>.
 */
export function renderMarkdown(source: string, where: string): string {
  const marked = new Marked({ gfm: true, async: false });
  let tables = 0;
  let captions = new Map<Token, string>();
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
        const id = `table-caption-${tables}`;
        const caption = marked.parseInline(captions.get(token) ?? '', { async: false });
        const head = token.header
          .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
          .join('');
        const rows = token.rows
          .map((row) => `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`)
          .join('\n');
        return `<div class="table-scroll" role="region" tabindex="0" aria-labelledby="${id}"><table><caption id="${id}">${caption}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  const tokens = marked.lexer(source);
  captions = captionTables(tokens, where);
  return marked.parser(tokens);
}

export function countWords(source: string): number {
  return source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
