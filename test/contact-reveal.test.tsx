/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import ContactReveal, { type ContactRevealProps } from '#client/islands/contact-reveal.tsx';
import { decodeContact, encodeContact } from '#shared/contact-encoding.ts';
import { maskAddress, maskEmail, maskPhone } from '#shared/contact-mask.ts';
import './support/jest-dom';

const labels = {
  reveal: 'Show email address',
  hide: 'Hide',
  copy: 'Copy',
  copied: 'Copied to clipboard!',
  autoHide: 'This contact will auto-hide in 30 seconds',
  openMap: 'open in maps (new tab)',
};

function renderReveal(overrides: Partial<ContactRevealProps> = {}) {
  return render(
    <ContactReveal
      type="email"
      variant="button"
      masked={maskEmail('info@firm.com')}
      encoded={encodeContact('info@firm.com')}
      labels={labels}
      {...overrides}
    />,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('masking', () => {
  it('keeps two characters of an email, the country code and last three digits of a phone, and hides the house number', () => {
    expect(maskEmail('info@firm.com')).toBe('in***@firm.com');
    expect(maskPhone('+383 44 123 456')).toBe('+383 ** *** 456');
    expect(maskAddress('Rruga Nënë Tereza', '25', '10000 Prishtina, Kosovo')).toBe(
      'Rruga Nënë Tereza **, 10000 Prishtina, Kosovo',
    );
  });

  it('round-trips Albanian letters through the encoding', () => {
    expect(encodeContact('Rruga Nënë Tereza 25')).not.toContain('Nënë');
    expect(decodeContact(encodeContact('Rruga Nënë Tereza 25, +383'))).toBe('Rruga Nënë Tereza 25, +383');
  });
});

describe('contact reveal', () => {
  it('shows the masked value until asked, then the actionable value and the auto-hide note', () => {
    renderReveal();
    expect(screen.getByText('in***@firm.com')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show email address' }));
    expect(screen.getByRole('link', { name: 'info@firm.com' })).toHaveAttribute('href', 'mailto:info@firm.com');
    expect(screen.getByText('This contact will auto-hide in 30 seconds')).toBeInTheDocument();
  });

  it('hides again after 30 000 ms', () => {
    renderReveal();
    fireEvent.click(screen.getByRole('button', { name: 'Show email address' }));
    act(() => jest.advanceTimersByTime(29_999));
    expect(screen.getByRole('link', { name: 'info@firm.com' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('in***@firm.com')).toBeInTheDocument();
  });

  it('hides when its close control is pressed', () => {
    renderReveal();
    fireEvent.click(screen.getByRole('button', { name: 'Show email address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links a phone with tel: and an address to a map search in a new tab', () => {
    const { unmount } = renderReveal({
      type: 'phone',
      masked: '+383 ** *** 456',
      encoded: encodeContact('+383 44 123 456'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show email address' }));
    expect(screen.getByRole('link')).toHaveAttribute('href', 'tel:+38344123456');
    unmount();
    renderReveal({ type: 'address', masked: 'x', encoded: encodeContact('Rruga Nënë Tereza 25, Prishtina') });
    fireEvent.click(screen.getByRole('button', { name: 'Show email address' }));
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Rruga%20N%C3%ABn%C3%AB%20Tereza%2025%2C%20Prishtina',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('copies with the Clipboard API and announces it for 2000 ms', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderReveal();
    fireEvent.click(screen.getByRole('button', { name: 'Show email address' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('info@firm.com');
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard!');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('falls back to a text area and the legacy copy command, then still confirms', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderReveal({ variant: 'footer', labels: { ...labels, copied: 'Copied!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show email address' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
  });
});
