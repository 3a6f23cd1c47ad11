import { type Dictionary } from '#content/i18n/index.ts';
import { ExternalLink } from '#server/document/external-link.tsx';
import { FacebookIcon, LinkedInIcon, XIcon } from '#server/document/social-icons.tsx';
import { format } from '#shared/format.ts';

/** Share links to the article's canonical address; they open in a new tab. */
export function ShareLinks({ url, title, t }: { url: string; title: string; t: Dictionary }) {
  const u = encodeURIComponent(url);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: <FacebookIcon /> },
    { name: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${u}`, icon: <XIcon /> },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, icon: <LinkedInIcon /> },
  ];
  return (
    <section aria-labelledby="share-heading" className="share">
      <h2 id="share-heading">{t.blog.shareHeading}</h2>
      <ul className="inline-list">
        {networks.map((network) => (
          <li key={network.name}>
            <ExternalLink href={network.href} newTabText={t.a11y.opensInNewTab} className="share-link">
              {network.icon}
              <span>{format(t.blog.shareOn, { network: network.name })}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
