import { type Dictionary } from '#content/i18n/index.ts';
import { format } from '#shared/format.ts';
import { type Lang, locales } from '#shared/languages.ts';
import { type Audience, audiences } from '#shared/tax-calendar/rules.ts';

/**
 * The chosen audiences as a sentence names them ("employers and VAT-registered businesses"), or "" for none
 * and for all: every audience chosen is the whole calendar, and its five names make a 170-character title.
 */
export function audienceList(lang: Lang, t: Dictionary, chosen: readonly Audience[]): string {
  if (audiences.every((audience) => chosen.includes(audience))) return '';
  const { audiences: groups, groupPreposition, taxedOnProfit } = t.pages.taxCalendar.filter;
  // Companies and sole traders taxed on profit are one group when both are chosen: „që tatohen mbi fitimin“
  // said twice in a row read as a stammer (reader XB).
  const bothOnProfit = chosen.includes('corporation') && chosen.includes('sole-trader');
  const names = chosen.flatMap((audience) =>
    bothOnProfit && audience === 'sole-trader'
      ? []
      : [bothOnProfit && audience === 'corporation' ? taxedOnProfit : groups[audience].group],
  );
  const labels = names.map((name, i) => (i > 0 && groupPreposition ? `${groupPreposition} ${name}` : name));
  return new Intl.ListFormat(locales[lang].intl, { type: 'conjunction' }).format(labels);
}

/**
 * The feed's calendar name for the audiences chosen, as audienceList() names them: the feed's own X-WR-CALNAME
 * and the name Outlook is given.
 */
export function calendarName(t: Dictionary, names: string): string {
  const feed = t.pages.taxCalendar.feed;
  return names ? format(feed.filteredName, { audiences: names }) : feed.name;
}
