import { Moon, Sun } from 'lucide-react';
import { toggleDarkMode, useSettings } from '#client/settings-store.ts';

export interface ThemeToggleProps {
  label: string;
}

/**
 * Dark-mode switch: a toggle button whose pressed state is the dark theme (WAI-ARIA button pattern). Both
 * icons are rendered and CSS shows the one for the theme on <html>, so the icon is right before hydration.
 */
export default function ThemeToggle({ label }: ThemeToggleProps) {
  const { darkMode } = useSettings();
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-pressed={darkMode}
      onClick={toggleDarkMode}
      title={label}
    >
      <span className="visually-hidden">{label}</span>
      <Sun aria-hidden="true" size={20} className="theme-icon-dark" />
      <Moon aria-hidden="true" size={20} className="theme-icon-light" />
    </button>
  );
}
