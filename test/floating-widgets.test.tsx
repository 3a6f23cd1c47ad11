/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import FaqAccordion from '#client/islands/faq-accordion.tsx';
import ScrollToTop from '#client/islands/scroll-to-top.tsx';
import './support/jest-dom';

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce });
}

function rect(top: number, left: number, width: number, height: number): DOMRect {
  return DOMRect.fromRect({ x: left, y: top, width, height });
}

describe('scroll to top', () => {
  beforeAll(() => {
    // jsdom has no ResizeObserver; the island only needs to be told of size changes.
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

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

  it('steps aside while a table or a tool result passes beneath it, and comes back after', () => {
    const table = document.body.appendChild(document.createElement('table'));
    const result = document.body.appendChild(document.createElement('section'));
    result.className = 'tool-result';
    render(<ScrollToTop label="Back to top" />);
    const button = screen.getByRole('button', { name: 'Back to top', hidden: true });
    // A 390 × 844 phone: the button floats in the bottom-right corner.
    button.getBoundingClientRect = () => rect(780, 326, 48, 48);
    const place = (element: Element, top: number) => {
      element.getBoundingClientRect = () => rect(top, 20, 350, 300);
    };
    place(table, 900);
    place(result, -600);
    setScroll(1000);
    expect(button).toHaveAttribute('data-visible', 'true');
    place(table, 600);
    setScroll(1200);
    expect(button).toHaveAttribute('data-visible', 'false');
    place(table, 100);
    setScroll(1700);
    expect(button).toHaveAttribute('data-visible', 'true');
    place(result, 700);
    setScroll(2000);
    expect(button).toHaveAttribute('data-visible', 'false');
    table.remove();
    result.remove();
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
