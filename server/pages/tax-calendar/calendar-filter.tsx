import { type Dictionary } from '#content/i18n/index.ts';
import { audienceParam } from '#shared/tax-calendar/audience-query.ts';
import { type Audience, audiences } from '#shared/tax-calendar/rules.ts';

/** Who the visitor is, as a plain GET form: it works without JavaScript and its result is a shareable URL. */
export function CalendarFilter({ t, chosen, action }: { t: Dictionary; chosen: readonly Audience[]; action: string }) {
  const f = t.pages.taxCalendar.filter;
  return (
    <form className="calendar-filter" method="get" action={action}>
      <fieldset>
        <legend>{f.legend}</legend>
        <p className="field-hint" id="calendar-filter-hint">
          {f.hint}
        </p>
        <ul className="calendar-choices">
          {audiences.map((audience) => (
            <li key={audience} className="choice-option">
              <input
                type="checkbox"
                id={`for-${audience}`}
                name={audienceParam}
                value={audience}
                defaultChecked={chosen.includes(audience)}
                aria-describedby={`for-${audience}-hint`}
              />
              <label htmlFor={`for-${audience}`}>{f.audiences[audience].label}</label>
              <span className="field-hint" id={`for-${audience}-hint`}>
                {f.audiences[audience].hint}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="calendar-filter-actions">
        <button type="submit" className="button">
          {f.submit}
        </button>
        {chosen.length > 0 ? (
          <a className="button button-secondary" href={action}>
            {f.showAll}
          </a>
        ) : null}
      </div>
    </form>
  );
}
