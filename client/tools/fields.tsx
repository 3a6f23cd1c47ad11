/** A labelled text field for an amount or a percentage; its error is tied to it and shown above it. */
export function Field({
  name,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `tool-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
    </div>
  );
}

/** A choice's options labelled with the texts of the same names, e.g. `labelled(f, ['add', 'extract'])`. */
export const labelled = <const V extends string>(labels: Record<NoInfer<V>, string>, values: readonly V[]) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The id of a choice's first radio button: where an error summary's link for the choice leads. */
export const choiceTarget = (name: string, first: string) => `tool-${name}-${first}`;

/** A group of radio buttons; a wrong choice (from a link) marks the group invalid with its message. */
export function Choice<V extends string>({
  name,
  legend,
  options,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  options: Array<{ value: V; label: string; hint?: string }>;
  value: string;
  error?: string;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset
      className={error ? 'choice field-invalid' : 'choice'}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `tool-${name}-error` : undefined}
    >
      <legend>{legend}</legend>
      {error ? (
        <p className="field-error" id={`tool-${name}-error`}>
          {error}
        </p>
      ) : null}
      {options.map((option) => (
        <div key={option.value} className="choice-option">
          <input
            type="radio"
            id={`tool-${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={option.hint ? `tool-${name}-${option.value}-hint` : undefined}
          />
          <label htmlFor={`tool-${name}-${option.value}`}>{option.label}</label>
          {option.hint ? (
            <p className="field-hint" id={`tool-${name}-${option.value}-hint`}>
              {option.hint}
            </p>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
