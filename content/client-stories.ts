import { z } from 'zod';
import { serviceIds } from '#shared/services.ts';

/**
 * What clients say and what we did for them: the file the firm edits to publish a testimonial or a case
 * study. Nothing here is invented: an entry goes in only with the client's written consent to publish it, and
 * the day of that consent is required (kept here, not shown), so the firm can answer for every word. Until
 * there is an entry, the home page shows no such section at all. README's "Before launch" says so.
 */
const isoDate = z.iso.date();
const texts = z.object({ en: z.string().min(1), sq: z.string().min(1) });

const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The client's words, in each language as they approved them. */
  quote: texts,
  /** The person quoted, as they agreed to be named. */
  name: z.string().min(1),
  /** Their role and company ("Managing director, Example SH.P.K."), if they agreed to name them. */
  role: texts.optional(),
  /** The day the client agreed in writing to publish this (YYYY-MM-DD). */
  consentDate: isoDate,
});

const caseStudySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: texts,
  /** Who the client is, as far as they agreed: a name, or a description ("a Prishtina distributor"). */
  client: texts,
  challenge: texts,
  work: texts,
  result: texts,
  /** The service the work belongs to: the case study links to it on the services page. */
  service: z.enum(serviceIds).optional(),
  /** The day the client agreed in writing to publish this (YYYY-MM-DD). */
  consentDate: isoDate,
});

export type Testimonial = z.infer<typeof testimonialSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;

/**
 * Checks the stories as the firm wrote them: the type check refuses an entry without a consent date, and a
 * malformed date fails at start-up.
 */
export function clientStories(input: {
  testimonials: Array<z.input<typeof testimonialSchema>>;
  caseStudies: Array<z.input<typeof caseStudySchema>>;
}): { testimonials: Testimonial[]; caseStudies: CaseStudy[] } {
  return {
    testimonials: z.array(testimonialSchema).parse(input.testimonials),
    caseStudies: z.array(caseStudySchema).parse(input.caseStudies),
  };
}

export const stories = clientStories({
  testimonials: [],
  caseStudies: [],
});
