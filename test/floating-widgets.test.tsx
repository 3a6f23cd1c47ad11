/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import FaqAccordion from '#client/islands/faq-accordion.tsx';
import ScrollToTop from '#client/islands/scroll-to-top.tsx';

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce });
}

describe('scroll to top', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    setScroll(0);
  });

  it('appears only once the page is scrolled past 300 px', () => {
    render(<ScrollToTop label="Back to top" />);
    const button = screen.getByRole('button', { name: 'Back to top', hidden: true });
    expect(button).toHaveAttribute('data-visible', 'false');
    setScroll(300);
    expect(button).toHaveAttribute('data-visible', 'false');
    setScroll(301);
    expect(button).toHaveAttribute('data-visible', 'true');
  });

  it('scrolls smoothly to the top, instantly under reduced motion', () => {
    render(<ScrollToTop label="Back to top" />);
    setScroll(900);
    mockReducedMotion(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    mockReducedMotion(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});

describe('FAQ accordion', () => {
  const items = [
    { question: 'First?', answer: ['One.'] },
    { question: 'Second?', answer: ['Two.'] },
    { question: 'Third?', answer: ['Three.'] },
  ];

  function details(question: string): HTMLDetailsElement {
    const element = screen.getByText(question).closest('details');
    if (!element) throw new Error('no details');
    return element;
  }

  it('keeps one answer open at a time, and closes the open one when it is chosen again', () => {
    render(<FaqAccordion items={items} group="faq" />);
    fireEvent.click(screen.getByText('First?'));
    expect(details('First?').open).toBe(true);
    fireEvent.click(screen.getByText('Second?'));
    expect(details('First?').open).toBe(false);
    expect(details('Second?').open).toBe(true);
    fireEvent.click(screen.getByText('Second?'));
    expect(items.every((item) => !details(item.question).open)).toBe(true);
  });
});
