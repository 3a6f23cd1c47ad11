/** Labelled facts as a description list (the legal details, a person's qualifications). */
export function FactList({ facts, className }: { facts: Array<{ label: string; value: string }>; className: string }) {
  return (
    <dl className={className}>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
