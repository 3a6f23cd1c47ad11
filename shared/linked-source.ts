import { type Lang } from '#shared/languages.ts';

/**
 * A cited source's page: its address, the language it is written in, and its own title where the name we give
 * it quotes that title. In the other language's text the title is marked with its language, so a screen reader
 * says it with the right voice (WCAG 3.1.2): server/pages/parts/source-link.tsx.
 */
export interface LinkedSource {
  url: string;
  language: Lang;
  title?: string;
}
