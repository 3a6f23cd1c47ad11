import { readWithholding, withholdingAmounts, withholdingFields, withholdingTypes } from '#shared/tax/forms.ts';
import { Island } from '#server/island.tsx';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { isCalculation, openingFields, toolPage } from './tool-parts';

/** /{lang}/tools/withholding/: the tax withheld on a payment (?amount=1000&type=rent&direction=gross|net). */
export function withholdingToolPage(context: PageContext<MatchOf<'withholdingTool'>>): PageResult {
  const { lang, t, query } = context;
  const asked = withholdingFields(query);
  const reading = isCalculation(query, withholdingAmounts) ? readWithholding(asked, lang) : null;
  const fields = openingFields(asked, reading, 'type', withholdingTypes);
  return toolPage(context, {
    content: t.pages.tools.withholding,
    reading,
    choices: { type: fields.type, direction: fields.direction },
    rules: ['withholding'],
    fields,
    widget: (props) => <Island name="withholding-tool" props={props} />,
  });
}
