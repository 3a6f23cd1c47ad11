import { type Dictionary } from '#content/i18n/dictionary.ts';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type ChoiceField,
  type ContactField,
  type ContactFormValues,
  type FieldError,
  contactFields,
  limits,
} from '#shared/contact-fields.ts';
import { type Choices, ChoiceSelect } from '#client/contact-choices.tsx';
import { type validateContact } from '#shared/contact-schema.ts';

export type FieldMessages = Record<ContactField, Record<FieldError, string>>;

export interface ContactFormProps {
  action: string;
  privacyHref: string;
  /** Values to show again after a rejected submission (escaped by React like any text). */
  values: ContactFormValues;
  /** The choices' options, named in the page's language (the server fills them). */
  choices: Choices;
  /** Errors found by the server, per field. */
  errors: Partial<Record<ContactField, FieldError>>;
  unexpected: boolean;
  /** The server could not store the message (503): what to do instead, with the firm's phone and email. */
  unavailable?: {
    heading: string;
    text: string;
    call: string;
    write: string;
    phone: { text: string; href: string };
    email: { text: string; href: string };
  };
  labels: Pick<
    Dictionary['contactForm'],
    | 'heading'
    | 'intro'
    | 'optional'
    | 'honeypot'
    | 'submit'
    | 'privacyBefore'
    | 'privacyLink'
    | 'privacyAfter'
    | 'summaryTitle'
    | 'unexpected'
  > & {
    fields: Dictionary['contactForm']['labels'];
    /** The error texts with the limits written in (the server fills them). */
    errors: FieldMessages;
  };
}

/** The form's fields top to bottom: the time to call next to the number, the topic just before the message. */
const fieldOrder = [
  'name',
  'email',
  'phone',
  'callTime',
  'company',
  'topic',
  'message',
] as const satisfies ReadonlyArray<ContactField | ChoiceField>;

const inputs: Record<ContactField, { type: string; autoComplete: string; optional: boolean }> = {
  name: { type: 'text', autoComplete: 'name', optional: false },
  email: { type: 'email', autoComplete: 'email', optional: false },
  phone: { type: 'tel', autoComplete: 'tel', optional: true },
  company: { type: 'text', autoComplete: 'organization', optional: true },
  message: { type: 'textarea', autoComplete: 'off', optional: false },
};

/**
 * The contact form. It posts as a plain form, so it works without JavaScript; the server validates with
 * the shared schema and answers 422 with this form, the values kept and an error summary that takes focus.
 * With JavaScript, the same schema checks before sending, so most mistakes are caught without a round trip.
 */
export default function ContactForm({
  action,
  privacyHref,
  values,
  choices,
  errors: serverErrors,
  unexpected,
  unavailable,
  labels,
}: ContactFormProps) {
  const [errors, setErrors] = useState(serverErrors);
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  // The validator (with its schema library) loads when the visitor starts on the form; until it has, the
  // form is sent as it is and the server, which validates anyway, answers.
  const validator = useRef<typeof validateContact | null>(null);
  const loadValidator = () => {
    if (validator.current) return;
    void import('#shared/contact-schema.ts').then((schema) => {
      validator.current = schema.validateContact;
    });
  };
  const hasErrors = unexpected || Object.keys(errors).length > 0;

  useEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!validator.current) return;
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const result = validator.current(data);
    if (result.ok || result.unexpected) return;
    event.preventDefault();
    setErrors(result.errors);
    setAttempt((count) => count + 1);
  };

  const errorId = (field: ContactField) => `contact-${field}-error`;
  return (
    <form
      className="contact-form"
      action={action}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={loadValidator}
      onPointerEnter={loadValidator}
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading">{labels.heading}</h2>
      <p className="muted">{labels.intro}</p>
      {unavailable ? (
        <div className="error-summary" tabIndex={-1} autoFocus role="alert" aria-labelledby="contact-unavailable-title">
          <h3 id="contact-unavailable-title">{unavailable.heading}</h3>
          <p>{unavailable.text}</p>
          <ul>
            <li>
              {unavailable.call}: <a href={unavailable.phone.href}>{unavailable.phone.text}</a>
            </li>
            <li>
              {unavailable.write}: <a href={unavailable.email.href}>{unavailable.email.text}</a>
            </li>
          </ul>
        </div>
      ) : null}
      {hasErrors ? (
        // Server-rendered with autofocus, so the summary gets focus even without JavaScript.
        <div
          className="error-summary"
          ref={summary}
          tabIndex={-1}
          autoFocus
          role="alert"
          aria-labelledby="error-summary-title"
        >
          <h3 id="error-summary-title">{labels.summaryTitle}</h3>
          <ul>
            {unexpected ? <li>{labels.unexpected}</li> : null}
            {contactFields.map((field) => {
              const kind = errors[field];
              return kind ? (
                <li key={field}>
                  <a href={`#contact-${field}`}>{labels.errors[field][kind]}</a>
                </li>
              ) : null;
            })}
          </ul>
        </div>
      ) : null}
      {fieldOrder.map((field) => {
        if (field === 'topic' || field === 'callTime') {
          return (
            <ChoiceSelect
              key={field}
              field={field}
              label={labels.fields[field]}
              optional={labels.optional}
              value={values[field]}
              choices={choices}
            />
          );
        }
        const config = inputs[field];
        const kind = errors[field];
        const common = {
          id: `contact-${field}`,
          name: field,
          defaultValue: values[field] ?? '',
          maxLength: limits[field].max,
          autoComplete: config.autoComplete,
          required: !config.optional,
          'aria-invalid': kind ? true : undefined,
          'aria-describedby': kind ? errorId(field) : undefined,
        };
        return (
          <div key={field} className={kind ? 'field field-invalid' : 'field'}>
            <label htmlFor={common.id}>
              {labels.fields[field]}
              {config.optional ? <span className="optional"> {labels.optional}</span> : null}
            </label>
            {kind ? (
              <p className="field-error" id={errorId(field)}>
                {labels.errors[field][kind]}
              </p>
            ) : null}
            {config.type === 'textarea' ? <textarea {...common} rows={6} /> : <input {...common} type={config.type} />}
          </div>
        );
      })}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{labels.honeypot}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="privacy-note">
        {labels.privacyBefore} <a href={privacyHref}>{labels.privacyLink}</a>
        {labels.privacyAfter}
      </p>
      <button type="submit" className="button button-large">
        <Send aria-hidden="true" size={18} />
        {labels.submit}
      </button>
    </form>
  );
}
