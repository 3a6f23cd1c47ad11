import { type Dictionary } from '#content/i18n/dictionary.ts';
import { type TeamMember, teamAnchor } from '#content/team.ts';
import { type Lang } from '#shared/languages.ts';
import { ExternalLink } from '#server/document/external-link.tsx';
import { FactList } from './fact-list';
import { cardGrid } from './grid-columns';
import { Section } from './section';

/** One person: name and role, then only the facts given (qualifications, languages, photo, profile). */
export function TeamCard({ member, lang, t }: { member: TeamMember; lang: Lang; t: Dictionary }) {
  const labels = t.pages.about.team;
  const given: Array<[string, string | undefined]> = [
    [labels.qualifications, member.qualifications?.map((q) => q[lang]).join('; ')],
    [labels.languages, member.languages?.[lang]],
  ];
  const facts = given.flatMap(([label, value]) => (value ? [{ label, value }] : []));
  return (
    <article className="card team-card" id={teamAnchor(member.id)} aria-labelledby={`${teamAnchor(member.id)}-name`}>
      {member.photo ? (
        <img className="team-photo" src={member.photo} alt={member.name} width={96} height={96} loading="lazy" />
      ) : null}
      <h3 id={`${teamAnchor(member.id)}-name`}>{member.name}</h3>
      <p className="muted">{member.role[lang]}</p>
      {facts.length > 0 ? <FactList facts={facts} className="team-facts" /> : null}
      {member.profileUrl ? (
        <ExternalLink href={member.profileUrl} newTabText={t.a11y.opensInNewTab} className="read-more">
          {labels.profile}
          <span className="visually-hidden">: {member.name}</span>
        </ExternalLink>
      ) : null}
    </article>
  );
}

/** The about page's team: every person in content/team.ts, in its order; no section without anyone. */
export function TeamSection({ team, lang, t }: { team: readonly TeamMember[]; lang: Lang; t: Dictionary }) {
  if (team.length === 0) return null;
  return (
    <Section id="team" heading={t.pages.about.team.heading}>
      <div className={`${cardGrid(team.length, 'medium')} team-grid`}>
        {team.map((member) => (
          <TeamCard key={member.id} member={member} lang={lang} t={t} />
        ))}
      </div>
    </Section>
  );
}
