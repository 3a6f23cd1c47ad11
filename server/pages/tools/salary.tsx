import { readSalary, salaryFields } from '#shared/tax/forms.ts';
import { Island } from '#server/island.tsx';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { toolPage } from './tool-parts';

/** Query parameters that make a request a calculation (and its page a result, not the tool itself). */
const inputs = ['gross', 'net', 'pension', 'employer', 'employment'];

/** /{lang}/tools/salary/: the form, and with ?gross= or ?net= its result (422 when the input is wrong). */
export function salaryToolPage(context: PageContext<MatchOf<'salaryTool'>>): PageResult {
  const { lang, t, query } = context;
  const submitted = inputs.some((name) => query.has(name));
  const fields = salaryFields(query);
  const request = submitted ? readSalary(fields, lang) : null;
  const errors = request && !request.ok ? request.errors : {};
  return toolPage(context, {
    content: t.pages.tools.salary,
    submitted,
    invalid: request?.ok === false,
    rules: ['wageTax', 'secondary', 'pension'],
    widget: (base) => <Island name="salary-tool" props={{ ...base, fields, errors }} />,
  });
}
