import { readVat, vatAmounts, vatFields } from '#shared/tax/forms.ts';
import { vatRates } from '#shared/tax/rates.ts';
import { Island } from '#server/island.tsx';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { isCalculation, openingFields, toolPage } from './tool-parts';

/** /{lang}/tools/vat/: add VAT to an amount or take it out (?amount=100&rate=18&mode=add|extract). */
export function vatToolPage(context: PageContext<MatchOf<'vatTool'>>): PageResult {
  const { lang, t, query } = context;
  const asked = vatFields(query);
  const reading = isCalculation(query, vatAmounts) ? readVat(asked, lang) : null;
  // A link that only preselects a rate Kosovo does not have opens the form at the standard rate.
  const fields = openingFields(asked, reading, 'rate', vatRates.map(String));
  return toolPage(context, {
    content: t.pages.tools.vat,
    reading,
    choices: { rate: fields.rate, mode: fields.mode },
    rules: ['vat'],
    fields,
    widget: (props) => <Island name="vat-tool" props={props} />,
  });
}
