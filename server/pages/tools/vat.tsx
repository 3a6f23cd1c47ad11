import { readVat, vatFields } from '#shared/tax/forms.ts';
import { Island } from '#server/island.tsx';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { toolPage } from './tool-parts';

const inputs = ['amount', 'rate', 'mode'];

/** /{lang}/tools/vat/: add VAT to an amount or take it out (?amount=100&rate=18&mode=add|extract). */
export function vatToolPage(context: PageContext<MatchOf<'vatTool'>>): PageResult {
  const { lang, t, query } = context;
  const submitted = inputs.some((name) => query.has(name));
  const fields = vatFields(query);
  const request = submitted ? readVat(fields, lang) : null;
  const errors = request && !request.ok ? request.errors : {};
  return toolPage(context, {
    content: t.pages.tools.vat,
    submitted,
    invalid: request?.ok === false,
    rules: ['vat'],
    widget: (base) => <Island name="vat-tool" props={{ ...base, fields, errors }} />,
  });
}
