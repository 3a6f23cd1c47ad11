import { readSalary, salaryAmounts, salaryFields } from '#shared/tax/forms.ts';
import { Island } from '#server/island.tsx';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { isCalculation, toolPage } from './tool-parts';

/** /{lang}/tools/salary/: the form, and with ?gross= or ?net= its result (422 when the input is wrong). */
export function salaryToolPage(context: PageContext<MatchOf<'salaryTool'>>): PageResult {
  const { lang, t, query } = context;
  const fields = salaryFields(query);
  const reading = isCalculation(query, salaryAmounts) ? readSalary(fields, lang) : null;
  const { pension, employer, employment } = fields;
  return toolPage(context, {
    content: t.pages.tools.salary,
    reading,
    choices: { pension, employer, employment },
    rules: ['wageTax', 'secondary', 'pension', 'minimumWage'],
    fields,
    widget: (props) => <Island name="salary-tool" props={props} />,
  });
}
