import { type ContactTopic } from '#shared/contact-fields.ts';
import { type Lang } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';

/** The contact form with its topic already chosen ("/en/contact/?topic=plan-pro"): a plain link, no script. */
export function contactAbout(lang: Lang, topic: ContactTopic): string {
  return `${href(lang, 'contact')}?topic=${topic}`;
}
