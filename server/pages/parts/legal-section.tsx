import { type LegalDetail } from '#server/legal-details.ts';
import { FactList } from './fact-list';
import { Section } from './section';

/** The firm's legal facts as a list of terms; nothing at all (no heading) when the firm has given none. */
export function LegalSection({ heading, details }: { heading: string; details: LegalDetail[] }) {
  if (details.length === 0) return null;
  return (
    <Section id="legal" heading={heading}>
      <FactList facts={details} className="legal-details" />
    </Section>
  );
}
