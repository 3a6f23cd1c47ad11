import { type Lang } from '../../shared/languages';
import { en, type Messages } from './en';
import { sq } from './sq';

const dictionaries: Record<Lang, Messages> = { en, sq };

export function messages(lang: Lang): Messages {
  return dictionaries[lang];
}

export { type Messages };
