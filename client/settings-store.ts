import { useSyncExternalStore } from 'react';
import { type Lang } from '#shared/languages.ts';
import { storageKeys } from '#shared/storage-keys.ts';

/** Settings every island on a page can read: one store per page, shared through this module. */
export interface Settings {
  darkMode: boolean;
  language: Lang;
}

const serverSnapshot: Settings = { darkMode: false, language: 'en' };
let state: Settings = serverSnapshot;
const listeners = new Set<() => void>();

function emit(next: Settings): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Reads what the page already shows: the theme the inline head script applied, the path's language. */
export function initSettings(doc: Document = document): void {
  const language = doc.documentElement.lang === 'sq' ? 'sq' : 'en';
  emit({ darkMode: doc.documentElement.dataset.theme === 'dark', language });
}

export function toggleDarkMode(): void {
  const darkMode = !state.darkMode;
  document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
  try {
    localStorage.setItem(storageKeys.theme, darkMode ? 'dark' : 'light');
  } catch {
    // Storage can be unavailable (private mode, quotas); the choice then lasts for this page only.
  }
  emit({ ...state, darkMode });
}

export function setLanguage(language: Lang): void {
  emit({ ...state, language });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): Settings {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverSnapshot,
  );
}
