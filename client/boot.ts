/**
 * The one script a page loads, under 1 KB compressed. React and the widgets (client/entry.tsx) load when the visitor
 * first does something on the page (moves the pointer, touches, scrolls, presses a key, focuses a control),
 * not while the page loads: until then every widget works as plain HTML (links, <details>, forms, the
 * cookie banner brought in by CSS), and a slow phone spends its first seconds on the content alone.
 */
const triggers = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
/** Resolves once every island of the page is hydrated (client/entry.tsx). */
let widgets: Promise<void> | undefined;
let ready = false;

function loadWidgets(): Promise<void> {
  if (!widgets) {
    for (const type of triggers) removeEventListener(type, onTrigger, { capture: true });
    widgets = import('./entry').then((entry) => entry.hydrated);
    widgets.then(
      () => (ready = true),
      (error: unknown) => console.error('widgets failed to load', error),
    );
  }
  return widgets;
}

function onTrigger(): void {
  void loadWidgets();
}

// A page prerendered by the speculation rules waits until it is shown: nothing there is the visitor's doing.
const page: Document & { prerendering?: boolean } = document;
const listen = () => {
  for (const type of triggers) addEventListener(type, onTrigger, { capture: true, passive: true });
};
if (page.prerendering) page.addEventListener('prerenderingchange', listen, { once: true });
else listen();

/**
 * A prerendered page is painted before the visitor clicks: Chromium cannot run a view transition into it (it
 * aborts the transition, "Page already revealed"), yet prepares one first by capturing this page, which
 * showed the next page about 430 ms later (the @timing test in test/e2e/navigation.spec.ts). Navigations to
 * the pages the speculation rules prerender skip the transition before that capture; others keep it.
 */
addEventListener('pageswap', ({ viewTransition, activation }) => {
  const next = activation?.entry.url;
  if (!viewTransition || !next) return;
  if (![...document.querySelectorAll<HTMLAnchorElement>(PRERENDERED_LINKS)].some((link) => link.href === next)) return;
  // Skipping rejects `ready`; nothing here waits for it, so it must not surface as an uncaught error.
  viewTransition.ready.catch(() => undefined);
  viewTransition.skipTransition();
});

/**
 * Visit statistics (client/analytics/), for a visitor whose stored choice allows them on a site that has
 * them: the head script marked the choice (shared/theme-script.ts), the server the configuration. Loaded
 * once the page has loaded and is shown, so they never compete with it; never loaded otherwise. They start
 * after the next frame: the load event's task often ends the parse of a long article, and the tracker's init()
 * reads the document's height, which then laid the whole page out inside that task (a trace of the tax
 * article: 177 ms at 4x CPU throttling, 110 ms of it layout and style; 49 ms once the frame had been painted).
 */
const root = document.documentElement;
if (root.dataset.analytics && root.classList.contains('analytics-allowed')) {
  const start = () => {
    import('./analytics/analytics').then(
      (statistics) => requestAnimationFrame(() => setTimeout(() => statistics.startAnalytics(), 0)),
      (error: unknown) => console.error('statistics failed to load', error),
    );
  };
  const afterLoad = () => {
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
  };
  if (page.prerendering) page.addEventListener('prerenderingchange', afterLoad, { once: true });
  else afterLoad();
}

/**
 * A click on a widget's button (or <summary>) that comes before the page's islands are hydrated is held,
 * and replayed once every island is hydrated: a control may talk to another island (the
 * footer's "Cookie settings" opens the consent island's dialog), so its own island being ready is not
 * enough. Links and submit buttons keep their native action, and so does the <summary> of a disclosure
 * marked data-dismiss (the language menu), which opens natively at once.
 */
const held: HTMLElement[] = [];
addEventListener(
  'click',
  (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button, summary') : null;
    if (ready || !control?.closest('[data-island]')) return;
    if (control instanceof HTMLButtonElement && control.type === 'submit') return;
    if (control.parentElement?.matches('details[data-dismiss]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length === 0) void loadWidgets().then(() => held.forEach((c) => c.click()));
    if (!held.includes(control)) held.push(control);
  },
  { capture: true },
);

/**
 * Until its island takes over, an open disclosure marked data-dismiss closes as the hydrated one will: on
 * Escape (focus back on its summary) and on a press outside it (WAI-ARIA APG disclosure pattern).
 */
function dismiss(event: Event): void {
  if (ready) return;
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-dismiss][open]')) {
    if (event instanceof KeyboardEvent ? event.key !== 'Escape' : details.contains(event.target as Node)) continue;
    details.open = false;
    if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
  }
}
addEventListener('keydown', dismiss);
addEventListener('pointerdown', dismiss);

// The head script applied a stored dark theme; the theme toggle says so before React takes it over.
if (document.documentElement.dataset.theme === 'dark') {
  document.querySelector('.theme-toggle')?.setAttribute('aria-pressed', 'true');
}
