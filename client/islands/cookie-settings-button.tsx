import { openSettingsEvent } from '#client/consent.ts';

export interface CookieSettingsButtonProps {
  label: string;
}

/** The footer's "Cookie settings": reopens the consent dialog (the consent island listens). */
export default function CookieSettingsButton({ label }: CookieSettingsButtonProps) {
  return (
    <button type="button" className="link-button" onClick={() => window.dispatchEvent(new Event(openSettingsEvent))}>
      {label}
    </button>
  );
}
