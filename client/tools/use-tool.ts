import { type FormEvent, useState } from 'react';
import { type AnalyticsEvents, report } from '#shared/analytics.ts';
import { type AnyToolContent } from '#content/i18n/tools-content.ts';
import { type Lang } from '#shared/languages.ts';
import { amountErrors, formatMoney } from '#shared/tax/amounts.ts';
import { type Errors, type FieldError, type Reading } from '#shared/tax/forms.ts';
import { errorText } from './field-errors';
import { type ToolWidgetProps } from './tool-props';
import { showInAddressBar } from './tool-url';

/** The errors whose words do not name their field (an amount's); the others say which field they mean. */
const unnamed: ReadonlySet<FieldError> = new Set<FieldError>(amountErrors);

/**
 * "Yearly profit before tax: enter an amount …": the field's name, then the message in lower case, as Albanian
 * writes it after a colon, unless it opens with an abbreviation.
 */
function ledByName(name: string, message: string, lang: Lang): string {
  const [first = '', second = ''] = message;
  const opening = second === second.toLocaleLowerCase(lang) ? first.toLocaleLowerCase(lang) : first;
  return `${name}: ${opening}${message.slice(1)}`;
}

/**
 * A tool's form state: the fields as typed, their reading (the same module as the server's), the errors to
 * show and the address bar kept on the screen. Before the visitor edits, the errors are the server's (a
 * 422); after, the live reading's, except an empty amount, which only brings back the prompt.
 */
export function useTool<Fields extends object, Value>(
  props: ToolWidgetProps<AnyToolContent, Fields>,
  {
    tool,
    read: readIn,
    choices,
    targets,
    named,
  }: {
    /** Which tool, for visit statistics ("Tool used": which one, never the amounts). */
    tool: AnalyticsEvents['Tool used']['tool'];
    /** The same reading as the server's, in the page's language. */
    read: (fields: Fields, lang: Lang) => Reading<Fields, Value>;
    /** The fields that only choose (radio buttons, rates): kept in the address when the amount is wrong. */
    choices: ReadonlyArray<keyof Fields & string>;
    /** Each field that can be wrong, with the element its error summary link leads to. */
    targets: ReadonlyArray<readonly [keyof Fields & string, string]>;
    /**
     * On a form with two amounts, each amount's name, which its message leads with away from its field (the
     * summary, the result panel): "Enter zero or more" beside a loss typed in the other field misleads, and
     * two unreadable amounts would read alike. A form with one amount passes none: its message can mean no
     * other, and the name would only repeat it („Shuma: shkruani një shumë.“).
     */
    named?: Readonly<Partial<Record<keyof Fields & string, string>>>;
  },
) {
  const { lang, action, fields: initial, errors: serverErrors } = props;
  const common = props.labels.common;
  const read = (next: Fields) => readIn(next, lang);
  const [fields, setFields] = useState(initial);
  const [edited, setEdited] = useState(false);
  const reading = read(fields);
  const live: Errors<Fields> = {};
  if (!reading.ok) {
    for (const field in reading.errors) {
      const error = reading.errors[field];
      // Nothing typed yet is no mistake while typing; a submitted empty form gets the server's message.
      if (error && error !== 'required' && error !== 'neither') live[field] = error;
    }
  }
  const errors = edited ? live : serverErrors;
  const addressOf = (next: Fields, nextReading: Reading<Fields, Value>) =>
    nextReading.ok ? nextReading.query : Object.fromEntries(choices.map((name) => [name, String(next[name])]));
  const update = (next: Fields) => {
    setFields(next);
    setEdited(true);
    const nextReading = read(next);
    showInAddressBar(action, addressOf(next, nextReading));
    if (nextReading.ok) report('Tool used', { tool });
  };
  const set =
    <K extends keyof Fields>(name: K) =>
    (value: Fields[K]) =>
      update({ ...fields, [name]: value });
  // A valid form is answered in place; a wrong one goes to the server, which answers 422 with the same words.
  const onSubmit = (event: FormEvent) => {
    if (!reading.ok) return;
    event.preventDefault();
    showInAddressBar(action, reading.query);
    report('Tool used', { tool });
  };
  /** A field's error in words, or nothing. */
  const message = (field: keyof Fields & string) => {
    const error = errors[field];
    return error ? errorText(common, field, error) : undefined;
  };
  const messages = targets.flatMap(([field, target]) => {
    const text = message(field);
    return text ? [{ field, target, text }] : [];
  });
  // Away from its field, an amount's message, which does not say which amount it means, leads with its name.
  const wrong = messages.map(({ field, target, text }) => {
    const error = errors[field];
    const name = named?.[field];
    const unclear = name !== undefined && error !== undefined && unnamed.has(error);
    return { target, text: unclear ? ledByName(name, text, lang) : text };
  });
  /** A field's or a choice's props, tied to this form: its name, the value as typed, its error, its setter. */
  const bind = <K extends keyof Fields & string>(name: K) => ({
    name,
    value: fields[name],
    error: message(name),
    onChange: set(name),
  });
  return {
    fields,
    reading,
    update,
    bind,
    /** The form's props; the server's errors are listed at its top until the visitor edits. */
    form: { action, common, summary: edited ? [] : wrong, onSubmit },
    /** An amount in cents as this page's language writes money. */
    money: (cents: number) => formatMoney(cents, lang),
    /** The result panel's props every tool passes alike: its base, the problem read out, the printed query. */
    panel: {
      base: props,
      // Read out in the result's place while the entry is wrong.
      problem: wrong.map((error) => error.text),
      query: reading.ok ? reading.query : null,
    },
  };
}
