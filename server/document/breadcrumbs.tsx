import { type Crumb } from '#shared/breadcrumbs.ts';

/** Visible breadcrumb trail (WAI-ARIA APG breadcrumb pattern); the home page has none. */
export function Breadcrumbs({ trail, label }: { trail: Crumb[]; label: string }) {
  if (trail.length < 2) return null;
  return (
    <nav aria-label={label} className="breadcrumbs container">
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index === trail.length - 1 ? (
              <a href={crumb.path} aria-current="page">
                {crumb.name}
              </a>
            ) : (
              <a href={crumb.path}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
