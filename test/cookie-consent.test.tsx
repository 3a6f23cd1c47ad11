/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { openSettingsEvent, readConsent } from '#client/consent.ts';
import CookieConsent from '#client/islands/cookie-consent.tsx';
import { en } from '#content/i18n/en.ts';
import { format } from '#shared/format.ts';
import { storageKeys } from '#shared/storage-keys.ts';
import { themeScript } from '#shared/theme-script.ts';
import './support/jest-dom';

const c = en.cookies;
// As the server fills them (server/document/global-widgets.tsx).
const labels = {
  ...c,
  text: format(c.text, { provider: 'Plausible Analytics' }),
  categories: {
    necessary: c.categories.necessary,
    analytics: {
      label: c.categories.analytics.label,
      text: format(c.categories.analytics.text, { provider: 'Plausible Analytics', host: 'stats.example.com' }),
    },
  },
};

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

function renderConsent() {
  return render(<CookieConsent privacyHref="/en/privacy/" labels={labels} />);
}

describe('cookie consent', () => {
  it('keeps the storage keys visitors already hold, whatever the firm is called', () => {
    // Changing a key forgets every visitor's theme and cookie choice: the banner would ask them all again.
    expect(storageKeys).toEqual({
      theme: 'pag-theme',
      cookieConsent: 'pag-cookie-consent',
      cookiePreferences: 'pag-cookie-preferences',
    });
  });

  it('has the head script mark a visitor without a stored choice, for CSS to bring the banner in after 1 s', () => {
    new Function(themeScript)();
    expect(document.documentElement).toHaveClass('consent-pending');
    document.documentElement.className = '';
    localStorage.setItem(storageKeys.cookieConsent, 'true');
    new Function(themeScript)();
    expect(document.documentElement).not.toHaveClass('consent-pending');
  });

  it('renders the pending banner, with a link to the privacy policy, when no choice is stored', () => {
    renderConsent();
    const banner = screen.getByRole('region', { name: 'Privacy and visit statistics' });
    expect(banner).toHaveClass('cookie-banner-pending');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy/');
  });

  it('stores consent and every category it offers on Accept all, and closes for good', () => {
    document.documentElement.classList.add('consent-pending');
    const { unmount } = renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(localStorage.getItem(storageKeys.cookieConsent)).toBe('true');
    // Marketing and preferences control nothing on this site: never offered, never taken as accepted.
    expect(JSON.parse(localStorage.getItem(storageKeys.cookiePreferences) ?? '')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
    expect(screen.queryByRole('region', { name: 'Privacy and visit statistics' })).toBeNull();
    expect(document.documentElement).not.toHaveClass('consent-pending');
    unmount();
    renderConsent();
    expect(screen.queryByRole('region', { name: 'Privacy and visit statistics' })).toBeNull();
  });

  it('keeps only necessary cookies on Reject', () => {
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(readConsent()).toEqual({
      given: true,
      preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
    });
  });

  it('saves the switches of the settings dialog; necessary cannot be switched off', () => {
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('dialog', { name: 'Privacy settings' })).toBeVisible();
    const necessary = screen.getByRole('switch', { name: /Necessary/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    fireEvent.click(screen.getByRole('switch', { name: /Analytics/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(readConsent().preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
    expect(screen.queryByRole('region', { name: 'Privacy and visit statistics' })).toBeNull();
  });

  it('can be minimised and expanded', () => {
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('region', { name: 'Privacy and visit statistics' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Privacy choices' }));
    expect(screen.getByRole('region', { name: 'Privacy and visit statistics' })).toBeInTheDocument();
  });

  it('logs unreadable stored preferences and keeps the defaults', () => {
    localStorage.setItem(storageKeys.cookieConsent, 'true');
    localStorage.setItem(storageKeys.cookiePreferences, '{not json');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readConsent().preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    expect(error).toHaveBeenCalledWith(
      'Invalid stored cookie preferences; using the defaults.',
      expect.any(SyntaxError),
    );
    error.mockRestore();
  });

  it('reports invalid stored preferences as soon as the page runs, also when consent was given', () => {
    localStorage.setItem(storageKeys.cookieConsent, 'true');
    localStorage.setItem(storageKeys.cookiePreferences, '{"analytics":"yes","marketing":false,"preferences":false}');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsent();
    expect(error).toHaveBeenCalledWith('Invalid stored cookie preferences; using the defaults.', expect.any(TypeError));
    error.mockRestore();
  });

  it('reopens the settings when the footer asks', () => {
    localStorage.setItem(storageKeys.cookieConsent, 'true');
    localStorage.setItem(
      storageKeys.cookiePreferences,
      JSON.stringify({ necessary: true, analytics: true, marketing: false, preferences: false }),
    );
    renderConsent();
    act(() => {
      window.dispatchEvent(new Event(openSettingsEvent));
    });
    expect(screen.getByRole('dialog', { name: 'Privacy settings' })).toBeVisible();
    expect(screen.getByRole('switch', { name: /Analytics/ })).toBeChecked();
  });
});
