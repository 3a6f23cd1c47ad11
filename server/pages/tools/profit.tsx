import { profitAmounts, profitFields, readProfit } from '#shared/tax/forms.ts';
import { Island } from '#server/island.tsx';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { isCalculation, toolPage } from './tool-parts';

/** /{lang}/tools/profit/: what a yearly profit leaves the owner (?profit=100000&turnover=25000&activity=trade). */
export function profitToolPage(context: PageContext<MatchOf<'profitTool'>>): PageResult {
  const { lang, t, query } = context;
  const fields = profitFields(query);
  const reading = isCalculation(query, profitAmounts) ? readProfit(fields, lang) : null;
  return toolPage(context, {
    content: t.pages.tools.profit,
    reading,
    choices: { activity: fields.activity },
    rules: ['corporate', 'losses', 'smallBusiness', 'comparison'],
    fields,
    widget: (props) => <Island name="profit-tool" props={props} />,
  });
}
