export interface GoBackProps {
  label: string;
}

/** "Go Back" on the 404 page: history back. Hidden by CSS when JavaScript does not run. */
export default function GoBack({ label }: GoBackProps) {
  return (
    <button type="button" className="button button-secondary go-back" onClick={() => history.back()}>
      {label}
    </button>
  );
}
