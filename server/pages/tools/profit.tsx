import { readProfit } from '#shared/tax/forms.ts';
import { Island } from '#server/island.tsx';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { toolPage } from './tool-parts';

/** /{lang}/tools/profit/: what a yearly profit leaves the owner (?profit=100000). */
export function profitToolPage(context: PageContext<MatchOf<'profitTool'>>): PageResult {
  const { lang, t, query } = context;
  const submitted = query.has('profit');
  const profit = query.get('profit') ?? '';
  const request = submitted ? readProfit(profit, lang) : null;
  return toolPage(context, {
    content: t.pages.tools.profit,
    submitted,
    invalid: request?.ok === false,
    rules: ['corporate'],
    widget: (base) => (
      <Island
        name="profit-tool"
        props={{ ...base, profit, ...(request && !request.ok ? { error: request.errors.profit } : {}) }}
      />
    ),
  });
}
