import { type Lang } from '#shared/languages.ts';

/** Flags as inline SVG: flag emoji do not render on Windows. Decorative; the language name is text. */
export function Flag({ lang }: { lang: Lang }) {
  return lang === 'en' ? <UsFlag /> : <AlbanianFlag />;
}

function UsFlag() {
  return (
    <svg className="flag" viewBox="0 0 19 10" width="19" height="10" aria-hidden="true" focusable="false">
      <rect width="19" height="10" fill="#b22234" />
      <path d="M0 1.15h19M0 2.69h19M0 4.23h19M0 5.77h19M0 7.31h19M0 8.85h19" stroke="#fff" strokeWidth="0.77" />
      <rect width="7.6" height="5.38" fill="#3c3b6e" />
    </svg>
  );
}

function AlbanianFlag() {
  return (
    <svg className="flag" viewBox="0 0 14 10" width="14" height="10" aria-hidden="true" focusable="false">
      <rect width="14" height="10" fill="#e41e20" />
      {/* A simplified double-headed eagle: recognisable at 14 px, not heraldically exact. */}
      <path
        d="M7 2.2l.6.9.9-.7.1.9 1-.3-.3.9.9.2-.7.6.5.6-.9.2.2.9-.9-.3-.2.9-.6-.7-.6 1.1-.6-1.1-.6.7-.2-.9-.9.3.2-.9-.9-.2.5-.6-.7-.6.9-.2-.3-.9 1 .3.1-.9.9.7z"
        fill="#000"
      />
    </svg>
  );
}
