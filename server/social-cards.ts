import { createHash } from 'node:crypto';
import { type Lang } from '#shared/languages.ts';

/** Social cards are 1200×630 PNGs made at build (scripts/build-cards.tsx), one per page and language. */
export const cardSize = { width: 1200, height: 630 } as const;
export const cardUrlPrefix = '/assets/cards/';
/** Bump when the card design changes, so names (and caches) change with it. */
const design = 'v2';

export interface CardSpec {
  lang: Lang;
  /** Stable key of the page, e.g. "pricing" or "category-tax-planning". */
  key: string;
  title: string;
  /** A short line above the title (section or category). */
  kicker: string;
}

export function cardFileName(spec: CardSpec): string {
  const hash = createHash('sha256').update(`${design}\n${spec.kicker}\n${spec.title}`).digest('hex').slice(0, 10);
  return `${spec.lang}-${spec.key}-${hash}.png`;
}

export function cardUrl(spec: CardSpec): string {
  return cardUrlPrefix + cardFileName(spec);
}
