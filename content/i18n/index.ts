import { type Lang } from '#shared/languages.ts';
import { type Dictionary } from './dictionary';
import { en } from './en';
import { sq } from './sq';

const dictionaries: Record<Lang, Dictionary> = { en, sq };

export function dictionary(lang: Lang): Dictionary {
  return dictionaries[lang];
}

export { type Dictionary };
