import { Moon, Sun } from 'lucide-react';
import { toggleDarkMode, useSettings } from '../settings-store';

export interface ThemeToggleProps {
  label: string;
}

/** Dark-mode switch: a toggle button whose pressed state is the dark theme (WAI-ARIA button pattern). */
export default function ThemeToggle({ label }: ThemeToggleProps) {
  const { darkMode } = useSettings();
  return (
    <button type="button" className="icon-button theme-toggle" aria-pressed={darkMode} onClick={toggleDarkMode} title={label}>
      <span className="visually-hidden">{label}</span>
      {darkMode ? <Sun aria-hidden="true" size={20} /> : <Moon aria-hidden="true" size={20} />}
    </button>
  );
}
