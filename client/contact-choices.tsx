import { type CallTime, type ChoiceField, type ContactTopic } from '#shared/contact-fields.ts';

interface Option<V extends string> {
  value: V;
  label: string;
}

/** The contact form's choices, named in the page's language (the server fills them). */
export interface Choices {
  topic: { none: string; groups: Array<{ label: string; options: Array<Option<ContactTopic>> }>; other: string };
  callTime: { any: string; options: Array<Option<CallTime>> };
}

/**
 * One of the form's optional lists: what the message is about (services and plans in groups, then
 * "something else"), or the part of the day to be called in. The empty first option means "not said".
 */
export function ChoiceSelect({
  field,
  label,
  optional,
  value,
  choices,
}: {
  field: ChoiceField;
  label: string;
  optional: string;
  value: string | undefined;
  choices: Choices;
}) {
  const id = `contact-${field}`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="optional"> {optional}</span>
      </label>
      <select id={id} name={field} defaultValue={value ?? ''}>
        {field === 'topic' ? (
          <>
            <option value="">{choices.topic.none}</option>
            {choices.topic.groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
            <option value="other">{choices.topic.other}</option>
          </>
        ) : (
          <>
            <option value="">{choices.callTime.any}</option>
            {choices.callTime.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </>
        )}
      </select>
    </div>
  );
}
