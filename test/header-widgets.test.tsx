/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import LanguageMenu from '#client/islands/language-menu.tsx';
import MobileMenu from '#client/islands/mobile-menu.tsx';
import ThemeToggle from '#client/islands/theme-toggle.tsx';
import { initSettings } from '#client/settings-store.ts';
import { storageKeys } from '#shared/storage-keys.ts';
import './support/jest-dom';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  initSettings();
});

describe('dark mode toggle', () => {
  it('switches the whole document to dark, reports it pressed and remembers it', () => {
    render(<ThemeToggle label="Dark mode" />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(storageKeys.theme)).toBe('light');
  });

  it('starts pressed when the page was painted dark', () => {
    document.documentElement.dataset.theme = 'dark';
    initSettings();
    render(<ThemeToggle label="Dark mode" />);
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });
});

/** A <details> reports its new state in a queued "toggle" event; let it arrive. */
async function openByClick(summary: HTMLElement) {
  await act(async () => {
    fireEvent.click(summary);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('language menu', () => {
  const props = {
    current: 'en' as const,
    links: { en: '/en/pricing/?a=1', sq: '/sq/pricing/?a=1' },
    label: 'Language',
    currentLabel: 'Current language: English',
  };

  it('offers both languages as real links to the same page', () => {
    render(<LanguageMenu {...props} />);
    expect(screen.getByRole('link', { name: /Shqip/ })).toHaveAttribute('href', '/sq/pricing/?a=1');
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en/pricing/?a=1');
  });

  it('says the language’s name before the flag’s code, and marks each link with the language code sq or en', () => {
    const { container } = render(
      <LanguageMenu current="sq" links={props.links} label="Gjuha" currentLabel="Gjuha aktuale: shqip" />,
    );
    expect(container.querySelector('summary')).toHaveAccessibleName('Gjuha: shqip (AL)');
    const albanian = screen.getByRole('link', { name: 'Shqip' });
    expect([albanian.getAttribute('lang'), albanian.getAttribute('hreflang'), albanian.textContent]).toEqual([
      'sq',
      'sq',
      'Shqip AL',
    ]);
  });

  it('closes on Escape and returns focus to its button', async () => {
    const { container } = render(<LanguageMenu {...props} />);
    const details = container.querySelector('details');
    const summary = container.querySelector('summary');
    if (!details || !summary) throw new Error('menu markup missing');
    expect(summary).toHaveAccessibleName('Language: English (EN)');
    await openByClick(summary);
    expect(details.open).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('closes on a click outside it', async () => {
    const { container } = render(
      <div>
        <LanguageMenu {...props} />
        <p>Elsewhere</p>
      </div>,
    );
    const details = container.querySelector('details');
    const summary = container.querySelector('summary');
    if (!details || !summary) throw new Error('menu markup missing');
    await openByClick(summary);
    expect(details.open).toBe(true);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(details.open).toBe(false);
  });
});

describe('mobile menu', () => {
  const links = [
    { href: '/en/', label: 'Home', current: true },
    { href: '/en/services/', label: 'Services', current: false },
  ];

  it('opens and closes with its button, reporting aria-expanded', () => {
    render(<MobileMenu links={links} navLabel="Main" openLabel="Open menu" closeLabel="Close menu" />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen', () => {
    render(<MobileMenu links={links} navLabel="Main" openLabel="Open menu" closeLabel="Close menu" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
