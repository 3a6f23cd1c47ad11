import { type Audience, audiences } from './rules';

/** The query parameter that chooses audiences: "?for=employer,vat". */
export const audienceParam = 'for';

/**
 * The audiences a query chooses, in the calendar's order, from "?for=employer,vat" or, as a plain HTML form
 * sends its checkboxes, "?for=employer&for=vat". Unknown values are dropped. `query` is the one spelling of
 * the choice ("?for=employer,vat", or "" for none), so the page can send other spellings there.
 */
export function readAudiences(params: URLSearchParams): { chosen: Audience[]; query: string } {
  const asked = new Set(params.getAll(audienceParam).flatMap((value) => value.split(',')));
  const chosen = audiences.filter((audience) => asked.has(audience));
  return { chosen, query: audienceQuery(chosen) };
}

export function audienceQuery(chosen: readonly Audience[]): string {
  return chosen.length === 0 ? '' : `?${audienceParam}=${chosen.join(',')}`;
}
