import { type Lang } from './languages';
import { href } from './routes';
import { type ServiceId } from './services';

/** A service's place on the services page: "/en/services/#tax". */
export function serviceHref(lang: Lang, id: ServiceId): string {
  return `${href(lang, 'services')}#${id}`;
}
