/**
 * The one script a page loads, under 1 KB. React and the widgets (client/entry.tsx) load when the visitor
 * first does something on the page (moves the pointer, touches, scrolls, presses a key, focuses a control),
 * not while the page loads: until then every widget works as plain HTML (links, <details>, forms, the
 * cookie banner brought in by CSS), and a slow phone spends its first seconds on the content alone.
 */
const triggers = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
let started = false;

function loadWidgets(): void {
  if (started) return;
  started = true;
  for (const type of triggers) removeEventListener(type, loadWidgets, { capture: true });
  void import('./entry');
}

for (const type of triggers) addEventListener(type, loadWidgets, { capture: true, passive: true });

/**
 * A click on a widget's button (or <summary>) that comes before its island is hydrated is held, and
 * replayed once entry.tsx reports the island hydrated. Links and submit buttons keep their native action.
 */
const held = new WeakSet<HTMLElement>();
addEventListener(
  'click',
  (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button, summary') : null;
    const island = control?.closest<HTMLElement>('[data-island]');
    if (!control || !island || island.hasAttribute('data-hydrated')) return;
    if (control instanceof HTMLButtonElement && control.type === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    loadWidgets();
    if (held.has(control)) return;
    held.add(control);
    island.addEventListener('island-hydrated', () => control.click(), { once: true });
  },
  { capture: true },
);

// The head script applied a stored dark theme; the theme toggle says so before React takes it over.
if (document.documentElement.dataset.theme === 'dark') {
  document.querySelector('.theme-toggle')?.setAttribute('aria-pressed', 'true');
}
