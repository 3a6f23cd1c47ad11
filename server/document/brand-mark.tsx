/** The firm's mark: a ledger column rising into a growth line. Decorative next to the firm's name. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b1f3a" />
      <BrandStrokes />
    </svg>
  );
}

/** The mark's drawing without its tile, which differs on the page and on the social cards. */
export function BrandStrokes() {
  return (
    <>
      <path d="M8 23V17M13 23V13M18 23V15M23 23V9" stroke="#14b8a6" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M7 12l6-4 5 3 7-5"
        stroke="#d4a017"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}
