import { type Lang } from '#shared/languages.ts';
import { site } from './site';

/**
 * The team, as the about page lists it: the file the firm edits to add a person. It starts with the one
 * person the specification names, the blog's author (name and title from site.ts, where posts refer to
 * them). Give only facts the person agreed to publish; a fact left out is not shown (no empty label), and
 * there is no stand-in photo or profile.
 */
export interface TeamMember {
  /** The person's anchor on the about page ("#team-lead"); for an author, the key posts use in site.ts. */
  id: string;
  name: string;
  role: Record<Lang, string>;
  qualifications?: ReadonlyArray<Record<Lang, string>>;
  /** The languages the person works in, as each language writes the list. */
  languages?: Record<Lang, string>;
  /** A photo under public/ ("/team/name.jpg"), published with the person's consent; its alt text is the name. */
  photo?: string;
  /** A public professional profile (LinkedIn, a professional body's register). */
  profileUrl?: string;
}

export const team: readonly TeamMember[] = [
  { id: 'lead', name: site.authors.lead.name, role: site.authors.lead.title },
];

/** A person's place on the about page, for a byline's link: "team-lead". */
export function teamAnchor(id: string): string {
  return `team-${id}`;
}
